import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { VERIFICATION_PHOTO_MAX_BYTES } from '@arena/shared';
import { AppError } from '../../lib/errors.js';

export type PhotoContentType = 'image/png' | 'image/jpeg' | 'image/gif';

export interface CleanPhoto {
  data: Buffer;
  contentType: PhotoContentType;
  ext: 'png' | 'jpg' | 'gif';
}

// libvips' operation cache would keep decoded ID photos in memory after the request; nothing here needs it.
sharp.cache(false);

/** Refuses images larger than this many pixels before decoding them (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

const FORMATS = {
  png: { contentType: 'image/png', ext: 'png', sharpFormat: 'png' },
  apng: { contentType: 'image/png', ext: 'png', sharpFormat: 'png' },
  jpg: { contentType: 'image/jpeg', ext: 'jpg', sharpFormat: 'jpeg' },
  gif: { contentType: 'image/gif', ext: 'gif', sharpFormat: 'gif' },
} as const;

export const photoTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'verification.photoTooLarge');
export const notAnImage = () => new AppError('UNSUPPORTED_MEDIA', 'verification.notImage');
export const tooManyPixels = () => new AppError('PAYLOAD_TOO_LARGE', 'verification.photoTooManyPixels');

/**
 * Turns an uploaded verification photo into a safe file to store:
 * - at most 5 MB;
 * - its bytes must really be PNG, JPEG or GIF (magic bytes, whatever the name or declared type say);
 * - it must decode as that format (sharp/libvips), which refuses truncated files and most polyglots;
 * - it is re-encoded from its pixels: EXIF (GPS, camera, dates), XMP, IPTC, comments and anything
 *   appended after the image data are dropped, and orientation is applied to the pixels first.
 * What is stored is therefore an image our encoder wrote, never the uploaded bytes.
 */
export async function cleanVerificationPhoto(input: Buffer): Promise<CleanPhoto> {
  if (input.length > VERIFICATION_PHOTO_MAX_BYTES) throw photoTooLarge();
  if (input.length === 0) throw notAnImage();
  const detected = await fileTypeFromBuffer(input);
  const format = detected && Object.hasOwn(FORMATS, detected.ext) ? FORMATS[detected.ext as keyof typeof FORMATS] : undefined;
  if (!format) throw notAnImage();

  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await image.metadata();
    if (meta.format !== format.sharpFormat || !meta.width || !meta.height) throw notAnImage();
    // The header tells the size before anything is decoded.
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels();
    // rotate() with no angle applies the EXIF orientation to the pixels before the metadata goes.
    const pipeline = image.rotate();
    let data: Buffer;
    if (format.sharpFormat === 'png') data = await pipeline.png({ compressionLevel: 6 }).toBuffer();
    else if (format.sharpFormat === 'jpeg') data = await pipeline.jpeg({ quality: 90 }).toBuffer();
    else data = await pipeline.gif().toBuffer();
    return { data, contentType: format.contentType, ext: format.ext };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test((error as Error).message ?? '')) throw tooManyPixels();
    // Anything libvips cannot decode as the detected format is not an image we accept.
    throw notAnImage();
  }
}

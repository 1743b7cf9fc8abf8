import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MARKET_IMAGE_MAX_BYTES } from '@arena/shared';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { createLocalPrivateStore, type PrivateStore } from '../../lib/private-store.js';

/**
 * Player images uploaded by an admin. Unlike ID photos they are public (anyone may see a player
 * card), but they get the same treatment: size-limited, type checked by magic bytes, decoded and
 * re-encoded from pixels (metadata and anything appended dropped), stored under a random name and
 * served only from this store by `GET /api/marketplace/images/:file`.
 */
export const IMAGE_BUCKET = 'marketplace-images';
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 800;
const ACCEPTED = new Set(['png', 'apng', 'jpg', 'gif', 'webp']);

export function imageStore(config: Pick<AppConfig, 'dataDir'>): PrivateStore {
  return createLocalPrivateStore(path.join(config.dataDir, 'public'));
}

export const imageTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'admin.marketplace.imageTooLarge');
export const notAnImage = () => new AppError('UNSUPPORTED_MEDIA', 'admin.marketplace.imageNotImage');

/** Re-encodes an uploaded image as WebP, at most 800 px on its longer side. */
export async function cleanPlayerImage(input: Buffer): Promise<Buffer> {
  if (input.length > MARKET_IMAGE_MAX_BYTES) throw imageTooLarge();
  if (input.length === 0) throw notAnImage();
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED.has(detected.ext)) throw notAnImage();
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw notAnImage();
    return await image.rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}

export const imageUrlFor = (key: string) => `/api/marketplace/images/${key}`;

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MARKET_IMAGE_MAX_BYTES, PLAYER_IMAGE_FORMATS, PLAYER_IMAGE_WIDTHS, type PlayerImageFormat, type PlayerImageWidth } from '@arena/shared';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The store of the player images (app.ts), which the demo data fills too. */
    playerImages: PrivateStore;
  }
}

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

/** `<key>.webp` (the stored image) or `<key>-<width>.<format>` (a resized copy): the file names the image route serves. */
export const IMAGE_FILE_RE = new RegExp(`^([a-f0-9]{32})(?:-(${PLAYER_IMAGE_WIDTHS.join('|')})\\.(${PLAYER_IMAGE_FORMATS.join('|')})|\\.webp)$`);

export interface ImageFile {
  /** The stored image's key (`<hex>.webp`). */
  key: string;
  variant: { width: PlayerImageWidth; format: PlayerImageFormat } | null;
}

export function parseImageFile(file: string): ImageFile | null {
  const match = IMAGE_FILE_RE.exec(file);
  if (!match) return null;
  const [, hex, width, format] = match;
  return { key: `${hex}.webp`, variant: width && format ? { width: Number(width) as PlayerImageWidth, format: format as PlayerImageFormat } : null };
}

export const IMAGE_CONTENT_TYPES: Record<PlayerImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Resizes a stored image (never enlarged) and encodes it; the qualities give about the same look in both formats. */
export async function resizePlayerImage(stored: Buffer, width: PlayerImageWidth, format: PlayerImageFormat): Promise<Buffer> {
  const image = sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
  return format === 'avif' ? image.avif({ quality: 50, effort: 4 }).toBuffer() : image.webp({ quality: 75 }).toBuffer();
}

/**
 * The resized copies of the stored player images, made on first request and kept on the local disk under
 * `${dataDir}/cache/marketplace-images` (decision 048). A copy is a pure function of its stored image: losing the
 * folder only costs the time to make them again, so it is neither backed up nor shared between machines. Two
 * requests for a copy not made yet wait for the same encoding.
 */
export interface ImageVariants {
  /** The copy's bytes, or null when the stored image does not exist. */
  get(key: string, width: PlayerImageWidth, format: PlayerImageFormat): Promise<Buffer | null>;
}

export function imageVariantsDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'cache', 'marketplace-images');
}

export function createImageVariants(store: PrivateStore, dir: string): ImageVariants {
  const making = new Map<string, Promise<Buffer | null>>();

  async function make(key: string, name: string, width: PlayerImageWidth, format: PlayerImageFormat): Promise<Buffer | null> {
    const stored = await store.get(IMAGE_BUCKET, key);
    if (!stored) return null;
    const data = await resizePlayerImage(stored, width, format);
    await fs.mkdir(dir, { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = path.join(dir, `.${name}.${crypto.randomBytes(6).toString('hex')}.tmp`);
    await fs.writeFile(temp, data);
    await fs.rename(temp, path.join(dir, name));
    return data;
  }

  return {
    async get(key, width, format) {
      const parsed = parseImageFile(key);
      if (!parsed || parsed.variant) return null;
      const name = `${key.slice(0, 32)}-${width}.${format}`;
      try {
        return await fs.readFile(path.join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      let pending = making.get(name);
      if (!pending) {
        pending = make(key, name, width, format).finally(() => making.delete(name));
        making.set(name, pending);
      }
      return pending;
    },
  };
}

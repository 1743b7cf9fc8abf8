import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Test helpers of the accounts / verification / admin-users tests. */

export interface UploadFile {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, file?: UploadFile): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----arenaTest${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const verificationForm = (overrides: Record<string, string> = {}) => ({
  fullName: 'Ada Lovelace',
  dateOfBirth: '1990-12-10',
  address: '12 Rue Capois',
  city: '+509 3700 0000',
  country: 'Haiti',
  ...overrides,
});

const base = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
export const makePng = () => base().png().toBuffer();
export const makeGif = () => base().gif().toBuffer();
/** A JPEG carrying EXIF with camera and GPS data (what a phone photo leaks). */
export const makeJpegWithGps = () =>
  base()
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyPhone', Model: 'Model X', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 32/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '72/1 20/1 1200/100' },
    })
    .toBuffer();

export function tempStoreDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-private-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Files in one bucket of a local private store. */
export function storedFiles(root: string, bucket = 'user-verification'): string[] {
  const dir = path.join(root, bucket);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => !f.startsWith('.'))
    .map((f) => path.join(dir, f));
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits), computed independently of better-auth, like an authenticator app. */
export function totp(secretBase32: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = crypto.createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** The `secret` of an otpauth:// URI. */
export function secretFromUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

/** Merges a response's Set-Cookie into a Cookie header (new values replace old ones, expired ones go). */
export function mergeCookies(cookie: string, setCookie: string | string[] | undefined): string {
  const jar = new Map<string, string>();
  for (const part of cookie
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const i = part.indexOf('=');
    jar.set(part.slice(0, i), part.slice(i + 1));
  }
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of list) {
    const [pair, ...attrs] = line.split(';');
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i).trim();
    const value = pair!.slice(i + 1).trim();
    const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

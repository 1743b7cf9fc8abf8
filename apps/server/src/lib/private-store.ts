import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.js';

/**
 * Private file store (KYC photos). Files live outside every publicly served folder, in one folder per
 * store ("bucket", e.g. 'user-verification'), under random names; they are read only by routes that
 * check who asks. The default keeps them on the local disk under `${dataDir}/private`; a deployment
 * with several API processes on different machines points `PRIVATE_STORE_DIR` at a shared volume
 * (or implements this interface over an object store).
 */
export interface PrivateStore {
  /** Stores `data` under a new random key ending in `.${ext}` and returns the key. */
  put(bucket: string, data: Buffer, ext: string): Promise<string>;
  /** The stored bytes, or null when the key does not exist (or is not a key this store could have made). */
  get(bucket: string, key: string): Promise<Buffer | null>;
  /** Removes a file; a missing file is not an error. */
  remove(bucket: string, key: string): Promise<void>;
}

export const VERIFICATION_BUCKET = 'user-verification';

const BUCKET_RE = /^[a-z0-9][a-z0-9-]{0,62}$/;
const KEY_RE = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export function privateStoreRoot(config: Pick<AppConfig, 'dataDir' | 'privateStoreDir'>): string {
  return config.privateStoreDir ?? path.join(config.dataDir, 'private');
}

export function createLocalPrivateStore(root: string): PrivateStore {
  const resolvedRoot = path.resolve(root);
  const bucketDir = (bucket: string) => {
    if (!BUCKET_RE.test(bucket)) throw new Error(`invalid private store bucket: ${bucket}`);
    return path.join(resolvedRoot, bucket);
  };
  // Keys come from the database, never from a request; checking their shape still rules out any path trick.
  const filePath = (bucket: string, key: string) => (KEY_RE.test(key) ? path.join(bucketDir(bucket), key) : null);

  return {
    async put(bucket, data, ext) {
      if (!/^[a-z0-9]{1,5}$/.test(ext)) throw new Error(`invalid file extension: ${ext}`);
      const dir = bucketDir(bucket);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const key = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
      const target = path.join(dir, key);
      // Write then rename: a reader never sees half a file.
      const temp = path.join(dir, `.${key}.${process.pid}.tmp`);
      await fs.writeFile(temp, data, { mode: 0o600, flag: 'wx' });
      await fs.rename(temp, target);
      return key;
    },
    async get(bucket, key) {
      const file = filePath(bucket, key);
      if (!file) return null;
      try {
        return await fs.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(bucket, key) {
      const file = filePath(bucket, key);
      if (file) await fs.rm(file, { force: true });
    },
  };
}

import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupRefused, restoreEmbedded } from '../db/backup.js';
import { DataDirLockedError } from '../db/client.js';

/**
 * `npm run restore -- <file>`: restores a backup of `npm run backup` into DATA_DIR, which must be empty (db/backup.ts).
 * On PostgreSQL, pg_restore does this (docs/operations.md).
 */
async function main(): Promise<number> {
  const [given] = process.argv.slice(2);
  if (!given) {
    console.error('Usage: npm run restore -- <file>   (restores into DATA_DIR, which must be empty)');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/operations.md).');
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  await restoreEmbedded({ dataDir: config.dataDir, file });
  console.log(`Restored ${file} into ${config.dataDir}.`);
  console.log('Check it with `npm run check:ledger`, then start the server on it.');
  if (config.privateStoreDir)
    console.log(`PRIVATE_STORE_DIR (${config.privateStoreDir}) is outside the data folder and not in the backup: copy it on its own.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupRefused || error instanceof DataDirLockedError) {
      console.error(`Restore refused: ${error.message}`);
      process.exit(1);
    }
    console.error('Restore failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

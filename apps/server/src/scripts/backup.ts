import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupRefused, backupEmbedded } from '../db/backup.js';
import { DataDirLockedError } from '../db/client.js';

/**
 * `npm run backup -- <file>`: a consistent copy of the embedded database in DATA_DIR, taken through the running server
 * or, when none runs, from the data directory itself (db/backup.ts). On PostgreSQL, pg_dump does this (docs/operations.md).
 */
async function main(): Promise<number> {
  const [given] = process.argv.slice(2);
  if (!given) {
    console.error('Usage: npm run backup -- <file>   (a new file, e.g. arena-2026-11-26.tar.gz)');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/operations.md).');
    return 2;
  }
  // npm runs the script in the server's workspace; a relative path means the folder the command was typed in.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const result = await backupEmbedded({ dataDir: config.dataDir, file });
  const how = result.via === 'server' ? 'copied by the running server' : 'no server was running; copied from the data folder';
  console.log(`Backed up the embedded database in ${config.dataDir} to ${result.file} (${result.bytes} bytes, ${how}).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupRefused || error instanceof DataDirLockedError) {
      console.error(`Backup refused: ${error.message}`);
      process.exit(1);
    }
    console.error('Backup failed:', error);
    process.exit(1);
  },
);

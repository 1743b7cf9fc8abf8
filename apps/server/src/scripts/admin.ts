// First: English is active before anything renders a text (packages/shared/src/english-first.ts).
import '@arena/shared/english-first';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { DataDirLockedError, openDatabase } from '../db/client.js';
import { makeOperatorAdmin, OperatorAdminError } from '../modules/accounts/index.js';

/**
 * `npm run admin -- create EMAIL`: run by the operator on the server, makes EMAIL an admin, creating the
 * account when it does not exist. The new account's password is ARENA_ADMIN_PASSWORD when set, otherwise a
 * generated one printed once (change it after the first sign-in). Uses the database `npm start` uses
 * (DATABASE_URL, or the embedded database in DATA_DIR, which one process at a time may open: stop the server
 * first). Audited with the system as actor. Exit code 0 done, 1 refused, 2 could not run.
 */
const USAGE = "Usage: npm run admin -- create EMAIL   (ARENA_ADMIN_PASSWORD sets a new account's password; otherwise one is generated)";

async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if (command !== 'create' || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    console.error(`No embedded database in ${config.dataDir}. Start the server once (it creates and migrates it), or set DATABASE_URL / DATA_DIR.`);
    return 2;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, poolSize: 2 });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nThe embedded database serves one process: stop the server, run this command, then start the server again.`);
      return 2;
    }
    throw error;
  }
  try {
    await database.migrate();
    const password = process.env.ARENA_ADMIN_PASSWORD || undefined;
    const result = await database.db.transaction((tx) => makeOperatorAdmin(tx, { email, password }));
    if (result.unchanged) console.log(`${result.email} is already an admin; nothing changed.`);
    else if (!result.created) console.log(`${result.email} is now an admin (audited, the system as actor). Their password is unchanged.`);
    else {
      console.log(`Created the admin account ${result.email} (audited, the system as actor).`);
      if (password) console.log('Its password is the one in ARENA_ADMIN_PASSWORD.');
      else console.log(`One-time password: ${result.password}\nIt is not shown again: sign in at /admin/login and change it on the profile page.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof OperatorAdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    console.error(`The admin command could not run: ${cause || message}`);
    process.exit(2);
  },
);

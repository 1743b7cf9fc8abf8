// First: English is active before anything renders a text (packages/shared/src/english-first.ts).
import '@arena/shared/english-first';
import fs from 'node:fs';
import path from 'node:path';
import { formatCents } from '@arena/shared';
import { loadConfig } from '../config.js';
import { DataDirLockedError, openDatabase } from '../db/client.js';
import { checkLedger } from '../modules/wallet/index.js';

/**
 * `npm run check:ledger`: verifies that every wallet equals the sum of its ledger entries, that no
 * available balance is negative, that every deposit/withdrawal request moved exactly its money and that every
 * balance change has its counter entry in a system account, the whole summing to zero (see modules/wallet/ledger-check.ts). Reads DATABASE_URL, or the embedded database in DATA_DIR
 * (stop the server first: the embedded database serves one process). Exit code 1 on any mismatch.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    // Opening PGlite would create an empty database there; there is nothing to check.
    console.error(`No embedded database in ${config.dataDir}. Start the server once, or set DATABASE_URL / DATA_DIR.`);
    return 2;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, poolSize: 2 });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  try {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
    const report = await checkLedger(database.db);
    console.log(`Ledger check on ${where}`);
    console.log(`  wallets ${report.wallets}, ledger entries ${report.entries}, deposit/withdrawal requests ${report.transactions}`);
    console.log(`  total balance ${formatCents(report.totalBalanceCents)}, total held ${formatCents(report.totalHeldCents)}`);
    console.log(`  system account entries ${report.systemEntries}, their sum ${formatCents(report.totalSystemCents)}`);
    if (report.ok) {
      console.log(
        '  OK: every balance and hold equals its ledger entries, no available balance is negative, every request moved exactly its money, every balance change has its counter entry and the books sum to zero.',
      );
      return 0;
    }
    console.error(`  FAILED: ${report.problems.length} problem(s)`);
    for (const p of report.problems.slice(0, 50)) console.error(`  - ${p.kind} ${p.id}: ${p.detail}`);
    if (report.problems.length > 50) console.error(`  … and ${report.problems.length - 50} more`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    console.error(`Ledger check could not run: ${cause || message}`);
    if (/relation .* does not exist/.test(cause || message)) console.error('The database has no Arena tables yet: start the server once to migrate it.');
    process.exit(2);
  },
);

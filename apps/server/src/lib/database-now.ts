import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from './rows-of.js';

/**
 * The database's `now()`: inside a transaction, the instant every `now()` of that transaction
 * returns. Rules that store an instant and also return it use this, so every API process agrees.
 */
export async function databaseNow(tx: DbOrTx): Promise<Date> {
  const [row] = rowsOf<{ now: Date | string }>(await tx.execute(sql`select now() as now`));
  return new Date(row!.now);
}

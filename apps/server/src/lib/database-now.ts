import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/**
 * The database's `now()`: inside a transaction, the instant every `now()` of that transaction
 * returns. Rules that store an instant and also return it use this, so every API process agrees.
 */
export async function databaseNow(tx: DbOrTx): Promise<Date> {
  const result = await tx.execute(sql`select now() as now`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ now: Date | string }>;
  return new Date(rows[0]!.now);
}

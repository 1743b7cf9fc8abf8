import type { Db, Tx } from '../db/client.js';

/**
 * Runs a read-only report on one consistent snapshot of the database (repeatable read), so it can
 * run beside a live server and still see every table at the same instant. Reports only: state
 * changes run as use cases (lib/use-case.ts).
 */
export async function readSnapshot<T>(db: Db, report: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(report, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

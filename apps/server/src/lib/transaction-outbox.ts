import { sql } from 'drizzle-orm';
import { EVENTS_CHANNEL, type DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/**
 * What a use case writes only for the record and for open tabs (its audit rows and its realtime events) leaves
 * in one statement at the end of the use case instead of one round trip each: an admin adjustment's audit row,
 * notification event and wallet event were three statements, now one. Both still happen inside the transaction,
 * so they exist exactly when the change commits (NOTIFY is delivered on commit either way).
 *
 * `runOnTransaction` (lib/use-case.ts) runs each use case `withOutbox`, so the outbox leaves after the use case's
 * own work and its end-of-use-case work; outside a use case (a test, a script, better-auth's hooks) there is no
 * outbox and each write runs at once.
 */
interface Outbox {
  auditRows: (typeof auditLog.$inferInsert)[];
  notifications: string[];
}

const outboxes = new WeakMap<DbOrTx, Outbox>();

/**
 * Runs `work` with an outbox on `tx`, then sends what it left there: its audit rows and its NOTIFYs, in that
 * order, in one statement. Inside another `withOutbox` on the same transaction, the outer one sends. A failure
 * sends nothing (the transaction rolls back anyway).
 */
export async function withOutbox<T>(tx: DbOrTx, work: () => Promise<T>): Promise<T> {
  if (outboxes.has(tx)) return work();
  const outbox: Outbox = { auditRows: [], notifications: [] };
  outboxes.set(tx, outbox);
  try {
    const result = await work();
    outboxes.delete(tx);
    await send(tx, outbox);
    return result;
  } finally {
    outboxes.delete(tx);
  }
}

async function send(tx: DbOrTx, { auditRows, notifications }: Outbox): Promise<void> {
  if (auditRows.length === 0 && notifications.length === 0) return;
  const notifies = notifications.length
    ? sql.join(
        notifications.map((payload) => notifyCall(payload)),
        sql`, `,
      )
    : sql`1`;
  // A data-modifying WITH runs to completion whether or not the outer select reads it. (Drizzle puts the
  // embedded insert in parentheses.)
  await tx.execute(auditRows.length ? sql`with audit as ${tx.insert(auditLog).values(auditRows)} select ${notifies}` : sql`select ${notifies}`);
}

function notifyCall(payload: string) {
  return sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`;
}

/** Appends an audit row in `tx`: at the end of the use case when it has an outbox, at once otherwise. */
export async function insertAuditRow(tx: DbOrTx, row: typeof auditLog.$inferInsert): Promise<void> {
  const outbox = outboxes.get(tx);
  if (outbox) outbox.auditRows.push(row);
  else await tx.insert(auditLog).values(row);
}

/** Sends a NOTIFY on the events channel in `tx` (delivered only if it commits): at the end of the use case when it has an outbox, at once otherwise. */
export async function notifyInTransaction(tx: DbOrTx, payload: unknown): Promise<void> {
  const text = JSON.stringify(payload);
  const outbox = outboxes.get(tx);
  if (outbox) outbox.notifications.push(text);
  else await tx.execute(sql`select ${notifyCall(text)}`);
}

import { sql } from 'drizzle-orm';
import { EVENTS_CHANNEL, type DbOrTx } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import { auditLog, realtimeEvents } from '../db/schema/index.js';

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

/** A row as recordAudit gives it: id and time come from the database. */
type AuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

/** A NOTIFY payload; a realtime event's is also stored, so that event streams can replay it (docs/decisions/050). */
interface Message {
  payload: string;
  stored: boolean;
}

interface Outbox {
  auditRows: AuditRow[];
  messages: Message[];
}

const outboxes = new WeakMap<DbOrTx, Outbox>();

/**
 * Runs `work` with an outbox on `tx`, then sends what it left there: its audit rows and its NOTIFYs, in that
 * order, in one statement. Inside another `withOutbox` on the same transaction, the outer one sends. A failure
 * sends nothing (the transaction rolls back anyway).
 */
export async function withOutbox<T>(tx: DbOrTx, work: () => Promise<T>): Promise<T> {
  if (outboxes.has(tx)) return work();
  const outbox: Outbox = { auditRows: [], messages: [] };
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

interface OutboxValues extends Record<string, unknown> {
  /** The audit rows as a JSON array of objects keyed by column name. */
  auditRows: string;
  /** The messages as a JSON array of `{ payload, stored }`, in the order they were asked for. */
  messages: string;
  channel: string;
}

/**
 * One statement of fixed text whatever the use case left, so it is prepared once (db/prepared.ts): the rows
 * and messages travel as two JSON arrays. A data-modifying WITH runs to completion whether or not the outer
 * select reads it; the NOTIFYs go in the order they were asked for. A stored message (a realtime event) takes its id
 * from the events' sequence first, is kept in realtime_events with the transaction's id, and carries its id in
 * its NOTIFY, so that a stream catching up can tell an event it replayed from the same one arriving live.
 */
const sendOutboxStatement = preparedStatement<OutboxValues, { notified: number }>(
  'use_case_outbox',
  sql`
    with audit as (
      insert into ${auditLog} (actor_id, action, target_type, target_id, before, after, ip_address)
      select actor_id, action, target_type, target_id, before, after, ip_address
      from jsonb_to_recordset(${sql.placeholder('auditRows')}::jsonb)
        as audit_row(actor_id uuid, action text, target_type text, target_id text, before jsonb, after jsonb, ip_address text)
    ),
    message as materialized (
      select n, m ->> 'payload' as payload,
        case when (m ->> 'stored')::boolean then nextval(pg_get_serial_sequence('realtime_events', 'id')) end as id
      from jsonb_array_elements(${sql.placeholder('messages')}::jsonb) with ordinality as message(m, n)
    ),
    stored as (
      insert into ${realtimeEvents} (id, payload) overriding system value
      select id, payload::jsonb from message where id is not null
    )
    select count(pg_notify(
      ${sql.placeholder('channel')}::text,
      case when id is null then payload else (payload::jsonb || jsonb_build_object('id', id))::text end
    ))::int as notified
    from (select payload, id from message order by n) as ordered`,
);

async function send(tx: DbOrTx, { auditRows, messages }: Outbox): Promise<void> {
  if (auditRows.length === 0 && messages.length === 0) return;
  await sendOutboxStatement.run(tx, {
    auditRows: JSON.stringify(auditRows.map(auditColumns)),
    messages: JSON.stringify(messages),
    channel: EVENTS_CHANNEL,
  });
}

function auditColumns(row: AuditRow) {
  return {
    actor_id: row.actorId ?? null,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    ip_address: row.ipAddress ?? null,
  };
}

/** Appends an audit row in `tx`: at the end of the use case when it has an outbox, at once otherwise. */
export async function insertAuditRow(tx: DbOrTx, row: AuditRow): Promise<void> {
  const outbox = outboxes.get(tx);
  if (outbox) outbox.auditRows.push(row);
  else await tx.insert(auditLog).values(row);
}

/**
 * Sends a NOTIFY on the events channel in `tx` (delivered only if it commits): at the end of the use case when it has
 * an outbox, at once otherwise. `stored`: a realtime event, kept for the streams that resume (lib/realtime-events.ts).
 */
export async function notifyInTransaction(tx: DbOrTx, payload: unknown, { stored = false } = {}): Promise<void> {
  const message: Message = { payload: JSON.stringify(payload), stored };
  const outbox = outboxes.get(tx);
  if (outbox) outbox.messages.push(message);
  else if (stored) await send(tx, { auditRows: [], messages: [message] });
  else await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${message.payload})`);
}

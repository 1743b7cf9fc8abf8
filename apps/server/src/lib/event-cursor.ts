import { sql } from 'drizzle-orm';
import { EVENTS_CHANNEL, type Db } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import { realtimeEvents } from '../db/schema/index.js';
import type { RealtimeEvent } from './realtime-events.js';

/**
 * Where an event stream resumes (docs/decisions/050-stream-resume.md). A cursor is the database's snapshot when it
 * was taken, with the database's time: `<ms since the epoch>:<xmin>:<xmax>:<in-progress xids>`. An event is one its
 * holder has not seen exactly when the transaction that published it is not visible in that snapshot, which holds
 * whichever API process took the cursor and whichever serves the stream, and whatever order transactions commit in.
 *
 * The page's first read (GET /api/me) takes one before it reads anything else; the stream replays what came after
 * it, and its frames move it on (`event: cursor`, its `id:` the new cursor, which the browser sends back as
 * Last-Event-ID when it reconnects).
 */

/** A cursor older than this is not replayed: the stream says `resync` and the page reads its data again. */
export const EVENT_REPLAY_WINDOW_MS = 10 * 60_000;
/** Stored events are kept this long (longer than the window: a transaction publishes a little after it began). */
export const EVENT_RETENTION_MS = 15 * 60_000;
/** More events than this since a cursor: reading the lists again is cheaper than replaying them. */
export const MAX_REPLAYED_EVENTS = 200;

/** The database's time and snapshot, as one cursor; `now()` is the statement's own transaction's start. */
const cursorExpression = sql`floor(extract(epoch from now()) * 1000)::bigint::text || ':' || pg_current_snapshot()::text`;

const CURSOR = /^(\d{1,16}):(\d{1,20}:\d{1,20}:(?:\d{1,20}(?:,\d{1,20})*)?)$/;
const MAX_CURSOR_LENGTH = 4096;

/** A cursor's time and snapshot, or null when `text` is not one. */
export function parseEventCursor(text: unknown): { takenAt: number; snapshot: string } | null {
  if (typeof text !== 'string' || text.length > MAX_CURSOR_LENGTH) return null;
  const match = CURSOR.exec(text);
  return match ? { takenAt: Number(match[1]), snapshot: match[2]! } : null;
}

const readCursorStatement = preparedStatement<Record<string, never>, { cursor: string }>('event_cursor', sql`select ${cursorExpression} as cursor`);

/** A cursor of now: what the reads that start after it see, a stream resuming from it will not send again. */
export async function readEventCursor(db: Db): Promise<string> {
  const [row] = await readCursorStatement.run(db, {});
  return row!.cursor;
}

interface ReplayValues extends Record<string, unknown> {
  snapshot: string | null;
  userId: string;
  role: string;
  limit: number;
}

/**
 * The recipient's events not visible in `snapshot` (at most `limit`), in the order they were published, and a
 * cursor of now, in one statement. Both drivers parse the json.
 */
interface ReplayRow {
  now: number;
  cursor: string;
  events: RealtimeEvent[];
}

const replayStatement = preparedStatement<ReplayValues, ReplayRow>(
  'event_replay',
  sql`
    select extract(epoch from now())::float8 * 1000 as now, ${cursorExpression} as cursor,
      coalesce((
        select json_agg(replayed.payload || jsonb_build_object('id', replayed.id) order by replayed.id)
        from (
          select id, payload from ${realtimeEvents}
          where ${sql.placeholder('snapshot')}::pg_snapshot is not null
            and xid >= pg_snapshot_xmin(${sql.placeholder('snapshot')}::pg_snapshot)
            and not pg_visible_in_snapshot(xid, ${sql.placeholder('snapshot')}::pg_snapshot)
            and (payload ->> 'userId' = ${sql.placeholder('userId')}::text
              or (payload ->> 'userId' is null and coalesce(payload ->> 'role', ${sql.placeholder('role')}::text) = ${sql.placeholder('role')}::text))
          order by id
          limit ${sql.placeholder('limit')}::int
        ) as replayed
      ), '[]'::json) as events`,
);

/** What a stream opening from a cursor sends first: the events after it, or null when the page must read again. */
export interface Replay {
  /** The stream's cursor once these are sent. */
  cursor: string;
  /** Null: the cursor was missing, malformed, older than the window, or too many events came after it. */
  events: RealtimeEvent[] | null;
}

/** The events `recipient` missed since `after` (a cursor, or anything a client sent). */
export async function eventsAfter(db: Db, after: unknown, recipient: { userId: string; role: string }): Promise<Replay> {
  const parsed = parseEventCursor(after);
  const values = { userId: recipient.userId, role: recipient.role, limit: MAX_REPLAYED_EVENTS + 1 };
  let rows: ReplayRow[];
  try {
    rows = await replayStatement.run(db, { ...values, snapshot: parsed?.snapshot ?? null });
  } catch (error) {
    // A cursor of the right shape that is not a snapshot (its xmin past its xmax, say): read again, without it.
    if (!parsed || (error as { code?: string }).code !== '22P02') throw error;
    const [again] = await replayStatement.run(db, { ...values, snapshot: null });
    return { cursor: again!.cursor, events: null };
  }
  const { now, cursor, events } = rows[0]!;
  const replayable = parsed !== null && now - parsed.takenAt <= EVENT_REPLAY_WINDOW_MS && events.length <= MAX_REPLAYED_EVENTS;
  return { cursor, events: replayable ? events : null };
}

interface CursorValues extends Record<string, unknown> {
  channel: string;
  retentionMs: number;
}

/**
 * Deletes the events past their retention and announces a cursor of now on the events channel. NOTIFYs reach each
 * listener in the order their transactions committed, so when a process hears this one it has heard every event
 * visible in its snapshot, and its open streams may move their cursor to it (plugins/realtime.ts).
 */
const announceCursorStatement = preparedStatement<CursorValues, { cursor: string }>(
  'event_cursor_announce',
  sql`
    with pruned as (
      delete from ${realtimeEvents}
      where created_at < now() - make_interval(secs => ${sql.placeholder('retentionMs')}::int / 1000.0)
    )
    select pg_notify(${sql.placeholder('channel')}::text, json_build_object('control', 'cursor', 'cursor', ${cursorExpression})::text)`,
);

/** A control message on the events channel: every event visible in `cursor` has been heard by whoever hears this. */
export interface CursorAnnounced {
  control: 'cursor';
  cursor: string;
}

export async function announceEventCursor(db: Db): Promise<void> {
  await announceCursorStatement.run(db, { channel: EVENTS_CHANNEL, retentionMs: EVENT_RETENTION_MS });
}

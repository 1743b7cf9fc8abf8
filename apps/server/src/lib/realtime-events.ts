import type { RealtimeTopic } from '@arena/shared';
import type { DbOrTx } from '../db/client.js';
import { notifyInTransaction } from './transaction-outbox.js';

/**
 * Realtime events for open browser tabs. A use case publishes inside its transaction with
 * `publishEvent` (Postgres NOTIFY, delivered on commit to every API process that LISTENs); each
 * process forwards the event to its own Server-Sent-Event connections (plugins/realtime.ts). The event is also kept
 * a few minutes (realtime_events), so that a stream can replay what its page missed (lib/event-cursor.ts).
 */
export interface RealtimeEvent {
  topic: RealtimeTopic;
  /** Recipient; null sends to every connected account (of `role`, when given). */
  userId: string | null;
  /** With `userId: null`: only the connected accounts with this role (a broadcast to players). */
  role?: 'user' | 'admin';
  data: unknown;
  /** Its number among stored events (realtime_events), set when it is published; a stream replays in that order. */
  id?: number;
}

/** Postgres refuses a NOTIFY payload of 8000 bytes or more; stay clear of it. */
export const MAX_EVENT_BYTES = 7900;

/**
 * Publishes inside the caller's transaction. An event is a hint for open tabs, never the record: one
 * too large for NOTIFY goes out without its data (clients refetch) instead of failing the action.
 */
export async function publishEvent(tx: DbOrTx, event: RealtimeEvent): Promise<void> {
  const fits = Buffer.byteLength(JSON.stringify(event), 'utf8') <= MAX_EVENT_BYTES;
  await notifyInTransaction(tx, fits ? event : { ...event, data: null }, { stored: true });
}

/** A control message on the events channel: close the streams of a user (or of one of their sessions). */
export interface CloseStreams {
  control: 'close';
  userId: string;
  sessionId: string | null;
}

/**
 * A control message on the events channel: drop `userId`'s cached sessions (lib/session-cache.ts). Sent by
 * database triggers (migration 0006) whenever a session ends or an account's role, name, email or ban changes.
 */
export interface ForgetSessions {
  control: 'forget';
  userId: string | null;
}

/**
 * Closes the open event streams of `userId` in every API process when the caller's transaction
 * commits: all of them (a ban), or those of one session (a sign-out). Their cached sessions go too.
 */
export async function closeEventStreams(tx: DbOrTx, userId: string, sessionId: string | null = null): Promise<void> {
  const message: CloseStreams = { control: 'close', userId, sessionId };
  await notifyInTransaction(tx, message);
}

/**
 * Control messages on the events channel about the streams themselves: each process announces the streams it opens
 * and closes, so that every process counts an account's streams in all of them (plugins/realtime.ts).
 */
export interface StreamOpened {
  control: 'opened';
  userId: string;
  streamId: string;
  /** When it opened (ms since the epoch, the opening process's clock): the oldest streams give way first. */
  openedAt: number;
}

export interface StreamClosed {
  control: 'closed';
  userId: string;
  streamId: string;
}

/** Announces a stream's opening or closing to every API process, at once (no transaction). */
export async function announceStream(db: DbOrTx, message: StreamOpened | StreamClosed): Promise<void> {
  await notifyInTransaction(db, message);
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, inArray, not, sql } from 'drizzle-orm';
import { EVENTS_CHANNEL, type Database, type Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import crypto from 'node:crypto';
import type { Locale } from '@arena/shared';
import { announceStream, type CloseStreams, type ForgetSessions, type RealtimeEvent, type StreamClosed, type StreamOpened } from '../lib/realtime-events.js';
import { isStoredNotificationEvent, renderNotificationEvent } from '../lib/notification-event.js';
import { announceEventCursor, eventsAfter, type CursorAnnounced, type Replay } from '../lib/event-cursor.js';

/**
 * Server-Sent Events for open browser tabs: each API process LISTENs on the events channel and
 * forwards every event (published with `publishEvent`, lib/realtime-events.ts) to its own
 * connections of that user. A stream opens from a cursor (lib/event-cursor.ts, docs/decisions/050): it first
 * replays the events its page has not seen, then follows them live, and its `cursor` frames carry where it would
 * resume if it were cut.
 */

/**
 * Open event streams one account may have at once (tabs, devices), counted over every API process; a new one closes
 * the oldest.
 */
export const MAX_STREAMS_PER_USER = 5;

/**
 * What a stream may have waiting in this process, written and not yet taken by its reader, once the socket's own
 * buffers are full. A reader that does not read (a stalled tab, a hostile client) would otherwise keep every frame
 * meant for it in this process's memory; past this, its stream is cut without a frame, and a browser that is
 * still there reconnects and fetches what it shows again, as after any cut.
 */
export const MAX_STREAM_BACKLOG_BYTES = 64 * 1024;

/**
 * Why the server ended a stream on purpose. The last frame says so (`event: close`), and the browser then stays
 * closed instead of reconnecting: a replaced stream that reconnected would replace another one in turn, and the
 * tabs of one account would take turns forever. A stream ended because this process stops says so in a last
 * `restart` frame (`closeAll`); the browser then reconnects with back-off, to this process once it is back or to
 * another one behind the same proxy. A stream cut without a frame (a crash, a network drop) reconnects too.
 */
export type StreamCloseReason = 'replaced' | 'signed-out';

/** Ends a stream with its `close` frame; a stream already ended (by the hub and the keepalive both) is left alone. */
function endStream(reply: FastifyReply, reason: StreamCloseReason): void {
  if (!reply.raw.writableEnded) reply.raw.end(`event: close\ndata: ${JSON.stringify({ reason })}\n\n`);
}

/**
 * An open stream; `locale` is its reader's language when it opened, in which its notifications are rendered. While it
 * catches up (its replay is being read), the events arriving live wait in `pending`.
 */
type Connection = {
  id: string;
  openedAt: number;
  userId: string;
  sessionId: string | null;
  role: 'user' | 'admin';
  locale: Locale;
  reply: FastifyReply;
  pending: RealtimeEvent[] | null;
};

/** A stored event's frames, rendered once per language (a notification) or once for all. */
function framesOf(event: RealtimeEvent): (locale: Locale) => string {
  const data = event.data;
  const stored = event.topic === 'notification' && isStoredNotificationEvent(data) ? data : null;
  const frames = new Map<Locale | null, string>();
  return (locale) => {
    const key = stored ? locale : null;
    let frame = frames.get(key);
    if (frame === undefined) {
      frame = `event: ${event.topic}\ndata: ${JSON.stringify(stored ? renderNotificationEvent(locale, stored) : data)}\n\n`;
      frames.set(key, frame);
    }
    return frame;
  };
}

function isFor(event: RealtimeEvent, c: Connection): boolean {
  return event.userId === null ? !event.role || event.role === c.role : event.userId === c.userId;
}

/** Moves a stream's cursor: an event without data, which the browser keeps as its last event id. */
function cursorFrame(cursor: string): string {
  return `id: ${cursor}\nevent: cursor\ndata: {}\n\n`;
}

export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  /** Streams other API processes announced (opened and not yet closed), by account: id → when it opened. */
  private readonly elsewhere = new Map<string, Map<string, number>>();

  get connectionCount(): number {
    return this.connections.size;
  }

  /** The open streams of `userId` this process knows of: its own and those the others announced. */
  streamsOf(userId: string): number {
    return [...this.connections].filter((c) => c.userId === userId).length + (this.elsewhere.get(userId)?.size ?? 0);
  }

  /** Registers a stream; returns it (its id and opening time are announced to the other processes) and its removal. */
  add(
    userId: string,
    reply: FastifyReply,
    sessionId: string | null = null,
    role: 'user' | 'admin' = 'user',
    locale: Locale = 'en',
  ): { connection: Connection; remove: () => boolean } {
    const own = [...this.connections].filter((c) => c.userId === userId);
    // Set order is insertion order: the first of the user's connections is the oldest.
    for (const old of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_USER + 1))) this.end(old, 'replaced');
    const connection: Connection = { id: crypto.randomUUID(), openedAt: Date.now(), userId, sessionId, role, locale, reply, pending: [] };
    this.connections.add(connection);
    return { connection, remove: () => this.connections.delete(connection) };
  }

  /**
   * A stream opened or closed in some process (this one included: its own announcements come back too). Every
   * process sees the same announcements in the same order and ends those of its streams that are not among the
   * account's newest MAX_STREAMS_PER_USER anywhere. A process that died announces no closings: its streams are
   * forgotten here once newer ones push them out.
   */
  announced(message: StreamOpened | StreamClosed): void {
    const mine = [...this.connections].some((c) => c.id === message.streamId);
    if (message.control === 'closed') {
      this.elsewhere.get(message.userId)?.delete(message.streamId);
      if (this.elsewhere.get(message.userId)?.size === 0) this.elsewhere.delete(message.userId);
      return;
    }
    const remote = this.elsewhere.get(message.userId) ?? new Map<string, number>();
    if (!mine) {
      remote.set(message.streamId, message.openedAt);
      this.elsewhere.set(message.userId, remote);
    }
    const all: Array<{ id: string; openedAt: number; local: Connection | null }> = [
      ...[...this.connections].filter((c) => c.userId === message.userId).map((c) => ({ id: c.id, openedAt: c.openedAt, local: c })),
      ...[...remote].map(([id, openedAt]) => ({ id, openedAt, local: null })),
    ];
    all.sort((a, b) => b.openedAt - a.openedAt || (a.id < b.id ? 1 : -1));
    for (const older of all.slice(MAX_STREAMS_PER_USER)) {
      if (older.local) this.end(older.local, 'replaced');
      else remote.delete(older.id);
    }
    if (remote.size === 0) this.elsewhere.delete(message.userId);
  }

  /** `userId` chose another language: their open streams of this process render notifications in it from now on. */
  setLocale(userId: string, locale: Locale): void {
    for (const c of this.connections) if (c.userId === userId) c.locale = locale;
  }

  close(userId: string, sessionId: string | null): void {
    for (const c of this.connections) {
      if (c.userId === userId && (sessionId === null || c.sessionId === sessionId)) this.end(c, 'signed-out');
    }
  }

  /** Streams cut because their reader did not take what was written to them (MAX_STREAM_BACKLOG_BYTES). */
  droppedSlowReaders = 0;

  /** Writes `frame` to `connection`, or cuts the stream when its reader left too much unread. */
  private write(connection: Connection, frame: string): void {
    const raw = connection.reply.raw;
    if (raw.writableEnded) return;
    if (raw.writableLength > MAX_STREAM_BACKLOG_BYTES) {
      this.connections.delete(connection);
      this.droppedSlowReaders += 1;
      raw.destroy();
      return;
    }
    raw.write(frame);
  }

  private end(connection: Connection, reason: StreamCloseReason): void {
    this.connections.delete(connection);
    endStream(connection.reply, reason);
  }

  /**
   * Writes `event` to the streams it is for (a stream still catching up keeps it for later). A notification travels
   * as stored (keys and parameters) and is rendered here in each stream's reader's language, once per language.
   */
  deliver(event: RealtimeEvent): void {
    const frameFor = framesOf(event);
    for (const c of this.connections) {
      if (!isFor(event, c)) continue;
      if (c.pending) c.pending.push(event);
      else this.write(c, frameFor(c.locale));
    }
  }

  /**
   * A stream's replay is read: it sends the events its page missed (or `resync` when they cannot be replayed: the
   * page reads its data again), its cursor, then the events that arrived meanwhile, less those the replay sent.
   */
  caughtUp(connection: Connection, replay: Replay): void {
    const pending = connection.pending ?? [];
    connection.pending = null;
    if (!this.connections.has(connection) || connection.reply.raw.writableEnded) return;
    const sent = new Set<number>();
    let text = '';
    if (replay.events === null) text += 'event: resync\ndata: {}\n\n';
    else {
      for (const event of replay.events) {
        if (event.id !== undefined) sent.add(event.id);
        text += framesOf(event)(connection.locale);
      }
    }
    text += cursorFrame(replay.cursor);
    for (const event of pending) if (event.id === undefined || !sent.has(event.id)) text += framesOf(event)(connection.locale);
    this.write(connection, text);
  }

  /** Every event visible in `cursor` has been heard: the streams that follow live move their cursor to it. */
  advance(cursor: string): void {
    const frame = cursorFrame(cursor);
    for (const c of this.connections) if (!c.pending) this.write(c, frame);
  }

  /**
   * The keepalive of every open stream, with one query for all of them: streams whose session is gone
   * (signed out, expired, revoked, banned) end, the others get a comment that keeps proxies from timing out.
   */
  async keepalive(db: Db): Promise<void> {
    for (const c of await this.endDeadStreams(db, [...this.connections])) this.write(c, ': keepalive\n\n');
  }

  /**
   * Re-checks the sessions of `userId`'s open streams (every stream when null) at once, not at the next
   * keepalive: sent whenever a session of theirs ended (the database's triggers, migration 0006), whichever
   * way it ended (password change or reset, revoked sessions, a deleted account).
   */
  async recheck(db: Db, userId: string | null): Promise<void> {
    const own = [...this.connections].filter((c) => userId === null || c.userId === userId);
    if (own.length) await this.endDeadStreams(db, own);
  }

  /** Ends those of `open` whose session is gone, with one query; returns those still open. */
  private async endDeadStreams(db: Db, open: Connection[]): Promise<Connection[]> {
    const sessionIds = [...new Set(open.flatMap((c) => (c.sessionId ? [c.sessionId] : [])))];
    const live = new Set<string>();
    if (sessionIds.length) {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, sql`now()`), not(users.banned)));
      for (const row of rows) live.add(row.id);
    }
    const alive: Connection[] = [];
    for (const c of open) {
      if (!this.connections.has(c)) continue;
      if (c.sessionId && !live.has(c.sessionId)) this.end(c, 'signed-out');
      else alive.push(c);
    }
    return alive;
  }

  /** Ends every stream with a `restart` frame: this process is stopping (modules/operations, shutDownGracefully). */
  closeAll(): void {
    for (const c of this.connections) {
      if (!c.reply.raw.writableEnded) c.reply.raw.end(`event: restart\ndata: ${JSON.stringify({ reason: 'server-restart' })}\n\n`);
    }
    this.connections.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export const realtimePlugin = fp(async (app: FastifyInstance, opts: { database: Database; keepaliveMs: number }) => {
  const hub = new RealtimeHub();
  app.decorate('realtime', hub);
  const stop = await opts.database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      try {
        const message = JSON.parse(payload) as RealtimeEvent | CloseStreams | ForgetSessions | StreamOpened | StreamClosed | CursorAnnounced;
        if (!('control' in message)) hub.deliver(message);
        else if (message.control === 'cursor') hub.advance(message.cursor);
        else if (message.control === 'opened' || message.control === 'closed') hub.announced(message);
        else if (message.control === 'forget') {
          app.sessionCache.forget(message.userId);
          // A session may have ended: its streams end now rather than at their next keepalive.
          hub.recheck(opts.database.db, message.userId).catch((error: unknown) => app.log.warn({ err: error }, 'event stream re-check failed'));
        } else {
          app.sessionCache.forget(message.userId);
          hub.close(message.userId, message.sessionId);
        }
      } catch (error) {
        app.log.warn({ err: error }, 'ignored a malformed realtime event');
      }
    },
    {
      onLost: (error) => app.log.error({ err: error }, 'lost the database connection that carries realtime events; opening it again'),
      onRestored: () => {
        // Events and session changes sent while it was lost never arrived: cached sessions are read again, and open
        // streams end without a close frame, so that their browsers reconnect and replay what they missed (their
        // cursors stood still meanwhile: no cursor announcement was heard either).
        app.sessionCache.forget(null);
        app.log.warn({ streams: hub.connectionCount }, 'realtime events flow again; open event streams end so that their clients refetch');
        hub.closeAll();
      },
    },
  );
  // With the keepalive, a cursor for the open streams to move to (and the stored events past their time go).
  const keepalive = setInterval(() => {
    hub.keepalive(opts.database.db).catch((error: unknown) => app.log.warn({ err: error }, 'event stream keepalive failed'));
    if (hub.connectionCount > 0) {
      announceEventCursor(opts.database.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not announce an event cursor'));
    }
  }, opts.keepaliveMs);
  // Before the server stops accepting and waits for its requests (Fastify's preClose): an open stream is a request
  // that never finishes on its own, and it hears why it ends.
  app.addHook('preClose', async () => {
    hub.closeAll();
  });
  // Closing: the other processes forget this one's streams as newer ones push them out (see `announced`).
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(keepalive);
    hub.closeAll();
    await stop();
  });

  // `?after=<cursor>` (the page's, from GET /api/me) or the Last-Event-ID header (the browser's own reconnection):
  // where the stream resumes. Without either, or with one it cannot replay from, it says `resync` first.
  app.get('/api/events', { config: { access: 'user' }, schema: { hide: true } }, async (request, reply) => {
    const user = request.user!;
    const after = request.headers['last-event-id'] ?? (request.query as { after?: unknown }).after;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write(': connected\n\n');
    // The hub's keepalive re-checks the session, so a sign-out or a ban also closes streams already open. Registered
    // before the replay is read: an event that commits meanwhile is either in the replay or waits in `pending`.
    const { connection, remove } = hub.add(user.id, reply, request.sessionId, user.role, request.locale);
    const announce = (message: StreamOpened | StreamClosed) =>
      announceStream(opts.database.db, message).catch((error: unknown) => app.log.warn({ err: error }, 'could not announce an event stream'));
    void announce({ control: 'opened', userId: user.id, streamId: connection.id, openedAt: connection.openedAt });
    request.raw.on('close', () => {
      remove();
      if (!closing) void announce({ control: 'closed', userId: user.id, streamId: connection.id });
    });
    try {
      hub.caughtUp(connection, await eventsAfter(opts.database.db, after, { userId: user.id, role: user.role }));
    } catch (error) {
      // Ended without a frame: the browser reconnects, from the same cursor.
      app.log.warn({ err: error }, 'could not replay an event stream');
      remove();
      reply.raw.end();
    }
  });
});

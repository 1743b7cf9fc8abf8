import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, inArray, not, sql } from 'drizzle-orm';
import { EVENTS_CHANNEL, type Database, type Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import type { Locale } from '@arena/shared';
import type { CloseStreams, ForgetSessions, RealtimeEvent } from '../lib/realtime-events.js';
import { isStoredNotificationEvent, renderNotificationEvent } from '../lib/notification-event.js';

/**
 * Server-Sent Events for open browser tabs: each API process LISTENs on the events channel and
 * forwards every event (published with `publishEvent`, lib/realtime-events.ts) to its own
 * connections of that user.
 */

/** Open event streams one account may have at once (tabs, devices); a new one closes the oldest. */
export const MAX_STREAMS_PER_USER = 5;

/**
 * Why the server ended a stream on purpose. The last frame says so (`event: close`), and the browser then stays
 * closed instead of reconnecting: a replaced stream that reconnected would replace another one in turn, and the
 * tabs of one account would take turns forever. A stream ended by a restart carries no such frame and reconnects.
 */
export type StreamCloseReason = 'replaced' | 'signed-out';

/** Ends a stream with its `close` frame; a stream already ended (by the hub and the keepalive both) is left alone. */
function endStream(reply: FastifyReply, reason: StreamCloseReason): void {
  if (!reply.raw.writableEnded) reply.raw.end(`event: close\ndata: ${JSON.stringify({ reason })}\n\n`);
}

/** An open stream; `locale` is its reader's language when it opened, in which its notifications are rendered. */
type Connection = { userId: string; sessionId: string | null; role: 'user' | 'admin'; locale: Locale; reply: FastifyReply };

export class RealtimeHub {
  private readonly connections = new Set<Connection>();

  get connectionCount(): number {
    return this.connections.size;
  }

  add(userId: string, reply: FastifyReply, sessionId: string | null = null, role: 'user' | 'admin' = 'user', locale: Locale = 'en'): () => void {
    const own = [...this.connections].filter((c) => c.userId === userId);
    // Set order is insertion order: the first of the user's connections is the oldest.
    for (const old of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_USER + 1))) this.end(old, 'replaced');
    const connection = { userId, sessionId, role, locale, reply };
    this.connections.add(connection);
    return () => this.connections.delete(connection);
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

  private end(connection: Connection, reason: StreamCloseReason): void {
    this.connections.delete(connection);
    endStream(connection.reply, reason);
  }

  /**
   * Writes `event` to the streams it is for. A notification travels as stored (keys and parameters) and is rendered
   * here in each stream's reader's language, once per language.
   */
  deliver(event: RealtimeEvent): void {
    const data = event.data;
    const stored = event.topic === 'notification' && isStoredNotificationEvent(data) ? data : null;
    const frames = new Map<Locale | null, string>();
    const frameFor = (locale: Locale): string => {
      const key = stored ? locale : null;
      let frame = frames.get(key);
      if (frame === undefined) {
        frame = `event: ${event.topic}\ndata: ${JSON.stringify(stored ? renderNotificationEvent(locale, stored) : data)}\n\n`;
        frames.set(key, frame);
      }
      return frame;
    };
    for (const c of this.connections) {
      if (event.userId === null ? !event.role || event.role === c.role : event.userId === c.userId) c.reply.raw.write(frameFor(c.locale));
    }
  }

  /**
   * The keepalive of every open stream, with one query for all of them: streams whose session is gone
   * (signed out, expired, revoked, banned) end, the others get a comment that keeps proxies from timing out.
   */
  async keepalive(db: Db): Promise<void> {
    for (const c of await this.endDeadStreams(db, [...this.connections])) {
      if (!c.reply.raw.writableEnded) c.reply.raw.write(': keepalive\n\n');
    }
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

  closeAll(): void {
    for (const c of this.connections) c.reply.raw.end();
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
  const stop = await opts.database.listen(EVENTS_CHANNEL, (payload) => {
    try {
      const message = JSON.parse(payload) as RealtimeEvent | CloseStreams | ForgetSessions;
      if (!('control' in message)) hub.deliver(message);
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
  });
  const keepalive = setInterval(() => {
    hub.keepalive(opts.database.db).catch((error: unknown) => app.log.warn({ err: error }, 'event stream keepalive failed'));
  }, opts.keepaliveMs);
  app.addHook('onClose', async () => {
    clearInterval(keepalive);
    hub.closeAll();
    await stop();
  });

  app.get('/api/events', { config: { access: 'user' }, schema: { hide: true } }, (request, reply) => {
    const user = request.user!;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write(': connected\n\n');
    // The hub's keepalive re-checks the session, so a sign-out or a ban also closes streams already open.
    const remove = hub.add(user.id, reply, request.sessionId, user.role, request.locale);
    request.raw.on('close', remove);
  });
});

import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { toHeaders } from './access.js';
import type { RealtimeTopic } from '@arena/shared';
import { EVENTS_CHANNEL, notifyInTransaction, type Database, type DbOrTx } from '../db/client.js';

/**
 * Realtime events for open browser tabs. A service publishes inside its transaction with
 * `publishEvent` (Postgres NOTIFY, delivered on commit to every API process that LISTENs);
 * each process forwards the event to its own Server-Sent-Event connections of that user.
 */
export interface RealtimeEvent {
  topic: RealtimeTopic;
  /** Recipient; null sends to every connected account. */
  userId: string | null;
  data: unknown;
}

/** Postgres refuses a NOTIFY payload of 8000 bytes or more; stay clear of it. */
export const MAX_EVENT_BYTES = 7900;

/**
 * Publishes inside the caller's transaction. An event is a hint for open tabs, never the record: one
 * too large for NOTIFY goes out without its data (clients refetch) instead of failing the action.
 */
export async function publishEvent(tx: DbOrTx, event: RealtimeEvent): Promise<void> {
  const fits = Buffer.byteLength(JSON.stringify(event), 'utf8') <= MAX_EVENT_BYTES;
  await notifyInTransaction(tx, fits ? event : { ...event, data: null });
}

type Connection = { userId: string; reply: FastifyReply };

export class RealtimeHub {
  private readonly connections = new Set<Connection>();

  get connectionCount(): number {
    return this.connections.size;
  }

  add(userId: string, reply: FastifyReply): () => void {
    const connection = { userId, reply };
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  deliver(event: RealtimeEvent): void {
    const frame = `event: ${event.topic}\ndata: ${JSON.stringify(event.data)}\n\n`;
    for (const c of this.connections) {
      if (event.userId === null || event.userId === c.userId) c.reply.raw.write(frame);
    }
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
      hub.deliver(JSON.parse(payload) as RealtimeEvent);
    } catch (error) {
      app.log.warn({ err: error }, 'ignored a malformed realtime event');
    }
  });
  app.addHook('onClose', async () => {
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
    const remove = hub.add(user.id, reply);
    // Each keepalive re-checks the session, so a sign-out or a ban also closes streams already open.
    const headers = toHeaders(request);
    const keepalive = setInterval(() => {
      void app.auth.api
        .getSession({ headers })
        .catch(() => null)
        .then((session) => {
          if (!session || (session.user as { banned?: boolean | null }).banned) reply.raw.end();
          else reply.raw.write(': keepalive\n\n');
        });
    }, opts.keepaliveMs);
    request.raw.on('close', () => {
      clearInterval(keepalive);
      remove();
    });
  });
});

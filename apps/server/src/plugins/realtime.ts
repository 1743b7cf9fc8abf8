import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { EVENTS_CHANNEL, type Database } from '../db/client.js';
import type { RealtimeEvent } from '../lib/realtime-events.js';
import { toHeaders } from '../lib/request-headers.js';

/**
 * Server-Sent Events for open browser tabs: each API process LISTENs on the events channel and
 * forwards every event (published with `publishEvent`, lib/realtime-events.ts) to its own
 * connections of that user.
 */

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

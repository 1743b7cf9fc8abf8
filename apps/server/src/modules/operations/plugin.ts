import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { forbidden, unauthenticated } from '../../lib/errors.js';
import { createAppMetrics } from './metrics.js';
import { checkReadiness } from './readiness.js';

/** The route of the event streams: long-lived, so counted as open streams rather than as request durations. */
const EVENTS_ROUTE = '/api/events';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's operating state (modules/operations): readiness turns 503 once `shuttingDown` is set. */
    operations: { shuttingDown: boolean };
  }
}

export interface OperationsOptions {
  database: Database;
  /** Bearer token of /metrics; without one, /metrics answers loopback clients only. */
  metricsToken?: string;
  openStreams(): number;
}

/**
 * Operating the process: `/metrics` (Prometheus), `/api/ready`, request durations (the request log line is
 * RequestLogController's, given to Fastify in app.ts), and
 * `Connection: close` on every answer once shutting down, so that kept-alive connections end with their last request.
 * Registered before the routes, at the root, so that its hooks see every request.
 */
export const operationsPlugin = fp(async (app: FastifyInstance, opts: OperationsOptions) => {
  const state = { shuttingDown: false };
  app.decorate('operations', state);
  const metrics = createAppMetrics({ database: opts.database, openStreams: () => opts.openStreams() });

  app.addHook('onSend', async (_request, reply) => {
    if (state.shuttingDown) reply.header('connection', 'close');
  });
  // The route pattern, never the URL: the label set stays small, and no token in a path or query reaches the metrics.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== EVENTS_ROUTE) metrics.observeRequest(route ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    assertMetricsCaller(request, opts.metricsToken);
    reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
    return metrics.render();
  });

  app.get('/api/ready', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const readiness = await checkReadiness(opts.database.db, () => state.shuttingDown);
    reply.header('cache-control', 'no-store');
    if (!readiness.ready) reply.status(503);
    return readiness;
  });
});

/**
 * With a token: the request must carry `Authorization: Bearer <token>` (401 without one, 403 with another). Without:
 * only a loopback client (the address Fastify resolved, through TRUST_PROXY's proxies) may read, 403 otherwise.
 */
function assertMetricsCaller(request: FastifyRequest, token: string | undefined): void {
  if (!token) {
    if (!isLoopback(request.ip)) throw forbidden();
    return;
  }
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw unauthenticated();
  const given = crypto.createHash('sha256').update(header.slice('Bearer '.length)).digest();
  const wanted = crypto.createHash('sha256').update(token).digest();
  if (!crypto.timingSafeEqual(given, wanted)) throw forbidden();
}

function isLoopback(address: string): boolean {
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(ip)) return ip.startsWith('127.');
  return ip === '::1';
}

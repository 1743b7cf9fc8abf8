import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

export interface ShutdownOptions {
  /** What to log as the cause (the signal). */
  reason: string;
  /** After this long the process exits anyway (default 10 s), the drain included. */
  timeoutMs?: number;
  /** How long readiness answers 503 while the process still serves, before it stops listening (default 0). */
  drainMs?: number;
  /** Ends the process (tests pass a recorder); default process.exit. */
  exit?: (code: number) => void;
}

/**
 * The graceful stop (SIGTERM, SIGINT): readiness answers 503 at once, and for `drainMs` the process still serves
 * (a proxy polling /api/ready takes it out of rotation meanwhile); then Fastify closes: the realtime hub sends
 * every open stream a `restart` frame and ends it (its preClose hook), the server stops accepting connections,
 * requests in flight finish (each answer says `Connection: close`), the plugins' onClose hooks run (sweeper, LISTEN);
 * then the database closes (PGlite: its lock on the data folder is released). Exits 0, or 1 when something failed or
 * when it took longer than `timeoutMs`. A second call while one runs does nothing.
 */
export async function shutDownGracefully(app: FastifyInstance, database: Database, options: ShutdownOptions): Promise<void> {
  if (app.operations.shuttingDown) return;
  app.operations.shuttingDown = true;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const started = Date.now();
  app.log.info({ reason: options.reason, drainMs: options.drainMs ?? 0 }, 'shutting down: readiness is 503, finishing the requests in flight');
  const timer = setTimeout(() => {
    app.log.error({ timeoutMs }, 'shutdown took too long; exiting anyway');
    exit(1);
  }, timeoutMs);
  timer.unref();
  let code = 0;
  if (options.drainMs) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  try {
    await app.close();
  } catch (error) {
    code = 1;
    app.log.error({ err: error }, 'closing the server failed');
  }
  try {
    await database.close();
  } catch (error) {
    code = 1;
    app.log.error({ err: error }, 'closing the database failed');
  }
  clearTimeout(timer);
  app.log.info({ ms: Date.now() - started }, 'shut down');
  exit(code);
}

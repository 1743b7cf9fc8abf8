import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.js';
import type { Clock } from './clock.js';
import { IDEMPOTENCY_HEADER, runIdempotent } from './idempotency.js';
import { requireUser, type SessionUser } from '../plugins/access.js';

/**
 * The one way a route runs a state-changing use case (docs/decisions/009-use-case-contract.md).
 *
 * A use case is `async function doThing(ctx: UseCaseContext, input: Input): Promise<Output>`. The
 * route opens exactly one transaction through `runUseCase`; services never call `db.transaction`
 * themselves, so use cases compose (a league join = ledger move + request + notification + audit)
 * and commit or roll back as one.
 *
 * Time: rules that store or compare instants use the database's `now()` inside the transaction (one
 * clock for every API process). `ctx.clock` is the application clock for what is not stored (for
 * example the window of a chart); tests replace it.
 */
export interface UseCaseContext {
  /** The open transaction: every read and write of the use case goes through it. */
  tx: Tx;
  /** Who acts (the signed-in account). */
  actor: SessionUser;
  clock: Clock;
  /** Fastify's request id, for logs and audit. */
  requestId: string;
  /** The client address (audit). */
  ip: string;
}

export interface RunOptions {
  /** HTTP status of a success (default 200). */
  status?: number;
}

/**
 * Runs `action` in one transaction with the caller as actor. When the request carries an
 * `Idempotency-Key` header, the action runs at most once per (user, key) and a retry gets the first
 * response back (header `Idempotent-Replayed: true`); see lib/idempotency.ts.
 */
export async function runUseCase<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  action: (ctx: UseCaseContext) => Promise<T>,
  options: RunOptions = {},
): Promise<T> {
  const actor = requireUser(request);
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header.join(',') : header;
  const statusCode = options.status ?? 200;
  const outcome = await runIdempotent(
    request.server.database.db,
    { userId: actor.id, key, method: request.method, path: request.url.split('?')[0]!, body: request.body ?? null },
    async (tx) => ({
      statusCode,
      body: await action({ tx, actor, clock: request.server.clock, requestId: String(request.id), ip: request.ip }),
    }),
  );
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  reply.status(outcome.statusCode);
  return outcome.body;
}

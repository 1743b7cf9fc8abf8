import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@arena/shared';
import type { Db, Tx } from '../db/client.js';
import { systemClock, type Clock } from './clock.js';
import { withOutbox } from './transaction-outbox.js';
import { openMoneyRecord } from './money-actions.js';
import { IDEMPOTENCY_HEADER, runIdempotent, type IdempotentOutcome } from './idempotency.js';
import type { SessionCache } from './session-cache.js';
import { requireUser, type SessionUser } from './session-user.js';

/**
 * The one way state changes run (docs/decisions/009-use-case-contract.md).
 *
 * A use case is `async function doThing(ctx: UseCaseContext, input: Input): Promise<Output>`. The
 * route opens exactly one transaction through `runUseCase`; services never call `db.transaction`
 * themselves, so use cases compose (a league join = ledger move + request + notification + audit)
 * and commit or roll back as one. Code that is not a request (demo data, scripts, tests) runs a use
 * case with `runUseCaseAs`.
 *
 * Time: rules that store or compare instants use the database's `now()` inside the transaction (one
 * clock for every API process; `now()` is the same instant for the whole transaction). `ctx.clock`
 * is the application clock for what is not stored (for example the window of a chart).
 */
export interface UseCaseContext {
  /** The open transaction: every read and write of the use case goes through it. */
  tx: Tx;
  /** Who acts (the signed-in account). */
  actor: SessionUser;
  /**
   * The language the caller reads (request.locale): the texts of the answer (`translate(ctx.locale, …)`). Never
   * for what is stored: a notification keeps its keys and is rendered for whoever reads it.
   */
  locale: Locale;
  clock: Clock;
  /** Fastify's request id, for logs and audit. */
  requestId: string;
  /** The client address (audit); null when the use case does not come from a request. */
  ip: string | null;
  /**
   * Runs `effect` after the transaction committed, never when it rolls back: changes outside the
   * database that must follow the committed state (removing a replaced file).
   */
  afterCommit(effect: () => Promise<unknown>): void;
  /** Runs `effect` when the transaction rolls back: undoes a change outside the database made before (a stored upload). */
  afterRollback(effect: () => Promise<unknown>): void;
  /**
   * Runs `work` inside the transaction once the use case itself is done, just before commit; once per `key`
   * however often it is asked for (the first `work` registered for a key runs). For follow-up work that
   * takes a process-wide lock, such as the ranking recomputation: taken last, after every row lock the
   * use case needed, the lock is never held while waiting for a row (docs/decisions/017-end-of-use-case-work.md).
   */
  atEnd(key: string, work: () => Promise<unknown>): void;
  /**
   * `userId`'s role, name, email or sessions changed: once this commits, this API process drops its cached
   * sessions of them (lib/session-cache.ts) before the response leaves. The other processes hear of it from
   * the database (the triggers of migration 0006), a moment later.
   */
  sessionsChanged(userId: string): void;
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
  const outcome = await execute(request.server.database.db, requestCaller(request), requestScope(request), options.status ?? 200, action);
  return answerWith(reply, outcome);
}

/** The signed-in caller of a request, as a use case sees them. */
export function requestCaller(request: FastifyRequest): UseCaseCaller & { log: FastifyBaseLogger } {
  return {
    actor: requireUser(request),
    locale: request.locale,
    clock: request.server.clock,
    requestId: String(request.id),
    ip: request.ip,
    log: request.log,
    sessionCache: request.server.sessionCache,
  };
}

/** What a request's `Idempotency-Key` is claimed for: the key (if any), the method, the path and the body. */
export function requestScope(request: FastifyRequest): { key: string | undefined; method: string; path: string; body: unknown } {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header.join(',') : header;
  return { key, method: request.method, path: request.url.split('?')[0]!, body: request.body ?? null };
}

/** Sends an outcome's status (and `Idempotent-Replayed: true` for a stored answer); returns its body. */
export function answerWith<T>(reply: FastifyReply, outcome: IdempotentOutcome<T>): T {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  reply.status(outcome.statusCode);
  return outcome.body;
}

export interface RunAsOptions {
  clock?: Clock;
  /** Shown as the request id (default 'system'). */
  requestId?: string;
  ip?: string | null;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** The language of the answer's texts (default English). */
  locale?: Locale;
}

/** Runs a use case outside a request (demo data, scripts, tests): one transaction, `actor` acting. */
export async function runUseCaseAs<T>(db: Db, actor: SessionUser, action: (ctx: UseCaseContext) => Promise<T>, options: RunAsOptions = {}): Promise<T> {
  const outcome = await execute(
    db,
    { actor, locale: options.locale, clock: options.clock ?? systemClock, requestId: options.requestId ?? 'system', ip: options.ip ?? null, log: options.log },
    { key: undefined, method: 'RUN', path: '', body: null },
    200,
    action,
  );
  return outcome.body;
}

type Effect = () => Promise<unknown>;

/**
 * Who runs a use case: everything of the context except the transaction and its hooks; `log` receives the ledger
 * entry ids of the money moves once they committed (lib/money-actions.ts).
 */
export type UseCaseCaller = Pick<UseCaseContext, 'actor' | 'clock' | 'requestId' | 'ip'> & {
  locale?: Locale;
  sessionCache?: SessionCache;
  log?: Pick<FastifyBaseLogger, 'info'>;
};

/**
 * Runs `action` as a use case on a transaction that is already open, then the work it left for the end
 * (`atEnd`), then its audit rows and realtime events in one statement (lib/transaction-outbox.ts).
 * `runUseCase` and `runUseCaseAs` go through here; tests that open the transaction themselves (through
 * `runIdempotent`, say) use it directly. The effects after commit or rollback are collected into
 * `effects` for the caller who owns the transaction to run.
 */
export async function runOnTransaction<T>(
  tx: Tx,
  caller: UseCaseCaller,
  action: (ctx: UseCaseContext) => Promise<T>,
  effects: { onCommit: Effect[]; onRollback: Effect[] } = { onCommit: [], onRollback: [] },
): Promise<T> {
  const atEnd = new Map<string, Effect>();
  const { sessionCache, log, locale, ...who } = caller;
  // The money moves of this transaction are counted (and their entries logged) when it has ended, either way.
  const money = openMoneyRecord(tx);
  if (money.opened) {
    effects.onCommit.push(async () => money.record.committed(log));
    effects.onRollback.push(async () => money.record.rolledBack());
  }
  try {
    return await runActionWithOutbox(tx, { ...who, locale: locale ?? 'en' }, sessionCache, action, effects, atEnd);
  } finally {
    money.close();
  }
}

function runActionWithOutbox<T>(
  tx: Tx,
  who: Pick<UseCaseContext, 'actor' | 'clock' | 'requestId' | 'ip' | 'locale'>,
  sessionCache: SessionCache | undefined,
  action: (ctx: UseCaseContext) => Promise<T>,
  effects: { onCommit: Effect[]; onRollback: Effect[] },
  atEnd: Map<string, Effect>,
): Promise<T> {
  return withOutbox(tx, async () => {
    const result = await action({
      tx,
      ...who,
      sessionsChanged: (userId) => effects.onCommit.push(async () => sessionCache?.forget(userId)),
      afterCommit: (effect) => effects.onCommit.push(effect),
      afterRollback: (effect) => effects.onRollback.push(effect),
      atEnd: (key, work) => {
        if (!atEnd.has(key)) atEnd.set(key, work);
      },
    });
    // End-of-use-case work may ask for more (under another key); run until nothing is left.
    for (const [key, work] of atEnd) {
      atEnd.delete(key);
      await work();
    }
    return result;
  });
}

async function execute<T>(
  db: Db,
  who: UseCaseCaller & { log?: Pick<FastifyBaseLogger, 'warn' | 'info'> },
  request: { key: string | undefined; method: string; path: string; body: unknown },
  statusCode: number,
  action: (ctx: UseCaseContext) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const onCommit: Effect[] = [];
  const onRollback: Effect[] = [];
  const runEffects = async (effects: Effect[]) => {
    for (const effect of effects) {
      // The database outcome is final; a failed clean-up is logged, not turned into an error response.
      await effect().catch((error: unknown) => who.log?.warn({ err: error }, 'a use-case effect after the transaction failed'));
    }
  };
  let outcome: IdempotentOutcome<T>;
  try {
    const caller = {
      actor: who.actor,
      locale: who.locale,
      clock: who.clock,
      requestId: who.requestId,
      ip: who.ip,
      sessionCache: who.sessionCache,
      log: who.log,
    };
    outcome = await runIdempotent(db, { userId: who.actor.id, ...request }, async (tx) => ({
      statusCode,
      body: await runOnTransaction(tx, caller, action, { onCommit, onRollback }),
    }));
  } catch (error) {
    await runEffects(onRollback);
    throw error;
  }
  await runEffects(onCommit);
  return outcome;
}

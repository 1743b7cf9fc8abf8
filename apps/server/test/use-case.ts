import type { Db, Tx } from '../src/db/client.js';
import { systemClock } from '../src/lib/clock.js';
import { AppError } from '../src/lib/errors.js';
import type { SessionUser } from '../src/lib/session-user.js';
import { runOnTransaction, runUseCaseAs, type UseCaseContext } from '../src/lib/use-case.js';

/** Running use cases in tests without HTTP: one transaction, a chosen actor, as a route would. */

export function actor(id: string, role: SessionUser['role'] = 'user'): SessionUser {
  return { id, email: `${id}@arena.test`, name: role === 'admin' ? 'Test Admin' : 'Test User', role };
}

/** Runs `action` in its own transaction with `who` acting. */
export function runAs<T>(db: Db, who: SessionUser | string, action: (ctx: UseCaseContext) => Promise<T>): Promise<T> {
  return runUseCaseAs(db, typeof who === 'string' ? actor(who) : who, action, { requestId: 'test' });
}

/**
 * `(tx) => action(ctx)` as a use case of `who` on a transaction the test opened itself (through
 * runIdempotent, say), as `runUseCase` runs it: the work the use case leaves for its end included.
 */
export function asUseCase<T>(who: SessionUser | string, action: (ctx: UseCaseContext) => Promise<T>): (tx: Tx) => Promise<T> {
  return (tx) => runOnTransaction(tx, { actor: typeof who === 'string' ? actor(who) : who, clock: systemClock, requestId: 'test', ip: null }, action);
}

/** How a use case ended, for races: 'ok', or the code of the AppError it refused with (anything else is rethrown). */
export async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

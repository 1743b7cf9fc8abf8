import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './errors.js';

/**
 * Idempotent POSTs (docs/architecture.md "Money", docs/decisions/006-money-ledger.md).
 *
 * A client may send `Idempotency-Key: <any 1-255 visible characters>` with a state-changing request.
 * The first request with a key claims it (INSERT … ON CONFLICT DO NOTHING on (user_id, key)) in the
 * SAME transaction as the action and stores the response there; so the key exists exactly when the
 * action committed. A concurrent request with the same key waits on that insert until the first
 * commits, then finds the stored answer. A retry gets the stored status and body back (header
 * `Idempotent-Replayed: true`) and changes nothing; the same key with a different method, path or
 * body is refused with 422 IDEMPOTENCY_MISMATCH. A failed action (any error) rolls back with its key:
 * nothing happened, so a retry runs again.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The OpenAPI description of a route that moves money and so takes the header. */
export const MONEY_NOTE =
  'Moves money: send an `Idempotency-Key` header to make retries safe (a retry returns the first response with `Idempotent-Replayed: true`; the same key with another body is a 422).';

/** Route `headers` schema that documents the optional header (loose: the other headers stay). */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.string().optional().describe('Optional. A retry with the same key returns the first response and changes nothing.'),
});

export interface IdempotencyScope {
  /** The caller; keys are per account. */
  userId: string;
  /** Undefined = no idempotency: the action just runs in a transaction. */
  key: string | undefined;
  method: string;
  /** The concrete path (ids included), without the query string. */
  path: string;
  body: unknown;
}

export interface StoredResponse<T> {
  statusCode: number;
  body: T;
}

export interface IdempotentOutcome<T> extends StoredResponse<T> {
  /** True when this is the stored answer of an earlier request. */
  replayed: boolean;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Runs `action` in one transaction, at most once per (user, key). See the module comment. */
export async function runIdempotent<T>(db: Db, scope: IdempotencyScope, action: (tx: Tx) => Promise<StoredResponse<T>>): Promise<IdempotentOutcome<T>> {
  if (scope.key === undefined) {
    const result = await db.transaction(action);
    return { ...result, replayed: false };
  }
  const key = checkedKey(scope.key);
  const requestHash = requestHashOf(scope);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: scope.userId, key, method: scope.method, path: scope.path, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const stored = await storedAnswer<T>(tx, scope);
      if (!stored) throw new AppError('IDEMPOTENCY_MISMATCH', 'error.idempotencyMismatch');
      return stored;
    }
    const result = await action(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, responseBody: result.body })
      .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, key)));
    return { ...result, replayed: false };
  });
}

/**
 * The stored answer of an earlier request with the scope's key, or null when the key is new (or the scope has none).
 * The same key with another method, path or body is refused (IDEMPOTENCY_MISMATCH). For an action that claims its
 * key itself (a bid, docs/decisions/055) as well as for `runIdempotent`.
 */
export async function storedAnswer<T>(db: DbOrTx, scope: IdempotencyScope): Promise<IdempotentOutcome<T> | null> {
  if (scope.key === undefined) return null;
  const key = checkedKey(scope.key);
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, key)));
  if (!stored) return null;
  if (stored.requestHash !== requestHashOf(scope)) throw new AppError('IDEMPOTENCY_MISMATCH', 'error.idempotencyMismatch');
  // Stored in the claiming transaction, so a visible row always has its response.
  if (stored.statusCode === null) throw new AppError('CONFLICT', 'error.conflict');
  return { statusCode: stored.statusCode, body: stored.responseBody as T, replayed: true };
}

/** The key as sent, when it is one (printable ASCII, at most 255 characters); otherwise a 400 before anything runs. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key))
    throw new AppError('VALIDATION', 'error.idempotencyKeyInvalid', { fields: { [IDEMPOTENCY_HEADER]: 'error.idempotencyKeyInvalid' } });
  return key;
}

/** Deletes keys older than `before` (a retry window of a day is plenty); returns how many. */
export async function purgeIdempotencyKeys(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
  return rows.length;
}

/** What a key is claimed with: the method, the path and the body, hashed. */
export function requestHashOf(scope: IdempotencyScope): string {
  return crypto
    .createHash('sha256')
    .update(`${scope.method.toUpperCase()}\n${scope.path}\n${stableStringify(scope.body)}`)
    .digest('hex');
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` hash alike. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

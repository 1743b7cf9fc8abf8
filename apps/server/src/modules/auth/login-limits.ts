import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { LoginLimits } from '../../config.js';
import type { Db } from '../../db/client.js';
import { loginAttempts, notifications, signInLeases, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { runUseCaseAs, type UseCaseContext } from '../../lib/use-case.js';
import { sendNotification } from '../notifications/index.js';

/**
 * Abuse limits of the anonymous auth endpoints, counted in the database so every API process shares
 * them (OWASP Authentication and Credential Stuffing cheat sheets):
 * - sign-in (and a two-factor code, counted apart): failures are limited strictly per (account, address);
 *   per address alone (spraying many accounts); per account alone the answer is slowed down (growing delay)
 *   and one guess is checked at a time, so parallel guesses from many addresses cannot all wait out one delay
 *   together (the others are refused while it runs); sequential attempts are never refused, so an attacker
 *   cannot lock the owner out for a window, and the owner is notified that their account is being guessed at;
 * - sign-up: attempts per address;
 * - password reset: requests per account and per address.
 * The numbers are the configuration's (`LoginLimits` in config.ts).
 */

export interface SignInAttempt {
  /** How long to wait before checking the password (the account is being guessed at). */
  delayMs: number;
  /** The attempt failed (wrong password): it stays on record and counts towards the limits. */
  failed(): Promise<void>;
  /** The attempt did not fail (signed in, or refused for another reason): it does not count. */
  discard(): Promise<void>;
}

const rateLimited = () => new AppError('RATE_LIMITED', 'error.rateLimited');

/** The delay for an account that has `failures` recent failures. */
export function signInDelayMs(failures: number, limits: LoginLimits): number {
  if (failures < limits.slowAfter) return 0;
  return Math.min(limits.baseDelayMs * 2 ** (failures - limits.slowAfter), limits.maxDelayMs);
}

/** How long a check may take after its delay before its claim on the account lapses (a process that died). */
const LEASE_MARGIN_MS = 30_000;

/**
 * Starts a sign-in attempt (or, with `kind: 'two-factor'`, a two-factor code). The attempt is written first
 * and then counted with every other recent one, including those still in flight: a burst of parallel guesses
 * cannot all pass a check that none of them has recorded yet. Refused with RATE_LIMITED when this (account,
 * address) pair or this address has its quota. An account that is only failing elsewhere gets a delay, not a
 * refusal, and one check at a time: the attempt claims the account's lease (a conditional upsert, so of
 * parallel attempts one wins) and holds it through its delay and its check; the others are refused meanwhile.
 */
export async function beginLoginAttempt(
  db: Db,
  input: { email: string; ip: string; limits: LoginLimits; kind?: 'sign-in' | 'two-factor' },
): Promise<SignInAttempt> {
  const { email, ip, limits } = input;
  const kind = input.kind ?? 'sign-in';
  const id = await insertAttempt(db, kind, email, ip);
  let release = async () => undefined as void;
  const discard = async () => {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
    await release();
  };
  const since = new Date(Date.now() - limits.windowMs);
  const [counts] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email} and ${loginAttempts.ipAddress} = ${ip})`.mapWith(Number),
      byAccount: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${loginAttempts.ipAddress} = ${ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        ne(loginAttempts.id, id),
        eq(loginAttempts.kind, kind),
        gt(loginAttempts.createdAt, since),
        sql`(${loginAttempts.email} = ${email} or ${loginAttempts.ipAddress} = ${ip})`,
      ),
    );
  if ((counts?.pair ?? 0) >= limits.perAccountAddress || (counts?.byAddress ?? 0) >= limits.perAddress) {
    await discard();
    throw rateLimited();
  }
  const byAccount = counts?.byAccount ?? 0;
  const delayMs = signInDelayMs(byAccount, limits);
  if (delayMs > 0) {
    const busyUntil = await claimLease(db, kind, email, delayMs + LEASE_MARGIN_MS);
    if (!busyUntil) {
      await discard();
      throw rateLimited();
    }
    release = async () => {
      await db.delete(signInLeases).where(and(eq(signInLeases.kind, kind), eq(signInLeases.email, email), eq(signInLeases.busyUntil, busyUntil)));
    };
  }
  return {
    delayMs,
    async failed() {
      await release();
      // Keep the table small: attempts older than a day no longer count for anything.
      await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), lt(loginAttempts.createdAt, new Date(Date.now() - 86_400_000))));
      if (kind === 'sign-in' && byAccount + 1 >= limits.slowAfter) await warnOwner(db, email, since, ip);
    },
    discard,
  };
}

/**
 * Claims the account's lease for `ms` unless another attempt holds it: one statement (an upsert whose update
 * applies only to a lapsed lease), so of parallel claims exactly one gets a row back. Returns its expiry.
 */
async function claimLease(db: Db, kind: string, email: string, ms: number): Promise<Date | undefined> {
  // Whole milliseconds, so the expiry read back into a Date names this claim exactly when it is released.
  const busyUntil = sql`date_trunc('milliseconds', now() + ${ms} * interval '1 millisecond')`;
  const [row] = await db
    .insert(signInLeases)
    .values({ kind, email, busyUntil })
    .onConflictDoUpdate({ target: [signInLeases.kind, signInLeases.email], set: { busyUntil }, setWhere: lt(signInLeases.busyUntil, sql`now()`) })
    .returning({ busyUntil: signInLeases.busyUntil });
  return row?.busyUntil;
}

/**
 * Tells the owner, once per window, that their account is being guessed at. Nothing is sent for an
 * email without an account (and the answer to the guesser does not change either way). Nobody is signed
 * in: the use case runs as the account concerned, in its own transaction (`runUseCaseAs`).
 */
async function warnOwner(db: Db, email: string, since: Date, ip: string): Promise<void> {
  const [owner] = await db.select({ id: users.id, email: users.email, name: users.name, role: users.role }).from(users).where(eq(users.email, email));
  if (!owner) return;
  const actor: SessionUser = { id: owner.id, email: owner.email, name: owner.name, role: owner.role === 'admin' ? 'admin' : 'user' };
  await runUseCaseAs(db, actor, (ctx) => warnAccountOwner(ctx, { since }), { requestId: 'sign-in-limits', ip });
}

/**
 * Use case: the notification 'Sign-in attempts on your account' to `ctx.actor`, unless one was sent since
 * `since`. The account's row is locked first, so concurrent failures send it once.
 */
export async function warnAccountOwner(ctx: UseCaseContext, input: { since: Date }): Promise<void> {
  const { tx } = ctx;
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.actor.id)).for('update');
  if (!owner) return;
  const titleKey = 'notify.signInAttempts.title';
  const [recent] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, owner.id), eq(notifications.titleKey, titleKey), gt(notifications.createdAt, input.since)))
    .limit(1);
  if (recent) return;
  await sendNotification(tx, owner.id, { type: 'warning', titleKey, messageKey: 'notify.signInAttempts.message' });
}

/** Sign-ups per address: every attempt counts, whatever its outcome. */
export async function checkSignUpLimit(db: Db, input: { email: string; ip: string; limits: LoginLimits }): Promise<void> {
  const { ip, limits } = input;
  const id = await insertAttempt(db, 'sign-up', input.email, ip);
  const since = new Date(Date.now() - limits.hourlyWindowMs);
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(loginAttempts)
    .where(and(ne(loginAttempts.id, id), eq(loginAttempts.kind, 'sign-up'), eq(loginAttempts.ipAddress, ip), gt(loginAttempts.createdAt, since)));
  if ((row?.n ?? 0) >= limits.signUpsPerAddress) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
    throw rateLimited();
  }
}

/**
 * Password-reset requests per account and per address, whether or not the account exists (the
 * answer must not tell). A refused request leaves no record, so a flood does not extend itself.
 */
export async function checkResetLimit(db: Db, input: { email: string; ip: string; limits: LoginLimits }): Promise<void> {
  const { email, ip, limits } = input;
  const id = await insertAttempt(db, 'reset', email, ip);
  const since = new Date(Date.now() - limits.hourlyWindowMs);
  const [counts] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${loginAttempts.ipAddress} = ${ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        ne(loginAttempts.id, id),
        eq(loginAttempts.kind, 'reset'),
        gt(loginAttempts.createdAt, since),
        sql`(${loginAttempts.email} = ${email} or ${loginAttempts.ipAddress} = ${ip})`,
      ),
    );
  if ((counts?.byAccount ?? 0) >= limits.resetsPerAccount || (counts?.byAddress ?? 0) >= limits.resetsPerAddress) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
    throw rateLimited();
  }
}

async function insertAttempt(db: Db, kind: 'sign-in' | 'two-factor' | 'sign-up' | 'reset', email: string, ip: string): Promise<string> {
  const [row] = await db.insert(loginAttempts).values({ kind, email, ipAddress: ip }).returning({ id: loginAttempts.id });
  return row!.id;
}

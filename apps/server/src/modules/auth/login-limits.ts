import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export interface LoginAttempt {
  /** The attempt failed (wrong password): it stays on record and counts towards the limits. */
  failed(): Promise<void>;
  /** The attempt did not fail (signed in, or refused for another reason): it does not count. */
  discard(): Promise<void>;
}

/**
 * Starts a sign-in attempt under the per-account and per-address limits. The attempt is written
 * first and then counted with every other recent one, including those still in flight: a burst of
 * parallel guesses cannot all pass a check that none of them has recorded yet. Refused with
 * RATE_LIMITED when the account or the address already has its quota of failed or pending attempts.
 */
export async function beginLoginAttempt(db: Db, input: { email: string; ip: string; limits: LoginLimits }): Promise<LoginAttempt> {
  const [row] = await db.insert(loginAttempts).values({ email: input.email, ipAddress: input.ip }).returning({ id: loginAttempts.id });
  const id = row!.id;
  const discard = async () => {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  };
  const since = new Date(Date.now() - input.limits.windowMs);
  const [counts] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${loginAttempts.email} = ${input.email})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${loginAttempts.ipAddress} = ${input.ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(and(ne(loginAttempts.id, id), gt(loginAttempts.createdAt, since), sql`(${loginAttempts.email} = ${input.email} or ${loginAttempts.ipAddress} = ${input.ip})`));
  if ((counts?.byAccount ?? 0) >= input.limits.perAccount || (counts?.byAddress ?? 0) >= input.limits.perAddress) {
    await discard();
    throw new AppError('RATE_LIMITED', 'error.rateLimited');
  }
  return {
    async failed() {
      // Keep the table small: attempts older than a day no longer count for anything.
      await db.delete(loginAttempts).where(and(eq(loginAttempts.email, input.email), lt(loginAttempts.createdAt, new Date(Date.now() - 86_400_000))));
    },
    discard,
  };
}

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

/** Refuses a sign-in when the account or the address has too many recent failures. */
export async function checkLoginAllowed(db: Db, input: { email: string; ip: string; limits: LoginLimits }): Promise<void> {
  const since = new Date(Date.now() - input.limits.windowMs);
  const [counts] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${loginAttempts.email} = ${input.email})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${loginAttempts.ipAddress} = ${input.ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(and(gt(loginAttempts.createdAt, since), sql`(${loginAttempts.email} = ${input.email} or ${loginAttempts.ipAddress} = ${input.ip})`));
  if ((counts?.byAccount ?? 0) >= input.limits.perAccount || (counts?.byAddress ?? 0) >= input.limits.perAddress) {
    throw new AppError('RATE_LIMITED', 'error.rateLimited');
  }
}

export async function recordFailedLogin(db: Db, input: { email: string; ip: string }): Promise<void> {
  await db.insert(loginAttempts).values({ email: input.email, ipAddress: input.ip });
  // Keep the table small: attempts older than a day no longer count for anything.
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, input.email), lt(loginAttempts.createdAt, new Date(Date.now() - 86_400_000))));
}

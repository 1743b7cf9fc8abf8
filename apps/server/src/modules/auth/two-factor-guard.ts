import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Db } from '../../db/client.js';
import { twoFactors, twoFactorSteps, users, verifications } from '../../db/schema/index.js';
import type { Auth } from './auth.js';

/** better-auth's endpoints that finish a sign-in with a second factor. */
export const TWO_FACTOR_VERIFY_PATHS = new Set([
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  '/api/auth/two-factor/verify-otp',
]);
export const TOTP_PATH = '/api/auth/two-factor/verify-totp';

/** better-auth's TOTP settings (its defaults, which Arena keeps). */
const PERIOD_SECONDS = 30;
const DIGITS = 6;

/**
 * The account a half-finished sign-in is for: its two-factor cookie (`<token>.<signature>`) names a verification
 * row whose value is the user id. The signature is better-auth's to check; a made-up cookie names no row.
 */
export async function pendingTwoFactorAccount(db: Db, cookieHeader: string | undefined): Promise<{ id: string; email: string } | undefined> {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => /^(__Secure-)?better-auth\.two_factor=/.test(part));
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw.slice(raw.indexOf('=') + 1));
  } catch {
    return undefined;
  }
  const token = value.slice(0, value.lastIndexOf('.'));
  if (!token) return undefined;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .where(and(eq(verifications.identifier, token), gt(verifications.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/**
 * A TOTP code completes at most one sign-in: the time step it belongs to (better-auth accepts the previous,
 * current and next step) is claimed for the account with one conditional upsert, which succeeds only for a
 * step later than the last one claimed. 'replayed': that step (or a later one) already completed a sign-in;
 * 'unmatched': the code is no current code, and better-auth refuses it as it would.
 */
export async function claimTotpStep(db: Db, auth: Auth, input: { userId: string; code: string }): Promise<'claimed' | 'replayed' | 'unmatched'> {
  const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, input.userId)).limit(1);
  if (!row) return 'unmatched';
  const context = await auth.$context;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const otp = createOTP(secret, { period: PERIOD_SECONDS, digits: DIGITS });
  const now = Math.floor(Date.now() / (PERIOD_SECONDS * 1000));
  let step: number | undefined;
  for (const candidate of [now - 1, now, now + 1]) {
    const expected = Buffer.from(await otp.hotp(candidate));
    const given = Buffer.from(input.code);
    if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) step ??= candidate;
  }
  if (step === undefined) return 'unmatched';
  const [claimed] = await db
    .insert(twoFactorSteps)
    .values({ userId: input.userId, lastStep: step })
    .onConflictDoUpdate({ target: twoFactorSteps.userId, set: { lastStep: step }, setWhere: lt(twoFactorSteps.lastStep, step) })
    .returning({ lastStep: twoFactorSteps.lastStep });
  return claimed ? 'claimed' : 'replayed';
}

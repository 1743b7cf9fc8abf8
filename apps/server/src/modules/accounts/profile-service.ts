import { and, eq, ne, sql } from 'drizzle-orm';
import type { Locale, UpdateProfileBody } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.js';

export const emailTaken = () => new AppError('CONFLICT', 'profile.emailTaken', { fields: { email: 'profile.emailTaken' } });

/** Refuses an email that another account uses (users.email is better-auth's sign-in email). */
export async function assertEmailFree(tx: DbOrTx, email: string, userId: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  if (taken) throw emailTaken();
}

/**
 * Runs a change that may set an email and maps the unique-index violation of a concurrent change of
 * another account to the same email to the 409 the pre-check gives.
 */
export async function withEmailUniqueness<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

/**
 * The user's own profile form: full name and email. users.email is the sign-in email, so a new email
 * is what the user signs in with from now on (lower-cased, as better-auth stores and looks it up).
 */
export async function updateProfile(ctx: UseCaseContext, body: UpdateProfileBody) {
  const { tx } = ctx;
  const userId = ctx.actor.id;
  const { fullName, email } = body;
  return withEmailUniqueness(async () => {
    const [before] = await tx.select({ fullName: users.name, email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound();
    const emailChanged = email !== before.email;
    if (emailChanged) await assertEmailFree(tx, email, userId);
    await tx
      .update(users)
      .set({ name: fullName, email, ...(emailChanged ? { emailVerified: false } : {}), updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    if (emailChanged || fullName !== before.fullName) {
      ctx.sessionsChanged(userId);
      await auditChange(ctx, { action: 'account.profile.update', targetType: 'user', targetId: userId, before, after: { fullName, email } });
    }
    return { id: userId, email, fullName: fullName || null };
  });
}

/**
 * The language the signed-in account reads Arena in (any role): saved on the account, so it follows them to
 * another device. Their cached sessions carry it (lib/request-locale.ts), so they are dropped once this commits.
 */
export async function setLanguage(ctx: UseCaseContext, input: { language: Locale }): Promise<void> {
  const userId = ctx.actor.id;
  const changed = await ctx.tx
    .update(users)
    .set({ language: input.language })
    .where(and(eq(users.id, userId), sql`${users.language} is distinct from ${input.language}`))
    .returning({ id: users.id });
  if (changed.length > 0) ctx.sessionsChanged(userId);
}

import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MIN_LENGTH } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { accounts, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { systemActor } from '../../lib/system-actor.js';
import { ensureWallet } from '../wallet/index.js';

/** Why the operator's command made no admin: shown as it is, exit code 1. */
export class OperatorAdminError extends Error {}

export interface OperatorAdminInput {
  email: string;
  /** The new account's password; a random one is generated when omitted. Ignored for an existing account. */
  password?: string;
}

export interface OperatorAdminResult {
  userId: string;
  email: string;
  /** true when the account was created (with `password`), false when an existing account became an admin. */
  created: boolean;
  /** Already an admin: nothing changed. */
  unchanged: boolean;
  /** The new account's password (generated or given); null for an existing account. */
  password: string | null;
}

const emailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email());

/**
 * `npm run admin -- create EMAIL` (scripts/admin.ts): the operator, on the server, makes an account an admin,
 * creating it when it does not exist (email and password sign-in, a wallet as sign-up gives one). The first
 * admins come from here, not from the web, where the admin role changes only through a proposal another admin
 * approves. Audited with the system actor (lib/system-actor.ts). Runs in the caller's transaction.
 */
export async function makeOperatorAdmin(tx: DbOrTx, input: OperatorAdminInput): Promise<OperatorAdminResult> {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw new OperatorAdminError(`Not an email address: ${input.email}`);
  const email = parsed.data;
  const [existing] = await tx.select({ id: users.id, role: users.role, banned: users.banned }).from(users).where(eq(users.email, email)).for('update');
  if (existing) {
    if (existing.banned) throw new OperatorAdminError(`${email} is banned: unban it in the back office (or choose another account) first.`);
    if (existing.role === 'admin') return { userId: existing.id, email, created: false, unchanged: true, password: null };
    await tx
      .update(users)
      .set({ role: 'admin', updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'user.role.update',
      targetType: 'user',
      targetId: existing.id,
      before: { role: existing.role },
      after: { role: 'admin', by: 'operator command' },
    });
    return { userId: existing.id, email, created: false, unchanged: false, password: null };
  }
  const password = input.password ?? crypto.randomBytes(12).toString('base64url');
  if (password.length < PASSWORD_MIN_LENGTH) throw new OperatorAdminError(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  const name = email.split('@')[0]!;
  const [user] = await tx.insert(users).values({ email, name, role: 'admin' }).returning({ id: users.id });
  const userId = user!.id;
  await tx.insert(accounts).values({ userId, accountId: userId, providerId: 'credential', password: await hashPassword(password) });
  await ensureWallet(tx, userId);
  await recordAudit(tx, {
    actorId: systemActor.id,
    action: 'user.create',
    targetType: 'user',
    targetId: userId,
    before: null,
    after: { email, fullName: name, role: 'admin', by: 'operator command' },
  });
  return { userId, email, created: true, unchanged: false, password };
}

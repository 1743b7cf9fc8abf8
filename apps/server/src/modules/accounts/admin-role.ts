import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Role } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';

/**
 * Serialises everything that can take an account out of the admins (role removal, ban), so that two at
 * once cannot both find "another admin" and leave none (transaction-scoped advisory lock). Taken before
 * any user row lock.
 */
const ADMIN_ROLES_LOCK = 727_030;

export async function lockAdminRoles(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_ROLES_LOCK})`);
}

/** Refuses ('admin.users.lastAdmin') when `userId` is the only admin who can sign in. Call with `lockAdminRoles` held. */
export async function refuseLastAdmin(tx: DbOrTx, userId: string): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), ne(users.id, userId)));
  if (Number(others?.n ?? 0) === 0) throw new AppError('CONFLICT', 'admin.users.lastAdmin');
}

export interface RoleChange {
  userId: string;
  /** The role the proposal started from: the change applies only if the account still has it. */
  from: Role;
  to: Role;
  proposalId: string;
  proposedBy: string | null;
}

/**
 * Applies an approved role change (modules/admin-proposals): refused when the role is no longer `from`
 * ('adminProposals.stale') or when it would remove the last admin ('admin.users.lastAdmin'); the account's
 * cached sessions are dropped; audited with before/after, the proposer and the approver.
 */
export async function applyRoleChange(ctx: UseCaseContext, change: RoleChange): Promise<void> {
  const { tx } = ctx;
  await lockAdminRoles(tx);
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, change.userId)).for('update');
  if (!row) throw notFound();
  if (row.role !== change.from) throw new AppError('CONFLICT', 'adminProposals.stale');
  if (change.from === 'admin' && change.to !== 'admin') await refuseLastAdmin(tx, change.userId);
  await tx
    .update(users)
    .set({ role: change.to, updatedAt: sql`now()` })
    .where(eq(users.id, change.userId));
  ctx.sessionsChanged(change.userId);
  await auditChange(ctx, {
    action: 'user.role.update',
    targetType: 'user',
    targetId: change.userId,
    before: { role: row.role },
    after: { role: change.to, proposalId: change.proposalId, proposedBy: change.proposedBy, approvedBy: ctx.actor.id },
  });
}

import { eq, sql } from 'drizzle-orm';
import type { Role } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';

/**
 * Sets an account's role inside the caller's transaction, audited. A set-up step (the demo admin,
 * tests), not a route: admins change roles through the Edit User form. `actorId` null means the system.
 */
export async function setUserRole(tx: DbOrTx, input: { actorId: string | null; userId: string; role: Role }): Promise<void> {
  const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId)).for('update');
  if (!before) throw notFound();
  await tx
    .update(users)
    .set({ role: input.role, updatedAt: sql`now()` })
    .where(eq(users.id, input.userId));
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'user.role.update',
    targetType: 'user',
    targetId: input.userId,
    before,
    after: { role: input.role },
  });
}

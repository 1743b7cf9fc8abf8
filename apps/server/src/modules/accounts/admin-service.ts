import { eq } from 'drizzle-orm';
import type { Role } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';

/** Sets an account's role; `actorId` null means the system (demo data, first admin set-up). */
export async function setUserRole(db: Db, input: { actorId: string | null; userId: string; role: Role }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId)).for('update');
    if (!before) throw notFound();
    await tx.update(users).set({ role: input.role, updatedAt: new Date() }).where(eq(users.id, input.userId));
    await recordAudit(tx, { actorId: input.actorId, action: 'user.role.update', targetType: 'user', targetId: input.userId, before, after: { role: input.role } });
  });
}

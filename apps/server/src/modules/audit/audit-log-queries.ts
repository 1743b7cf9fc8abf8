import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditLogPage } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { countListTotal } from '../../lib/list-total.js';
import { readAll } from '../../db/read-all.js';

export interface AuditLogFilter {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  page: number;
  pageSize: number;
  /** The CSV export reads on from its last entry (keyset), which stays cheap however deep it goes; the screen pages. */
  afterId?: string;
}

/** The audit log viewer: newest first, filtered by actor, action and target, with the actor's name. */
export async function listAuditLog(db: Db, filter: AuditLogFilter): Promise<AuditLogPage> {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.afterId)
    conditions.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < (select a.created_at, a.id from audit_log a where a.id = ${filter.afterId})`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await readAll(db, [
    () =>
      db
        .select({ entry: auditLog, actorEmail: users.email, actorName: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
    () => countListTotal(db, (limit) => db.select({ id: auditLog.id }).from(auditLog).where(where).limit(limit), filter),
  ]);
  return {
    items: rows.map(({ entry: e, actorEmail, actorName }) => ({
      id: e.id,
      actorId: e.actorId,
      actorEmail: actorEmail ?? null,
      actorName: actorName || null,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      before: e.before ?? null,
      after: e.after ?? null,
      ipAddress: e.ipAddress,
      createdAt: e.createdAt.toISOString(),
    })),
    ...total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** Every action recorded so far, for the viewer's filter. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  return rows.map((r) => r.action);
}

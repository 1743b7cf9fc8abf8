import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import {
  ADMIN_NOTIFICATIONS_HISTORY_LIMIT,
  NOTIFICATION_RECIPIENTS_LIMIT,
  type AdminNotifications,
  type NotificationRecipients,
  type NotificationType,
} from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { sendNotificationToAll, sendNotificationToUsers } from './service.js';

/**
 * The admin's notifications screen (admin spec §2, §7): recipients are accounts with role user. Sending
 * writes one audit row per action with the texts and how many received them.
 */

export interface AdminSendInput {
  title: string;
  message: string;
  type: NotificationType;
}

/** The picker: users (role user) matching the search by email or name, at most NOTIFICATION_RECIPIENTS_LIMIT, with the total. */
export async function listNotificationRecipients(db: DbOrTx, search: string | undefined): Promise<NotificationRecipients> {
  const pattern = search ? containsPattern(search) : null;
  const where = and(eq(users.role, 'user'), pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.email), asc(users.id))
      .limit(NOTIFICATION_RECIPIENTS_LIMIT),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map((u) => ({ id: u.id, email: u.email, fullName: u.name || null })), total: Number(total?.n ?? 0) };
}

/** Recent Notifications: the newest 50 of every user, with the recipient. */
export async function listRecentNotifications(db: DbOrTx): Promise<AdminNotifications> {
  const rows = await db
    .select({ n: notifications, email: users.email, name: users.name })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(ADMIN_NOTIFICATIONS_HISTORY_LIMIT);
  return {
    items: rows.map(({ n, email, name }) => ({
      id: n.id,
      type: n.type as NotificationType,
      title: n.title,
      message: n.message,
      isRead: n.isRead,
      createdAt: n.createdAt.toISOString(),
      recipient: { id: n.userId, email, fullName: name || null },
    })),
  };
}

/** Send to the selected users (role user; others are skipped). None of them a user: 'Please select at least one user'. */
export async function sendToSelectedUsers(ctx: UseCaseContext, input: AdminSendInput & { userIds: string[] }): Promise<{ sent: number }> {
  const sent = await sendNotificationToUsers(ctx.tx, input.userIds, input);
  if (sent.length === 0) throw new AppError('VALIDATION', 'adminNotifications.selectUser');
  await recordAudit(ctx.tx, {
    actorId: ctx.actor.id,
    action: 'notification.send',
    targetType: 'notification',
    after: { type: input.type, title: input.title, message: input.message, recipients: sent.length, userIds: input.userIds },
    ipAddress: ctx.ip,
  });
  return { sent: sent.length };
}

/** Broadcast to every user: one INSERT … SELECT and one realtime event (sendNotificationToAll). */
export async function broadcastNotification(ctx: UseCaseContext, input: AdminSendInput): Promise<{ sent: number }> {
  const sent = await sendNotificationToAll(ctx.tx, input);
  await recordAudit(ctx.tx, {
    actorId: ctx.actor.id,
    action: 'notification.broadcast',
    targetType: 'notification',
    after: { type: input.type, title: input.title, message: input.message, recipients: sent },
    ipAddress: ctx.ip,
  });
  return { sent };
}

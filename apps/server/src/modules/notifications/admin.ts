import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  ADMIN_NOTIFICATIONS_HISTORY_LIMIT,
  type Locale,
  NOTIFICATION_RECIPIENTS_LIMIT,
  type AdminNotifications,
  type NotificationRecipients,
  type NotificationType,
} from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { notificationBroadcasts, notifications, users } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import {
  broadcastTextColumns,
  fromRawRow,
  notificationTextColumns,
  sendNotificationToAll,
  sendNotificationToUsers,
  type RawNotificationRow,
} from './service.js';
import { readAll } from '../../db/read-all.js';

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
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.email), asc(users.id))
        .limit(NOTIFICATION_RECIPIENTS_LIMIT),
    () => db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map((u) => ({ id: u.id, email: u.email, fullName: u.name || null })), total: Number(total?.n ?? 0) };
}

/**
 * Recent Notifications (in the admin's language where Arena wrote them): the newest 50 of every user's own notifications and the broadcasts (one row each, no
 * recipient and no read state), in one statement that walks each table's index in list order.
 */
export async function listRecentNotifications(db: DbOrTx, locale: Locale): Promise<AdminNotifications> {
  const result = await db.execute(sql`
    (select ${notifications.id}, ${notifications.type}, ${notificationTextColumns}, ${notifications.isRead},
            ${notifications.createdAt}, ${users.id} as user_id, ${users.email}, ${users.name}
       from ${notifications} join ${users} on ${users.id} = ${notifications.userId}
       order by ${notifications.createdAt} desc, ${notifications.id} desc limit ${ADMIN_NOTIFICATIONS_HISTORY_LIMIT})
    union all
    (select ${notificationBroadcasts.id}, ${notificationBroadcasts.type}, ${broadcastTextColumns}, null,
            ${notificationBroadcasts.createdAt}, null, null, null
       from ${notificationBroadcasts}
       order by ${notificationBroadcasts.createdAt} desc, ${notificationBroadcasts.id} desc limit ${ADMIN_NOTIFICATIONS_HISTORY_LIMIT})
    order by created_at desc, id desc limit ${ADMIN_NOTIFICATIONS_HISTORY_LIMIT}`);
  const rows = result.rows as Array<RawNotificationRow & { user_id: string | null; email: string | null; name: string | null }>;
  return {
    items: rows.map((row) => ({
      ...fromRawRow(row, locale),
      recipient: row.user_id === null ? null : { id: row.user_id, email: row.email!, fullName: row.name || null },
    })),
  };
}

/** Send to the selected users (role user; others are skipped). None of them a user: 'Please select at least one user'. */
export async function sendToSelectedUsers(ctx: UseCaseContext, input: AdminSendInput & { userIds: string[] }): Promise<{ sent: number }> {
  const sent = await sendNotificationToUsers(ctx.tx, input.userIds, input);
  if (sent.length === 0) throw new AppError('VALIDATION', 'adminNotifications.selectUser');
  await auditChange(ctx, {
    action: 'notification.send',
    targetType: 'notification',
    after: { type: input.type, title: input.title, message: input.message, recipients: sent.length, userIds: input.userIds },
  });
  return { sent: sent.length };
}

/** Broadcast to every user: one broadcast row and one realtime event (sendNotificationToAll). */
export async function broadcastNotification(ctx: UseCaseContext, input: AdminSendInput): Promise<{ sent: number }> {
  const { id, sent } = await sendNotificationToAll(ctx.tx, { ...input, sentBy: ctx.actor.id });
  await auditChange(ctx, {
    action: 'notification.broadcast',
    targetType: 'notification',
    targetId: id,
    after: { type: input.type, title: input.title, message: input.message, recipients: sent },
  });
  return { sent };
}

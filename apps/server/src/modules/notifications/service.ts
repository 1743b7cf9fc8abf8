import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Notification, NotificationType } from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { publishEvent } from '../../lib/realtime-events.js';

export interface NewNotification {
  title: string;
  message: string;
  type?: NotificationType;
}

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return { id: row.id, type: row.type as NotificationType, title: row.title, message: row.message, isRead: row.isRead, createdAt: row.createdAt.toISOString() };
}

/**
 * The spec's send_notification. Pass the transaction of the action that causes it: the row and its
 * realtime event then exist only if the action commits.
 */
export async function sendNotification(tx: DbOrTx, userId: string, input: NewNotification): Promise<Notification> {
  const [row] = await tx.insert(notifications).values({ userId, title: input.title, message: input.message, type: input.type ?? 'info' }).returning();
  const notification = toNotification(row!);
  await publishEvent(tx, { topic: 'notification', userId, data: eventData(notification) });
  return notification;
}

/** Texts above this length are shortened in the realtime event (a toast); the stored row keeps them whole. */
export const EVENT_TITLE_MAX = 150;
export const EVENT_MESSAGE_MAX = 800;

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** The notification as pushed to open tabs: short enough for a Postgres NOTIFY whatever its texts. */
function eventData(notification: Notification): Notification {
  return { ...notification, title: clip(notification.title, EVENT_TITLE_MAX), message: clip(notification.message, EVENT_MESSAGE_MAX) };
}

/**
 * The spec's send_notification_to_all: every account with role user, inside the caller's transaction.
 * Returns how many were sent.
 */
export async function sendNotificationToAll(tx: DbOrTx, input: NewNotification): Promise<number> {
  const rows = await tx
    .insert(notifications)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: users.id,
          type: sql`${input.type ?? 'info'}`.as('type'),
          title: sql`${input.title}`.as('title'),
          message: sql`${input.message}`.as('message'),
          isRead: sql`false`.as('is_read'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(users)
        .where(eq(users.role, 'user')),
    )
    .returning();
  // One event per recipient; each process forwards only those of its own connections.
  for (const row of rows) await publishEvent(tx, { topic: 'notification', userId: row.userId, data: eventData(toNotification(row)) });
  return rows.length;
}

export async function listNotifications(db: Db, userId: string, limit: number) {
  const [items, unreadCount] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit),
    countUnread(db, userId),
  ]);
  return { items: items.map(toNotification), unreadCount };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
}

/** mark_notification_read: only the owner can; anyone else gets 404 (the row's existence is not revealed). */
export async function markNotificationRead(ctx: UseCaseContext, input: { notificationId: string }): Promise<void> {
  const userId = ctx.actor.id;
  const notificationId = input.notificationId;
  const updated = await ctx.tx
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound();
}

export async function markAllNotificationsRead(ctx: UseCaseContext): Promise<void> {
  const userId = ctx.actor.id;
  await ctx.tx.update(notifications).set({ isRead: true }).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

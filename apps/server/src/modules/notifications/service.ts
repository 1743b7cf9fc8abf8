import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DashboardActivityItem, Notification, NotificationBroadcastEvent, NotificationType } from '@arena/shared';
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
  const [row] = await tx
    .insert(notifications)
    .values({ userId, title: input.title, message: input.message, type: input.type ?? 'info' })
    .returning();
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
 * One `INSERT … SELECT` statement writes every row (however many users there are) and one realtime
 * event (to every connected account with role user) tells open tabs, which show the texts and refetch
 * their list: each recipient's row has its own id, so no per-user event is needed. Returns how many
 * were sent.
 */
export async function sendNotificationToAll(tx: DbOrTx, input: NewNotification): Promise<number> {
  const type = input.type ?? 'info';
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${notifications} (user_id, type, title, message)
      select ${users.id}, ${type}, ${input.title}, ${input.message} from ${users} where ${users.role} = 'user'
      returning 1
    )
    select count(*)::int as sent, now() as sent_at from inserted`);
  const row = rowsOf<{ sent: number; sent_at: Date | string }>(result)[0];
  const sent = Number(row?.sent ?? 0);
  if (sent > 0) {
    const data: NotificationBroadcastEvent = {
      broadcast: true,
      type,
      title: clip(input.title, EVENT_TITLE_MAX),
      message: clip(input.message, EVENT_MESSAGE_MAX),
      sentAt: new Date(row!.sent_at).toISOString(),
    };
    await publishEvent(tx, { topic: 'notification', userId: null, role: 'user', data });
  }
  return sent;
}

/** Rows of a raw query on either driver (node-postgres gives `{ rows }`, PGlite too; drizzle may give the array). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * The admin's send to selected users: one `INSERT … SELECT` over the chosen accounts that have role
 * user (unknown ids and admins are skipped), each recipient told on their own stream. Returns the rows.
 */
export async function sendNotificationToUsers(tx: DbOrTx, userIds: string[], input: NewNotification): Promise<Notification[]> {
  if (userIds.length === 0) return [];
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
        .where(and(inArray(users.id, [...new Set(userIds)]), eq(users.role, 'user'))),
    )
    .returning();
  for (const row of rows) await publishEvent(tx, { topic: 'notification', userId: row.userId, data: eventData(toNotification(row)) });
  return rows.map(toNotification);
}

export async function listNotifications(db: Db, userId: string, limit: number) {
  const [items, unreadCount] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit),
    countUnread(db, userId),
  ]);
  return { items: items.map(toNotification), unreadCount };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
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
  await ctx.tx
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

/** The player's latest notifications for the dashboard's recent activity. */
export async function recentNotificationActivity(db: DbOrTx, userId: string, limit: number): Promise<DashboardActivityItem[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((n) => ({
    id: `notification:${n.id}`,
    kind: 'notification',
    at: n.createdAt.toISOString(),
    title: n.title,
    detail: n.message,
    amountCents: null,
    status: n.isRead ? 'read' : 'unread',
  }));
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DashboardActivityItem, Notification, NotificationBroadcastEvent, NotificationType } from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { accountCounts, notificationBroadcastReads, notificationBroadcasts, notifications, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { publishEvent } from '../../lib/realtime-events.js';
import { rowsOf } from '../../lib/rows-of.js';
import { readAll } from '../../db/read-all.js';

export interface NewNotification {
  title: string;
  message: string;
  type?: NotificationType;
}

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return { id: row.id, type: row.type as NotificationType, title: row.title, message: row.message, isRead: row.isRead, createdAt: row.createdAt.toISOString() };
}

/** Every money action notifies its user: the insert is prepared once (db/prepared.ts). */
const insertNotificationStatement = preparedStatement<
  { userId: string; title: string; message: string; type: NotificationType },
  Pick<NotificationRow, 'id' | 'type' | 'title' | 'message'> & { created_at: Date }
>(
  'notification_insert',
  sql`insert into ${notifications} (user_id, title, message, type)
      values (${sql.placeholder('userId')}::uuid, ${sql.placeholder('title')}::text, ${sql.placeholder('message')}::text, ${sql.placeholder('type')}::text)
      returning id, type, title, message, created_at`,
);

/**
 * The spec's send_notification. Pass the transaction of the action that causes it: the row and its
 * realtime event then exist only if the action commits.
 */
export async function sendNotification(tx: DbOrTx, userId: string, input: NewNotification): Promise<Notification> {
  const [row] = await insertNotificationStatement.run(tx, { userId, title: input.title, message: input.message, type: input.type ?? 'info' });
  const notification = toNotification({ ...row!, userId, isRead: false, createdAt: row!.created_at });
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
 * The spec's send_notification_to_all, inside the caller's transaction: one broadcast row that every account
 * with role user sees beside their own notifications (decision 020), so its cost does not grow with the number
 * of players; and one realtime event (to every connected account with role user) carrying it, id included.
 * Returns the broadcast's id and how many accounts it reaches.
 */
export async function sendNotificationToAll(tx: DbOrTx, input: NewNotification & { sentBy: string | null }): Promise<{ id: string; sent: number }> {
  const type = input.type ?? 'info';
  const result = await tx.execute(sql`
    with broadcast as (
      insert into ${notificationBroadcasts} (type, title, message, sent_by)
      values (${type}, ${input.title}, ${input.message}, ${input.sentBy})
      returning id, created_at
    )
    select broadcast.id, broadcast.created_at, (select ${accountCounts.accounts} from ${accountCounts} where ${accountCounts.name} = 'players') as sent from broadcast`);
  const row = rowsOf<{ id: string; created_at: Date | string; sent: number }>(result)[0]!;
  const sent = Number(row.sent);
  if (sent > 0) {
    const broadcast: Notification = {
      id: row.id,
      type,
      title: input.title,
      message: input.message,
      isRead: false,
      createdAt: new Date(row.created_at).toISOString(),
    };
    const data: NotificationBroadcastEvent = { ...eventData(broadcast), broadcast: true };
    await publishEvent(tx, { topic: 'notification', userId: null, role: 'user', data });
  }
  return { id: row.id, sent };
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

/**
 * The broadcasts a player sees: those sent while their account existed, as long as it has role user (the role
 * is the current one: a player promoted to admin stops seeing broadcasts, one demoted starts to). Null for
 * anyone else, which matches no broadcast.
 */
const broadcastsSeenBy = (userId: string) => sql`
  ${notificationBroadcasts.createdAt} >= (select ${users.createdAt} from ${users} where ${users.id} = ${userId} and ${users.role} = 'user')`;

const broadcastReadBy = (userId: string) => sql`
  exists (select 1 from ${notificationBroadcastReads}
          where ${notificationBroadcastReads.userId} = ${userId} and ${notificationBroadcastReads.broadcastId} = ${notificationBroadcasts.id})`;

/** A notification or broadcast as a raw (union) query returns it; `is_read` is null where there is no read state. */
export type RawNotificationRow = {
  id: string;
  type: string;
  title: string;
  message: string;
  is_read: boolean | null;
  created_at: Date | string;
};

export function fromRawRow(row: RawNotificationRow) {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    isRead: row.is_read,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * A player's newest notifications: their own and the broadcasts they see, in one statement. Each side walks its
 * own index in list order and stops at `limit`, so the cost does not depend on how many rows either holds.
 */
async function latestNotifications(db: DbOrTx, userId: string, limit: number): Promise<Notification[]> {
  const result = await db.execute(sql`
    (select ${notifications.id}, ${notifications.type}, ${notifications.title}, ${notifications.message}, ${notifications.isRead}, ${notifications.createdAt}
       from ${notifications} where ${notifications.userId} = ${userId}
       order by ${notifications.createdAt} desc, ${notifications.id} desc limit ${limit})
    union all
    (select ${notificationBroadcasts.id}, ${notificationBroadcasts.type}, ${notificationBroadcasts.title}, ${notificationBroadcasts.message},
            ${broadcastReadBy(userId)}, ${notificationBroadcasts.createdAt}
       from ${notificationBroadcasts} where ${broadcastsSeenBy(userId)}
       order by ${notificationBroadcasts.createdAt} desc, ${notificationBroadcasts.id} desc limit ${limit})
    order by created_at desc, id desc limit ${limit}`);
  // Both sides of the union give a read state.
  return rowsOf<RawNotificationRow>(result).map((row) => ({ ...fromRawRow(row), isRead: row.is_read === true }));
}

export async function listNotifications(db: Db, userId: string, limit: number) {
  const [items, unreadCount] = await readAll(db, [() => latestNotifications(db, userId, limit), () => countUnread(db, userId)]);
  return { items, unreadCount };
}

/** Unread own notifications plus seen broadcasts without a read row, in one statement. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select (select count(*) from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.isRead} = false)
         + (select count(*) from ${notificationBroadcasts} where ${broadcastsSeenBy(userId)} and not ${broadcastReadBy(userId)}) as unread`);
  return Number(rowsOf<{ unread: number | string }>(result)[0]?.unread ?? 0);
}

/**
 * mark_notification_read, for one of the player's own notifications or a broadcast they see (a read row,
 * kept once however often it is marked). Anyone else's id gets 404 (the row's existence is not revealed).
 */
export async function markNotificationRead(ctx: UseCaseContext, input: { notificationId: string }): Promise<void> {
  const userId = ctx.actor.id;
  const id = input.notificationId;
  // A data-modifying CTE runs whether or not the final select reads it; `seen` answers for an already read broadcast.
  const result = await ctx.tx.execute(sql`
    with own as (
      update ${notifications} set is_read = true where ${notifications.id} = ${id} and ${notifications.userId} = ${userId} returning 1
    ), seen as (
      select ${notificationBroadcasts.id} from ${notificationBroadcasts} where ${notificationBroadcasts.id} = ${id} and ${broadcastsSeenBy(userId)}
    ), marked as (
      insert into ${notificationBroadcastReads} (user_id, broadcast_id) select ${userId}::uuid, id from seen on conflict do nothing
    )
    select (select count(*) from own) + (select count(*) from seen) as found`);
  if (Number(rowsOf<{ found: number | string }>(result)[0]?.found ?? 0) === 0) throw notFound();
}

/** mark_all_notifications_read: the player's own notifications and every broadcast they see, in the use case's transaction. */
export async function markAllNotificationsRead(ctx: UseCaseContext): Promise<void> {
  const userId = ctx.actor.id;
  await ctx.tx
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  await ctx.tx.execute(sql`
    insert into ${notificationBroadcastReads} (user_id, broadcast_id)
    select ${userId}::uuid, ${notificationBroadcasts.id} from ${notificationBroadcasts} where ${broadcastsSeenBy(userId)}
    on conflict do nothing`);
}

/** The player's latest notifications (their own and broadcasts) for the dashboard's recent activity. */
export async function recentNotificationActivity(db: DbOrTx, userId: string, limit: number): Promise<DashboardActivityItem[]> {
  const latest = await latestNotifications(db, userId, limit);
  return latest.map((n) => ({
    id: `notification:${n.id}`,
    kind: 'notification',
    at: n.createdAt,
    title: n.title,
    detail: n.message,
    amountCents: null,
    status: n.isRead ? 'read' : 'unread',
  }));
}

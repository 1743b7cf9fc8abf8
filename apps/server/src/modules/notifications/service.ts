import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DashboardActivityItem, Locale, MessageId, Notification, NotificationParams, NotificationType } from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { accountCounts, notificationBroadcastReads, notificationBroadcasts, notifications, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { publishEvent } from '../../lib/realtime-events.js';
import { rowsOf } from '../../lib/rows-of.js';
import { readAll } from '../../db/read-all.js';
import { renderNotificationText, type StoredNotificationText } from '../../lib/notification-text.js';
import { clipNotificationText, EVENT_MESSAGE_MAX, EVENT_TITLE_MAX, type StoredNotificationEvent } from '../../lib/notification-event.js';

export { EVENT_MESSAGE_MAX, EVENT_TITLE_MAX };

/**
 * What Arena tells a player: catalogue keys and their parameters, stored as such and rendered in the language of
 * whoever reads it, when they read it (amounts as `{ cents }`, catalogue words as `{ text }`).
 */
export interface KeyedNotification {
  titleKey: MessageId;
  messageKey: MessageId;
  params?: NotificationParams;
  type?: NotificationType;
}

/** An admin's own words (admin spec §2): stored and shown as written, in the one language the admin wrote them in. */
export interface LiteralNotification {
  title: string;
  message: string;
  type?: NotificationType;
}

/** What `sendNotification` stores: keys (what Arena says) or literal texts (an admin's words), never both. */
export type NewNotification = KeyedNotification | LiteralNotification;

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as `locale`'s reader reads it. */
export function toNotification(row: NotificationRow, locale: Locale): Notification {
  return { id: row.id, type: row.type as NotificationType, ...renderNotificationText(locale, row), isRead: row.isRead, createdAt: row.createdAt.toISOString() };
}

/** Every money action notifies its user: the insert is prepared once (db/prepared.ts). */
const insertNotificationStatement = preparedStatement<
  { userId: string; title: string; message: string; titleKey: string | null; messageKey: string | null; params: string | null; type: NotificationType },
  { id: string; created_at: Date }
>(
  'notification_insert',
  sql`insert into ${notifications} (user_id, title, message, title_key, message_key, params, type)
      values (${sql.placeholder('userId')}::uuid, ${sql.placeholder('title')}::text, ${sql.placeholder('message')}::text,
              ${sql.placeholder('titleKey')}::text, ${sql.placeholder('messageKey')}::text, ${sql.placeholder('params')}::jsonb,
              ${sql.placeholder('type')}::text)
      returning id, created_at`,
);

/**
 * The spec's send_notification: its keys and parameters are stored, and rendered in each reader's language when
 * read (the list, the realtime event). Pass the transaction of the action that causes it: the row and its
 * realtime event then exist only if the action commits. Returns the notification as an English reader reads it.
 */
export async function sendNotification(tx: DbOrTx, userId: string, input: NewNotification): Promise<Notification> {
  const type = input.type ?? 'info';
  const stored: StoredNotificationText =
    'titleKey' in input
      ? { title: '', message: '', titleKey: input.titleKey, messageKey: input.messageKey, params: input.params ?? {} }
      : { title: input.title, message: input.message, titleKey: null, messageKey: null, params: null };
  const [row] = await insertNotificationStatement.run(tx, {
    userId,
    ...stored,
    params: stored.params ? JSON.stringify(stored.params) : null,
    type,
  });
  const createdAt = new Date(row!.created_at).toISOString();
  await publishEvent(tx, { topic: 'notification', userId, data: eventData({ id: row!.id, type, ...stored, isRead: false, createdAt }) });
  return { id: row!.id, type, ...renderNotificationText('en', stored), isRead: false, createdAt };
}

/**
 * The realtime event of a keyed notification a database function already stored (the outbid notice that
 * marketplace_place_bid writes under the player's lock, decision 049): the same event `sendNotification` publishes.
 */
export async function publishStoredNotification(
  tx: DbOrTx,
  userId: string,
  stored: KeyedNotification & { id: string; createdAt: Date | string },
): Promise<void> {
  const type = stored.type ?? 'info';
  const text: StoredNotificationText = { title: '', message: '', titleKey: stored.titleKey, messageKey: stored.messageKey, params: stored.params ?? {} };
  const createdAt = new Date(stored.createdAt).toISOString();
  await publishEvent(tx, { topic: 'notification', userId, data: eventData({ id: stored.id, type, ...text, isRead: false, createdAt }) });
}

/** The notification as pushed to open tabs (each renders it in its reader's language): short enough for a NOTIFY. */
function eventData(event: StoredNotificationEvent): StoredNotificationEvent {
  return { ...event, ...clipNotificationText(event) };
}

/**
 * The spec's send_notification_to_all, inside the caller's transaction: one broadcast row that every account
 * with role user sees beside their own notifications (decision 020), so its cost does not grow with the number
 * of players; and one realtime event (to every connected account with role user) carrying it, id included.
 * Returns the broadcast's id and how many accounts it reaches.
 */
export async function sendNotificationToAll(tx: DbOrTx, input: LiteralNotification & { sentBy: string | null }): Promise<{ id: string; sent: number }> {
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
    const broadcast: StoredNotificationEvent = {
      id: row.id,
      type,
      title: input.title,
      message: input.message,
      titleKey: null,
      messageKey: null,
      params: null,
      isRead: false,
      createdAt: new Date(row.created_at).toISOString(),
    };
    const data: StoredNotificationEvent = { ...eventData(broadcast), broadcast: true };
    await publishEvent(tx, { topic: 'notification', userId: null, role: 'user', data });
  }
  return { id: row.id, sent };
}

/**
 * The admin's send to selected users: one `INSERT … SELECT` over the chosen accounts that have role
 * user (unknown ids and admins are skipped), each recipient told on their own stream. Returns the rows.
 */
export async function sendNotificationToUsers(tx: DbOrTx, userIds: string[], input: LiteralNotification): Promise<Notification[]> {
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
          titleKey: sql`null`.as('title_key'),
          messageKey: sql`null`.as('message_key'),
          params: sql`null`.as('params'),
          isRead: sql`false`.as('is_read'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(users)
        .where(and(inArray(users.id, [...new Set(userIds)]), eq(users.role, 'user'))),
    )
    .returning();
  for (const row of rows) {
    const event: StoredNotificationEvent = {
      id: row.id,
      type: row.type as NotificationType,
      title: row.title,
      message: row.message,
      titleKey: null,
      messageKey: null,
      params: null,
      isRead: false,
      createdAt: row.createdAt.toISOString(),
    };
    await publishEvent(tx, { topic: 'notification', userId: row.userId, data: eventData(event) });
  }
  return rows.map((row) => toNotification(row, 'en'));
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
  title_key: string | null;
  message_key: string | null;
  params: NotificationParams | string | null;
  is_read: boolean | null;
  created_at: Date | string;
};

/** A row of a raw query as `locale`'s reader reads it. */
export function fromRawRow(row: RawNotificationRow, locale: Locale) {
  // A driver that does not parse jsonb in a union's result hands it over as text.
  const params = typeof row.params === 'string' ? (JSON.parse(row.params) as NotificationParams) : row.params;
  return {
    id: row.id,
    type: row.type as NotificationType,
    ...renderNotificationText(locale, { title: row.title, message: row.message, titleKey: row.title_key, messageKey: row.message_key, params }),
    isRead: row.is_read,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The columns of a notification's texts in a raw query; a broadcast (an admin's words) has no keys. */
export const notificationTextColumns = sql`${notifications.title}, ${notifications.message}, ${notifications.titleKey}, ${notifications.messageKey}, ${notifications.params}`;
export const broadcastTextColumns = sql`${notificationBroadcasts.title}, ${notificationBroadcasts.message}, null::text, null::text, null::jsonb`;

/**
 * A player's newest notifications: their own and the broadcasts they see, in one statement. Each side walks its
 * own index in list order and stops at `limit`, so the cost does not depend on how many rows either holds.
 */
async function latestNotifications(db: DbOrTx, userId: string, limit: number, locale: Locale): Promise<Notification[]> {
  const result = await db.execute(sql`
    (select ${notifications.id}, ${notifications.type}, ${notificationTextColumns}, ${notifications.isRead}, ${notifications.createdAt}
       from ${notifications} where ${notifications.userId} = ${userId}
       order by ${notifications.createdAt} desc, ${notifications.id} desc limit ${limit})
    union all
    (select ${notificationBroadcasts.id}, ${notificationBroadcasts.type}, ${broadcastTextColumns},
            ${broadcastReadBy(userId)}, ${notificationBroadcasts.createdAt}
       from ${notificationBroadcasts} where ${broadcastsSeenBy(userId)}
       order by ${notificationBroadcasts.createdAt} desc, ${notificationBroadcasts.id} desc limit ${limit})
    order by created_at desc, id desc limit ${limit}`);
  // Both sides of the union give a read state.
  return rowsOf<RawNotificationRow>(result).map((row) => ({ ...fromRawRow(row, locale), isRead: row.is_read === true }));
}

/** A player's newest notifications in their reader's language (`locale`), with their unread count. */
export async function listNotifications(db: Db, userId: string, limit: number, locale: Locale = 'en') {
  const [items, unreadCount] = await readAll(db, [() => latestNotifications(db, userId, limit, locale), () => countUnread(db, userId)]);
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
export async function recentNotificationActivity(db: DbOrTx, userId: string, limit: number, locale: Locale): Promise<DashboardActivityItem[]> {
  const latest = await latestNotifications(db, userId, limit, locale);
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

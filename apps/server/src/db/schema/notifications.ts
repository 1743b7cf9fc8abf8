import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationTypes, type NotificationParams } from '@arena/shared';
import { users } from './auth.js';
import { inList } from './helpers.js';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('info'),
    /**
     * A notification is either catalogue keys with their parameters, rendered in the reader's language when read
     * (`title_key`, `message_key`, `params`; `title` and `message` empty), or literal texts (`title`, `message`):
     * those written before languages existed, and an admin's own words.
     */
    title: text('title').notNull().default(''),
    message: text('message').notNull().default(''),
    titleKey: text('title_key'),
    messageKey: text('message_key'),
    params: jsonb('params').$type<NotificationParams>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notifications_type_check', inList(t.type, notificationTypes)),
    check('notifications_keys_check', sql`(${t.titleKey} is null) = (${t.messageKey} is null)`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
    index('notifications_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * A broadcast to every player (admin spec §2 Broadcast to All Users) is one row, not a copy per recipient: a
 * player sees the broadcasts sent while their account (role user) existed, beside their own notifications
 * (decision 020). `sent_by` keeps the broadcast when its admin is deleted; a few hundred rows need no index on it.
 */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_broadcasts_type_check', inList(t.type, notificationTypes)),
    index('notification_broadcasts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Which player has read which broadcast: a row exists once read. The key leads with the player (their list and
 * unread count probe it per broadcast); the broadcast index serves the cascade when a broadcast is deleted.
 */
export const notificationBroadcastReads = pgTable(
  'notification_broadcast_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    broadcastId: uuid('broadcast_id')
      .notNull()
      .references(() => notificationBroadcasts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.broadcastId] }), index('notification_broadcast_reads_broadcast_idx').on(t.broadcastId)],
);

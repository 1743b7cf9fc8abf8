import { z } from 'zod';
import { notificationTypes } from '../enums.js';
import { adminTextId } from '../admin-messages.js';

/**
 * The admin's notifications screen (admin spec §2 Notifications Management, §5, §7): recipients are
 * accounts with role user; a send to selected users or a broadcast to all of them.
 */

/** Recent Notifications shows the newest 50 (admin spec §9). */
export const ADMIN_NOTIFICATIONS_HISTORY_LIMIT = 50;
/** The picker lists at most this many users per search; Select All selects those listed. */
export const NOTIFICATION_RECIPIENTS_LIMIT = 200;
/** One send to selected users reaches at most this many accounts (a broadcast reaches everyone). */
export const NOTIFICATION_SELECTED_MAX = 1000;

const titleField = z
  .string({ error: adminTextId('adminNotifications.titleRequired') })
  .trim()
  .min(1, { error: adminTextId('adminNotifications.titleRequired') })
  .max(200);
const messageField = z
  .string({ error: adminTextId('adminNotifications.messageRequired') })
  .trim()
  .min(1, { error: adminTextId('adminNotifications.messageRequired') })
  .max(5000);

/** POST /api/admin/notifications/broadcast: title and message required, type defaults to info. */
export const notificationBroadcastRequest = z.object({
  title: titleField,
  message: messageField,
  type: z.enum(notificationTypes).default('info'),
});
export type NotificationBroadcastRequest = z.input<typeof notificationBroadcastRequest>;

/** POST /api/admin/notifications: the same texts, to at least one selected user. */
export const notificationSendRequest = notificationBroadcastRequest.extend({
  userIds: z
    .array(z.uuid(), { error: adminTextId('adminNotifications.selectUser') })
    .min(1, { error: adminTextId('adminNotifications.selectUser') })
    .max(NOTIFICATION_SELECTED_MAX),
});
export type NotificationSendRequest = z.input<typeof notificationSendRequest>;

export const notificationSendResponse = z.object({ sent: z.number().int() });
export type NotificationSendResponse = z.infer<typeof notificationSendResponse>;

/** GET /api/admin/notifications/recipients?search=: the picker's users (role user), by name. */
export const notificationRecipientsQuery = z.object({ search: z.string().trim().max(200).optional() });
export const notificationRecipient = z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() });
export type NotificationRecipient = z.infer<typeof notificationRecipient>;
export const notificationRecipientsResponse = z.object({ items: z.array(notificationRecipient), total: z.number().int() });
export type NotificationRecipients = z.infer<typeof notificationRecipientsResponse>;

/**
 * GET /api/admin/notifications: Recent Notifications, newest first, with the recipient. A broadcast is one row
 * with no recipient (all users) and no read state (each player reads it on their own).
 */
export const adminNotificationRow = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean().nullable(),
  createdAt: z.string(),
  recipient: notificationRecipient.nullable(),
});
export type AdminNotificationRow = z.infer<typeof adminNotificationRow>;
export const adminNotificationsResponse = z.object({ items: z.array(adminNotificationRow) });
export type AdminNotifications = z.infer<typeof adminNotificationsResponse>;

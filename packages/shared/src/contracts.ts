import { z } from 'zod';
import { accountStatuses, notificationTypes, roles } from './enums.js';

/** GET /api/me: the signed-in account as every screen needs it. */
export const meResponse = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(roles),
  accountStatus: z.enum(accountStatuses),
  verificationDate: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  wallet: z.object({ balanceCents: z.number().int(), heldCents: z.number().int(), availableCents: z.number().int() }),
  unreadNotifications: z.number().int(),
});
export type Me = z.infer<typeof meResponse>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const notificationListResponse = z.object({ items: z.array(notificationSchema), unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationListResponse>;

/**
 * Realtime events sent over GET /api/events (Server-Sent Events). The SSE `event:` field is the topic.
 * Later domains add topics here (auction bids, standings) so both sides share one list.
 */
export const realtimeTopics = ['notification', 'wallet', 'auction', 'standings', 'tournament', 'requests', 'rankings'] as const;
export type RealtimeTopic = (typeof realtimeTopics)[number];

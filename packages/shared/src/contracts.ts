import { z } from 'zod';
import { accountStatuses, notificationTypes, roles } from './enums.js';
import { LOCALES } from './i18n.js';
import type { MessageId } from './messages.js';

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
  /** The language the account chose; null until chosen (the browser's then decides). */
  language: z.enum(LOCALES).nullable(),
  /**
   * Where the account's event stream resumes (GET /api/events?after=): taken before this answer and the page's other
   * reads, so the stream replays whatever they may have missed. Opaque.
   */
  eventsCursor: z.string(),
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

/**
 * A parameter of a notification stored as catalogue keys (rendered when read, in the reader's language): a literal
 * (a team's or a player's name, a count), an amount in cents (formatted in the reader's language; `bid` as bid texts
 * show amounts, formatBidAmountIn), a moment (ISO, shown as a date and time in the reader's language, in `timeZone`), or
 * another catalogue text (a word such as "deposit", rendered in the reader's language too).
 */
export type NotificationParam = string | number | { cents: number; bid?: true } | { at: string; timeZone: string } | { text: MessageId };
export type NotificationParams = Record<string, NotificationParam>;

export const notificationListQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const notificationListResponse = z.object({ items: z.array(notificationSchema), unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationListResponse>;

/**
 * Realtime events sent over GET /api/events (Server-Sent Events). The SSE `event:` field is the topic.
 * Later domains add topics here (auction bids, standings) so both sides share one list.
 */
export const realtimeTopics = ['notification', 'wallet', 'auction', 'standings', 'tournament', 'requests', 'rankings'] as const;
export type RealtimeTopic = (typeof realtimeTopics)[number];

// The events' payloads live here, beside the topics, not in their domain's module: the web's realtime handlers load
// on every page, and a domain module (leagues.ts, notifications.ts) brings all its schemas, admin texts included.

/** Data of the realtime `standings` event: refetch that league's standings. */
export const standingsEventSchema = z.object({ leagueId: z.string() });
export type StandingsEvent = z.infer<typeof standingsEventSchema>;

/**
 * The one realtime event of a broadcast (topic `notification`, to every connected account with role user): the
 * broadcast as each player lists it (one row for all of them, so one id), marked so the web does not refetch
 * the account as it does for a personal notification.
 */
export const notificationBroadcastEvent = notificationSchema.extend({ broadcast: z.literal(true) });
export type NotificationBroadcastEvent = z.infer<typeof notificationBroadcastEvent>;

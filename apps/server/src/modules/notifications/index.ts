/**
 * The notifications module's face. Other modules notify a user with `sendNotification(tx, …)` inside
 * their use case, so the notification and its realtime event exist only if the action commits.
 */
export {
  countUnread,
  recentNotificationActivity,
  publishStoredNotification,
  sendNotification,
  sendNotificationToAll,
  EVENT_MESSAGE_MAX,
  EVENT_TITLE_MAX,
  type KeyedNotification,
  type LiteralNotification,
  type NewNotification,
} from './service.js';
export { seedNotificationsDemoData } from './demo-data.js';

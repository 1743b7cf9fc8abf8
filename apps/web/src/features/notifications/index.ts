// What other features may use of notifications.
export { notificationKeys, useNotifications } from './api/get-notifications';
export { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
export { NotificationBell } from './components/notification-bell';
export { NotificationList } from './components/notification-list';

import type { Me, Notification, NotificationList } from '@arena/shared';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/me';
import { notificationKeys } from './get-notifications';

/** Applies a change to every cached notification list (whatever its limit) and to the unread count in `me`. */
export function updateNotificationCaches(
  queryClient: QueryClient,
  change: { items: (items: Notification[], limit: number) => Notification[]; unread: (count: number) => number },
): void {
  for (const [key, data] of queryClient.getQueriesData<NotificationList>({ queryKey: notificationKeys.all })) {
    if (!data) continue;
    const limit = typeof key[2] === 'number' ? key[2] : data.items.length;
    queryClient.setQueryData<NotificationList>(key, {
      items: change.items(data.items, limit),
      unreadCount: Math.max(0, change.unread(data.unreadCount)),
    });
  }
  queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, unreadNotifications: Math.max(0, change.unread(me.unreadNotifications)) } : me));
}

/**
 * A notification pushed by the server: newest first, unread count up by one. One a cached list holds already (a
 * replayed event the page's read had seen: docs/decisions/050) changes nothing; returns whether it was new.
 */
export function addIncomingNotification(queryClient: QueryClient, notification: Notification): boolean {
  const known = queryClient
    .getQueriesData<NotificationList>({ queryKey: notificationKeys.all })
    .some(([, data]) => data?.items.some((n) => n.id === notification.id));
  if (known) return false;
  updateNotificationCaches(queryClient, {
    items: (items, limit) => [notification, ...items.filter((n) => n.id !== notification.id)].slice(0, limit),
    unread: (count) => count + (notification.isRead ? 0 : 1),
  });
  return true;
}

import { NOTIFICATIONS_DASHBOARD_LIMIT, type NotificationList } from '@arena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (limit: number) => ['notifications', 'list', limit] as const,
};

/** GET /api/notifications?limit=N → the newest N notifications and the unread count. */
export function getNotifications(limit: number): Promise<NotificationList> {
  return api.get<NotificationList>('/api/notifications', { query: { limit } });
}

export function notificationsQueryOptions(limit: number = NOTIFICATIONS_DASHBOARD_LIMIT) {
  return queryOptions({
    queryKey: notificationKeys.list(limit),
    queryFn: () => getNotifications(limit),
  });
}

/** The latest notifications (10 by default, as the bell and dashboard show). */
export function useNotifications(limit: number = NOTIFICATIONS_DASHBOARD_LIMIT, options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(limit), enabled: options.enabled ?? true });
}

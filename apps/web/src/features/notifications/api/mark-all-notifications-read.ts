import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateNotificationCaches } from './cache';
import { notificationKeys } from './get-notifications';

/** POST /api/notifications/read-all */
export function markAllNotificationsRead(): Promise<unknown> {
  return api.post('/api/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      updateNotificationCaches(queryClient, {
        items: (items) => items.map((n) => ({ ...n, isRead: true })),
        unread: () => 0,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

import type { Notification } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateNotificationCaches } from './cache';
import { notificationKeys } from './get-notifications';

/** POST /api/notifications/:id/read */
export function markNotificationRead(id: string): Promise<unknown> {
  return api.post(`/api/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one notification read, updating the bell at once and reconciling with the server afterwards. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onMutate: (notification) => {
      if (notification.isRead) return;
      updateNotificationCaches(queryClient, {
        items: (items) => items.map((n) => (n.id === notification.id ? { ...n, isRead: true } : n)),
        unread: (count) => count - 1,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

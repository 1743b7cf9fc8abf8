import type {
  AdminNotifications,
  NotificationBroadcastRequest,
  NotificationRecipients,
  NotificationSendRequest,
  NotificationSendResponse,
} from '@arena/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminNotificationKeys = {
  all: ['admin', 'notifications'] as const,
  recent: ['admin', 'notifications', 'recent'] as const,
  recipients: (search: string) => ['admin', 'notifications', 'recipients', search] as const,
};

/** GET /api/admin/notifications/recipients?search= : the picker's users (role user). */
export function useNotificationRecipients(search: string) {
  return useQuery({
    queryKey: adminNotificationKeys.recipients(search),
    queryFn: () => api.get<NotificationRecipients>('/api/admin/notifications/recipients', { query: { search } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/notifications: Recent Notifications (50). */
export function useRecentNotifications() {
  return useQuery({ queryKey: adminNotificationKeys.recent, queryFn: () => api.get<AdminNotifications>('/api/admin/notifications') });
}

/** POST /api/admin/notifications: to the selected users. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSendRequest) => api.post<NotificationSendResponse>('/api/admin/notifications', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.recent }),
  });
}

/** POST /api/admin/notifications/broadcast: to every user. */
export function useBroadcastNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationBroadcastRequest) => api.post<NotificationSendResponse>('/api/admin/notifications/broadcast', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.recent }),
  });
}

import { notificationBroadcastEvent, notificationSchema } from '@arena/shared';
import { notifications } from '@mantine/notifications';
import type { RealtimeHandlers } from '@/lib/feature';
import { meQueryKey } from '@/lib/me';
import { addIncomingNotification, updateNotificationCaches } from './api/cache';
import { notificationKeys } from './api/get-notifications';
import { notificationColor } from './components/notification-colors';

/**
 * `notification`: prepended to the cached lists, unread count +1, shown as a toast. Notifications announce
 * account changes (verified, banned, verification removed), so the account is refetched too.
 * A broadcast (one event for every player, each with their own row) is shown as a toast, raises the unread
 * count at once and refetches the lists, which then hold the player's own row.
 */
export const notificationsRealtime: RealtimeHandlers = {
  events: {
    notification: (data, queryClient) => {
      const broadcast = notificationBroadcastEvent.safeParse(data);
      if (broadcast.success) {
        updateNotificationCaches(queryClient, { items: (items) => items, unread: (count) => count + 1 });
        notifications.show({ title: broadcast.data.title, message: broadcast.data.message, color: notificationColor[broadcast.data.type] });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        return;
      }
      const parsed = notificationSchema.safeParse(data);
      if (!parsed.success) return;
      addIncomingNotification(queryClient, parsed.data);
      notifications.show({ title: parsed.data.title, message: parsed.data.message, color: notificationColor[parsed.data.type] });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  },
  onConnect: (queryClient) => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
};

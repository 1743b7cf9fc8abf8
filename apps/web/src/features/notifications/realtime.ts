import { notifications } from '@mantine/notifications';
import type { RealtimeHandlers } from '@/lib/feature';
import { loadOnce } from '@/lib/load-once';
import { meQueryKey } from '@/lib/me';
import { addIncomingNotification } from './api/cache';
import { notificationKeys } from './api/get-notifications';
import { notificationColor } from './components/notification-colors';

// Loaded with the first notification, not with the stream: zod's evaluation was one long task of a slow phone's
// start (the events are handled in the order they came).
const loadSchemas = loadOnce(() => import('./realtime-events'));

/**
 * `notification`: prepended to the cached lists, unread count +1, shown as a toast. Notifications announce
 * account changes (verified, banned, verification removed), so the account is refetched too; a broadcast
 * (one row that every player lists, so the event carries its id) announces none, and is only prepended and shown.
 */
export const notificationsRealtime: RealtimeHandlers = {
  events: {
    notification: (data, queryClient) =>
      loadSchemas().then(
        ({ notificationBroadcastEvent, notificationSchema }) => {
          const parsed = notificationSchema.safeParse(data);
          if (!parsed.success) return;
          if (!addIncomingNotification(queryClient, parsed.data)) return;
          notifications.show({ title: parsed.data.title, message: parsed.data.message, color: notificationColor[parsed.data.type] });
          if (!notificationBroadcastEvent.safeParse(data).success) void queryClient.invalidateQueries({ queryKey: meQueryKey });
        },
        // Not loaded (the connection dropped): the lists and the account are read again.
        () => {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        },
      ),
  },
  onResync: (queryClient) => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
};

import { notificationSchema } from '@arena/shared';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { meQueryKey, useMe } from '@/features/auth/api/get-me';
import { addIncomingNotification } from '@/features/notifications/api/cache';
import { notificationKeys } from '@/features/notifications/api/get-notifications';
import { notificationColor } from '@/features/notifications/components/notification-colors';
import { invalidateWallet } from '@/features/wallet/api/invalidate';
import { myVerificationKey } from '@/features/verification/api/get-my-verification';

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * One EventSource on /api/events for the signed-in account (Server-Sent Events, cookie-authenticated).
 * - `notification`: prepended to the cached lists, unread count +1, shown as a toast;
 * - `wallet`: the account (and so every balance shown), the wallet, its transaction lists and chart are refetched.
 * The browser reconnects by itself after a dropped connection; when the server refuses the stream
 * (signed out, restarted) the source is closed and we retry with back-off and re-check the session.
 * After any reconnect, lists are refetched because events may have been missed meanwhile.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const accountId = me?.id;

  useEffect(() => {
    if (!accountId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let opened = false;
    let stopped = false;

    const connect = () => {
      source = new EventSource('/api/events', { withCredentials: true });
      source.addEventListener('open', () => {
        if (opened || attempts > 0) {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          void invalidateWallet(queryClient);
        }
        opened = true;
        attempts = 0;
      });
      source.addEventListener('notification', (event) => {
        const parsed = notificationSchema.safeParse(safeJson((event as MessageEvent<string>).data));
        if (!parsed.success) return;
        addIncomingNotification(queryClient, parsed.data);
        notifications.show({
          title: parsed.data.title,
          message: parsed.data.message,
          color: notificationColor[parsed.data.type],
        });
        // Notifications announce account changes (verified, banned, verification removed): refresh the
        // account and verification views so an open page shows the new state without a reload.
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void queryClient.invalidateQueries({ queryKey: myVerificationKey });
      });
      source.addEventListener('wallet', () => {
        void invalidateWallet(queryClient);
      });
      source.addEventListener('error', () => {
        if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
        // The server refused or ended the stream for good: maybe the session is gone.
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        attempts += 1;
        const delay = Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** Math.min(attempts, 5));
        retryTimer = setTimeout(connect, delay);
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [accountId, queryClient]);

  return children;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

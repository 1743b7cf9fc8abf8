import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { colorSchemeManager, cssVariablesResolver, theme } from '@/config/theme';
import { queryClient as browserQueryClient } from '@/lib/query-client';
import { RealtimeProvider } from './realtime-provider';

// Toasts never show at first paint: their container loads with the first toast. `notifications.show()` puts it in
// Mantine's store (a few lines, in the first load), and it appears once the container is there.
const Notifications = lazy(() => import('./toasts').then((m) => ({ default: m.Notifications })));

const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/**
 * The toast container, from the first toast on. Mounted with the page, its code's preloads (a stylesheet among
 * them) and its portal's second, synchronous render were two long tasks of a slow phone's start (about 100 ms at
 * 4x CPU on /login, more on /dashboard), for toasts most visits never show.
 */
function Toasts() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    if (hasToasts()) return void setShown(true);
    const unsubscribe = notificationsStore.subscribe(() => {
      if (hasToasts()) setShown(true);
    });
    return () => void unsubscribe();
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={4} />
    </Suspense>
  ) : null;
}

/**
 * Everything the screens rely on: theme and colour scheme, toasts, server state, realtime events. The page uses
 * the one browser-wide query client; a render on the server brings its own, so one visitor's data never meets
 * another's.
 */
export function AppProvider({ children, queryClient = browserQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider>{children}</RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

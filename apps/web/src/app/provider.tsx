import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { colorSchemeManager, cssVariablesResolver, theme } from '@/config/theme';
import { queryClient } from '@/lib/query-client';
import { RealtimeProvider } from './realtime-provider';

// Toasts never show at first paint: their container loads after it. `notifications.show()` called before then waits in
// Mantine's store and appears once it is there.
const Notifications = lazy(() => import('./toasts').then((m) => ({ default: m.Notifications })));

/** Everything the screens rely on: theme and colour scheme, toasts, server state, realtime events. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={4} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider>{children}</RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { colorSchemeManager, cssVariablesResolver, theme } from '@/config/theme';
import { queryClient as browserQueryClient } from '@/lib/query-client';
import { RealtimeProvider } from './realtime-provider';

// Toasts never show at first paint: their container loads after it. `notifications.show()` called before then waits in
// Mantine's store and appears once it is there.
const Notifications = lazy(() => import('./toasts').then((m) => ({ default: m.Notifications })));

/**
 * Everything the screens rely on: theme and colour scheme, toasts, server state, realtime events. The page uses
 * the one browser-wide query client; a render on the server brings its own, so one visitor's data never meets
 * another's.
 */
export function AppProvider({ children, queryClient = browserQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
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

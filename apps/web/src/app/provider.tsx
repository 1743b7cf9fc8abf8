import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { colorSchemeManager, cssVariablesResolver, theme } from '@/config/theme';
import { queryClient } from '@/lib/query-client';
import { RealtimeProvider } from './realtime-provider';

/** Everything the screens rely on: theme and colour scheme, toasts, server state, realtime events. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: 'en' }}>
        <Notifications position="top-right" limit={4} />
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider>{children}</RealtimeProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

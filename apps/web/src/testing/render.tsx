import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '@/config/theme';

export { WAIT_FOR_MS } from './wait';

/** A query client for one test: no retries, nothing shared between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface RenderOptions {
  /** The URL the memory router starts at (path and query string). */
  url?: string;
  queryClient?: QueryClient;
}

/**
 * Renders a screen part with what it needs around it: Mantine (theme), TanStack Query and a memory router
 * whose location the test can read (`router.state.location`).
 */
export function renderWithProviders(
  ui: ReactNode,
  options: RenderOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.url ?? '/'] });
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

/** Sets the simulated window width (media queries follow) for layout tests. */
export function setViewportWidth(width: number): void {
  const happy = (window as unknown as { happyDOM?: { setViewport?: (v: { width: number; height?: number }) => void } }).happyDOM;
  if (happy?.setViewport) happy.setViewport({ width, height: 800 });
  else Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

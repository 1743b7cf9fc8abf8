import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // In the browser an answer no screen uses stays a day (not 5 minutes), so the copy kept for offline reading
      // (decision 047) still holds the pages the player saw earlier in the day. Not on the server (the build's and the
      // server's renders), where a timer would keep the process alive that long.
      ...(typeof window !== 'undefined' && { gcTime: 24 * 60 * 60 * 1000 }),
      refetchOnWindowFocus: true,
      // A 4xx will not get better by asking again; a network blip or a 5xx might.
      retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

// A page opened offline starts with its requests paused (TanStack Query assumes online until an event says not):
// the kept answers show instead of failed requests, and they are asked for again when the connection returns.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

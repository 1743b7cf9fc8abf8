import { onlineManager, QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A QueryClient whose invalidation always ends in an answer read after it. React Query lets a query still in its
 * first fetch keep that fetch's answer when invalidated (it hands the refetch the promise already in flight), so a
 * screen that started reading just before a realtime event (a bracket mounted as the admin drew it) kept showing what
 * it read before the change. Such a query is invalidated again once that first fetch settles.
 */
export class ArenaQueryClient extends QueryClient {
  override invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    for (const query of this.getQueryCache().findAll(filters)) {
      if (query.state.data === undefined && query.state.fetchStatus === 'fetching') this.invalidateOnceFetched(query);
    }
    return super.invalidateQueries(filters, options);
  }

  private invalidateOnceFetched(query: Query): void {
    const stop = this.getQueryCache().subscribe((event) => {
      if (event.query !== query) return;
      if (event.type === 'removed') stop();
      else if (query.state.fetchStatus === 'idle') {
        stop();
        // Once: a query whose reads keep failing is not asked again and again.
        void super.invalidateQueries({ queryKey: query.queryKey, exact: true });
      }
    });
  }
}

export const queryClient = new ArenaQueryClient({
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

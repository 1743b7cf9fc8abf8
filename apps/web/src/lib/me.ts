import type { Me } from '@arena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/**
 * GET /api/me: the signed-in account, or null when signed out. The server answers 200 with `null` for a
 * visitor without a live session (so an anonymous page load logs no failed request); a 401 from an older
 * server means the same.
 */
export async function getMe(): Promise<Me | null> {
  try {
    return (await api.get<Me | null>('/api/me')) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  staleTime: 60_000,
  retry: 1,
});

/** Session state of the whole app: `data` is the account, null when signed out, undefined while loading. */
export function useMe() {
  return useQuery(meQueryOptions);
}

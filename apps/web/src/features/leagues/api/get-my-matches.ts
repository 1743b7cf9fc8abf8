import type { MyMatches } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** GET /api/leagues/my-matches: matches of the teams the user manages, by date. */
export function getMyMatches(): Promise<MyMatches> {
  return api.get<MyMatches>('/api/leagues/my-matches');
}

export function useMyMatches(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: leagueKeys.myMatches, queryFn: getMyMatches, enabled: options.enabled ?? true });
}

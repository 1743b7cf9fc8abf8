import type { LeagueList, LeagueListQuery } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** GET /api/leagues: the leagues of a tab (upcoming = active, active = started, completed), newest first. */
export function getLeagues(query: LeagueListQuery): Promise<LeagueList> {
  return api.get<LeagueList>('/api/leagues', { query: { tab: query.tab, search: query.search } });
}

export function useLeagues(query: LeagueListQuery) {
  return useQuery({ queryKey: leagueKeys.list(query), queryFn: () => getLeagues(query), placeholderData: keepPreviousData });
}

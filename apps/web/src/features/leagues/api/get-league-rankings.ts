import type { SavedLeagueRankingList, SavedLeagueRankingListQuery } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** GET /api/league-rankings: public saved standings, newest first. */
export function getLeagueRankings(query: SavedLeagueRankingListQuery): Promise<SavedLeagueRankingList> {
  return api.get<SavedLeagueRankingList>('/api/league-rankings', { query: { search: query.search, status: query.status } });
}

export function useLeagueRankings(query: SavedLeagueRankingListQuery) {
  return useQuery({ queryKey: leagueKeys.savedRankings(query), queryFn: () => getLeagueRankings(query), placeholderData: keepPreviousData });
}

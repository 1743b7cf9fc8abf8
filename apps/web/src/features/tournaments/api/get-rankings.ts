import type { SavedRankingsQuery, SavedRankingsResponse } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tournamentKeys } from './keys';

/** GET /api/tournament-rankings: published results, newest first, each with its saved bracket. */
export function getTournamentRankings(query: SavedRankingsQuery): Promise<SavedRankingsResponse> {
  return api.get<SavedRankingsResponse>('/api/tournament-rankings', { query: { status: query.status, search: query.search } });
}

export function useTournamentRankings(query: SavedRankingsQuery) {
  return useQuery({ queryKey: tournamentKeys.rankings(query), queryFn: () => getTournamentRankings(query), placeholderData: keepPreviousData });
}

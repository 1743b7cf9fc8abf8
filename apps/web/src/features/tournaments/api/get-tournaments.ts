import type { TournamentListQuery, UserTournamentList } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tournamentKeys } from './keys';

/** GET /api/tournaments: teams, free team names, places left and the caller's enrollment and team, newest first. */
export function getTournaments(query: TournamentListQuery): Promise<UserTournamentList> {
  return api.get<UserTournamentList>('/api/tournaments', { query: { status: query.status, search: query.search } });
}

export function useTournaments(query: TournamentListQuery) {
  return useQuery({ queryKey: tournamentKeys.list(query), queryFn: () => getTournaments(query), placeholderData: keepPreviousData });
}

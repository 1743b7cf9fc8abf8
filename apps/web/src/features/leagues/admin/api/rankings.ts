import type {
  AdminLeagueRankings,
  AdminLeagueRankingsQuery,
  LeagueMessageResponse,
  SaveStandingsRequest,
  SaveStandingsResponse,
  StandingResponse,
  UpdateStandingRequest,
} from '@arena/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLeagueKeys } from './keys';
import { invalidateLeagues } from './leagues';

/** GET /api/admin/league-rankings: started and completed leagues with their standings and saved snapshots. */
export function useAdminLeagueRankings(query: AdminLeagueRankingsQuery) {
  return useQuery({
    queryKey: adminLeagueKeys.rankings(query),
    queryFn: () => api.get<AdminLeagueRankings>('/api/admin/league-rankings', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

function useRankingMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateLeagues(queryClient) });
}

/** PUT /api/admin/league-rankings/:id (audited manual edit) */
export const useUpdateStanding = () =>
  useRankingMutation((input: { id: string; body: UpdateStandingRequest }) =>
    api.put<StandingResponse>(`/api/admin/league-rankings/${encodeURIComponent(input.id)}`, input.body),
  );

/** POST /api/admin/leagues/:id/rankings/recalculate: points = wins × 3 + draws. */
export const useRecalculatePoints = () =>
  useRankingMutation((leagueId: string) =>
    api.post<StandingResponse>(`/api/admin/leagues/${encodeURIComponent(leagueId)}/rankings/recalculate`, { mode: 'points' }),
  );

/** POST /api/admin/leagues/:id/complete */
export const useCompleteLeague = () =>
  useRankingMutation((leagueId: string) => api.post<LeagueMessageResponse>(`/api/admin/leagues/${encodeURIComponent(leagueId)}/complete`));

/** POST /api/admin/leagues/:id/saved-rankings: a snapshot later edits do not change. */
export const useSaveStandings = () =>
  useRankingMutation((input: { leagueId: string; body: SaveStandingsRequest }) =>
    api.post<SaveStandingsResponse>(`/api/admin/leagues/${encodeURIComponent(input.leagueId)}/saved-rankings`, input.body),
  );

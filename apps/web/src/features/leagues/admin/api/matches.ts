import type {
  AdminLeagueMatchListQuery,
  CreateLeagueMatchRequest,
  GenerateScheduleRequest,
  GenerateScheduleResponse,
  LeagueCalendar,
  LeagueMatchList,
  LeagueMatchResponse,
  LeagueMessageResponse,
} from '@arena/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLeagueKeys } from './keys';
import { invalidateLeagues } from './leagues';

/** GET /api/admin/league-matches: by date; filtered by league, searched on team or league names. */
export function useLeagueMatches(query: AdminLeagueMatchListQuery) {
  return useQuery({
    queryKey: adminLeagueKeys.matches(query),
    queryFn: () => api.get<LeagueMatchList>('/api/admin/league-matches', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/league-calendar: a month of matches grouped by the admin's local day. */
export function useLeagueCalendar(query: { month: string; tzOffsetMinutes: number; leagueId?: string }) {
  return useQuery({
    queryKey: adminLeagueKeys.calendar(query),
    queryFn: () => api.get<LeagueCalendar>('/api/admin/league-calendar', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

function useMatchMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateLeagues(queryClient) });
}

const matchUrl = (id: string) => `/api/admin/league-matches/${encodeURIComponent(id)}`;

/** POST /api/admin/league-matches */
export const useCreateMatch = () => useMatchMutation((body: CreateLeagueMatchRequest) => api.post<LeagueMatchResponse>('/api/admin/league-matches', body));

/** POST /api/admin/league-matches/generate */
export const useGenerateSchedule = () =>
  useMatchMutation((body: GenerateScheduleRequest) => api.post<GenerateScheduleResponse>('/api/admin/league-matches/generate', body));

/** PATCH /api/admin/league-matches/:id/score ('' clears it); the standings are recomputed in the same transaction. */
export const useSetScore = () =>
  useMatchMutation((input: { id: string; score: string }) => api.patch<LeagueMatchResponse>(`${matchUrl(input.id)}/score`, { score: input.score }));

/** DELETE /api/admin/league-matches/:id */
export const useDeleteMatch = () => useMatchMutation((id: string) => api.delete<LeagueMessageResponse>(matchUrl(id)));

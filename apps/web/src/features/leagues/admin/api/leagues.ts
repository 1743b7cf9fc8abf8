import type {
  AddAvailableTeamRequest,
  AddLeagueTeamRequest,
  AdminLeagueListQuery,
  AdminLeagueList,
  AdminLeagueResponse,
  DeleteLeagueResponse,
  LeagueChampionResponse,
  LeagueInput,
  LeagueStatusValue,
} from '@arena/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLeagueKeys } from './keys';

/** Every league screen of the back office shows league data: a change refetches them all (and the player's lists). */
export function invalidateLeagues(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminLeagueKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['leagues'] });
}

/** GET /api/admin/leagues: leagues with teams, available teams and counts, newest first. */
export function useAdminLeagues(query: AdminLeagueListQuery) {
  return useQuery({
    queryKey: adminLeagueKeys.list(query),
    queryFn: () => api.get<AdminLeagueList>('/api/admin/leagues', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

function useLeagueMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  // Refetch after a failure too: a 409 means the league changed under us.
  return useMutation({ mutationFn: fn, onSettled: () => invalidateLeagues(queryClient) });
}

const leagueUrl = (id: string) => `/api/admin/leagues/${encodeURIComponent(id)}`;

/** POST /api/admin/leagues (new) or PUT /api/admin/leagues/:id (edit). */
export const useSaveLeague = () =>
  useLeagueMutation((input: { id: string | null; body: LeagueInput }) =>
    input.id ? api.put<AdminLeagueResponse>(leagueUrl(input.id), input.body) : api.post<AdminLeagueResponse>('/api/admin/leagues', input.body),
  );

/** POST /api/admin/leagues/:id/status: started initialises the standings; cancelled refunds unused entry fees. */
export const useSetLeagueStatus = () =>
  useLeagueMutation((input: { id: string; status: LeagueStatusValue }) =>
    api.post<AdminLeagueResponse>(`${leagueUrl(input.id)}/status`, { status: input.status }),
  );

/** DELETE /api/admin/leagues/:id: refunds unused entry fees exactly once (the key makes a retry safe). */
export const useDeleteLeague = () =>
  useLeagueMutation((input: { id: string; idempotencyKey: string }) =>
    api.delete<DeleteLeagueResponse>(leagueUrl(input.id), { headers: { 'Idempotency-Key': input.idempotencyKey } }),
  );

/** POST /api/admin/leagues/:id/teams */
export const useAddTeam = () =>
  useLeagueMutation((input: { id: string; body: AddLeagueTeamRequest }) => api.post<AdminLeagueResponse>(`${leagueUrl(input.id)}/teams`, input.body));

/** DELETE /api/admin/leagues/:id/teams/:teamId */
export const useDeleteTeam = () =>
  useLeagueMutation((input: { id: string; teamId: string }) =>
    api.delete<AdminLeagueResponse>(`${leagueUrl(input.id)}/teams/${encodeURIComponent(input.teamId)}`),
  );

/** POST /api/admin/leagues/:id/available-teams */
export const useAddAvailableTeam = () =>
  useLeagueMutation((input: { id: string; body: AddAvailableTeamRequest }) =>
    api.post<AdminLeagueResponse>(`${leagueUrl(input.id)}/available-teams`, input.body),
  );

/** DELETE /api/admin/leagues/:id/available-teams/:availableTeamId */
export const useDeleteAvailableTeam = () =>
  useLeagueMutation((input: { id: string; availableTeamId: string }) =>
    api.delete<AdminLeagueResponse>(`${leagueUrl(input.id)}/available-teams/${encodeURIComponent(input.availableTeamId)}`),
  );

/** POST /api/admin/leagues/:id/champion: completes the league and pays the prize once. */
export const useSetChampion = () =>
  useLeagueMutation((input: { id: string; teamId: string; idempotencyKey: string }) =>
    api.post<LeagueChampionResponse>(`${leagueUrl(input.id)}/champion`, { teamId: input.teamId }, { headers: { 'Idempotency-Key': input.idempotencyKey } }),
  );

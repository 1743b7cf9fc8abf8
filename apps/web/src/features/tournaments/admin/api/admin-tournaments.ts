import type {
  AdminMatchList,
  AdminTournamentList,
  AdminTournamentListQuery,
  BracketActionResponse,
  CalendarResponse,
  CreateMatchRequest,
  DeleteTournamentResponse,
  MatchMutationResponse,
  SavedRankingsQuery,
  SavedRankingsResponse,
  SaveResultsRequest,
  TeamMutationResponse,
  TournamentActionResponse,
  TournamentBracket,
  TournamentFormRequest,
  TournamentMutationResponse,
  TournamentStatus,
  UpdateMatchRequest,
} from '@arena/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency';

/**
 * The back office's tournament calls (/api/admin/tournaments…, /api/admin/matches…, /api/admin/calendar,
 * /api/admin/tournament-rankings). Every key starts with 'tournaments', so one invalidation (after any admin
 * action, or on a realtime `tournament` event) refreshes every open tournament view, the player's included.
 */
export const adminTournamentKeys = {
  all: ['tournaments'] as const,
  list: (query: AdminTournamentListQuery) => ['tournaments', 'admin', 'list', query] as const,
  matches: (tournamentId: string | null) => ['tournaments', 'admin', 'matches', tournamentId ?? 'all'] as const,
  bracket: (tournamentId: string) => ['tournaments', 'admin', 'bracket', tournamentId] as const,
  calendar: (year: number, month: number) => ['tournaments', 'admin', 'calendar', year, month] as const,
  saved: (query: SavedRankingsQuery) => ['tournaments', 'admin', 'saved', query] as const,
};

export function useAdminTournaments(query: AdminTournamentListQuery = {}) {
  return useQuery({
    queryKey: adminTournamentKeys.list(query),
    queryFn: () => api.get<AdminTournamentList>('/api/admin/tournaments', { query: { status: query.status, search: query.search } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMatches(tournamentId: string | null) {
  return useQuery({
    queryKey: adminTournamentKeys.matches(tournamentId),
    queryFn: () => api.get<AdminMatchList>('/api/admin/matches', { query: { tournamentId: tournamentId ?? undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBracket(tournamentId: string | null) {
  return useQuery({
    queryKey: adminTournamentKeys.bracket(tournamentId ?? ''),
    queryFn: () => api.get<TournamentBracket>(`/api/admin/tournaments/${tournamentId}/bracket`),
    enabled: tournamentId !== null,
  });
}

export function useCalendarEvents(year: number, month: number) {
  return useQuery({
    queryKey: adminTournamentKeys.calendar(year, month),
    queryFn: () => api.get<CalendarResponse>('/api/admin/calendar', { query: { year, month } }),
    placeholderData: keepPreviousData,
  });
}

export function useSavedTournamentRankings(query: SavedRankingsQuery = {}) {
  return useQuery({
    queryKey: adminTournamentKeys.saved(query),
    queryFn: () => api.get<SavedRankingsResponse>('/api/admin/tournament-rankings', { query: { status: query.status, search: query.search } }),
  });
}

/** A back-office mutation that refreshes every tournament view when it settles (also after a refusal: the server may know better). */
function useTournamentMutation<Input, Output>(fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminTournamentKeys.all }) });
}

/** Money-moving calls carry an Idempotency-Key: a retried click is answered with the first result. */
const moneyHeaders = () => ({ headers: { 'Idempotency-Key': newIdempotencyKey() } });

export const useSaveTournament = () =>
  useTournamentMutation((input: { id: string | null; body: TournamentFormRequest }) =>
    input.id
      ? api.put<TournamentMutationResponse>(`/api/admin/tournaments/${input.id}`, input.body)
      : api.post<TournamentMutationResponse>('/api/admin/tournaments', input.body),
  );

export const useSetTournamentStatus = () =>
  useTournamentMutation((input: { id: string; status: TournamentStatus }) =>
    api.patch<TournamentMutationResponse>(`/api/admin/tournaments/${input.id}/status`, { status: input.status }),
  );

export const useDeleteTournament = () =>
  useTournamentMutation((id: string) => api.delete<DeleteTournamentResponse>(`/api/admin/tournaments/${id}`, moneyHeaders()));

export const useAddAvailableTeam = () =>
  useTournamentMutation((input: { tournamentId: string; name: string }) =>
    api.post<{ message: string }>(`/api/admin/tournaments/${input.tournamentId}/available-teams`, { name: input.name }),
  );

export const useRemoveAvailableTeam = () =>
  useTournamentMutation((input: { tournamentId: string; availableTeamId: string }) =>
    api.delete<TournamentActionResponse>(`/api/admin/tournaments/${input.tournamentId}/available-teams/${input.availableTeamId}`),
  );

export const useAddTournamentTeam = () =>
  useTournamentMutation((input: { tournamentId: string; name: string; userId: string | null }) =>
    api.post<TeamMutationResponse>(`/api/admin/tournaments/${input.tournamentId}/teams`, { name: input.name, userId: input.userId }),
  );

export const useRemoveTournamentTeam = () =>
  useTournamentMutation((input: { tournamentId: string; teamId: string }) =>
    api.delete<TournamentActionResponse>(`/api/admin/tournaments/${input.tournamentId}/teams/${input.teamId}`),
  );

export const useAdvanceTeam = () =>
  useTournamentMutation((teamId: string) =>
    api.post<BracketActionResponse & { stage: string }>(`/api/admin/tournament-teams/${teamId}/advance`, undefined, moneyHeaders()),
  );

export const useGenerateMatches = () =>
  useTournamentMutation((tournamentId: string) => api.post<BracketActionResponse>(`/api/admin/tournaments/${tournamentId}/generate-matches`, {}));

export const useDeleteAllMatches = () =>
  useTournamentMutation((tournamentId: string) => api.delete<BracketActionResponse>(`/api/admin/tournaments/${tournamentId}/matches`));

export const useGenerateNextRound = () =>
  useTournamentMutation((tournamentId: string) => api.post<BracketActionResponse>(`/api/admin/tournaments/${tournamentId}/next-round`));

export const useAdvanceTournament = () =>
  useTournamentMutation((tournamentId: string) => api.post<BracketActionResponse>(`/api/admin/tournaments/${tournamentId}/advance`, undefined, moneyHeaders()));

export const useSetChampion = () =>
  useTournamentMutation((input: { tournamentId: string; teamId: string }) =>
    api.post<BracketActionResponse>(`/api/admin/tournaments/${input.tournamentId}/champion`, { teamId: input.teamId }, moneyHeaders()),
  );

export const useSaveResults = () =>
  useTournamentMutation((input: { tournamentId: string; body: SaveResultsRequest }) =>
    api.post<{ message: string }>(`/api/admin/tournaments/${input.tournamentId}/results`, input.body),
  );

export const useCreateMatch = () => useTournamentMutation((body: CreateMatchRequest) => api.post<MatchMutationResponse>('/api/admin/matches', body));

export const useUpdateMatch = () =>
  useTournamentMutation((input: { matchId: string; body: UpdateMatchRequest }) =>
    api.patch<MatchMutationResponse>(`/api/admin/matches/${input.matchId}`, input.body),
  );

export const useUpdateMatchScore = () =>
  useTournamentMutation((input: { matchId: string; score: string | null }) =>
    api.patch<MatchMutationResponse>(`/api/admin/matches/${input.matchId}/score`, { score: input.score }),
  );

export const useSetMatchWinner = () =>
  useTournamentMutation((input: { matchId: string; teamId: string }) =>
    api.post<MatchMutationResponse>(`/api/admin/matches/${input.matchId}/winner`, { teamId: input.teamId }),
  );

export const useDeleteMatch = () => useTournamentMutation((matchId: string) => api.delete<TournamentActionResponse>(`/api/admin/matches/${matchId}`));

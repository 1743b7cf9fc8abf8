import type { AdminCompetitionList, CompetitionMutationResponse, LeagueCompetitionInput } from '@arena/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLeagueKeys } from './keys';

/** A league's competitions in the back office: under `adminLeagueKeys.all`, so any league change refetches them too. */
const competitionsKey = (leagueId: string) => [...adminLeagueKeys.all, 'competitions', leagueId] as const;
const competitionsUrl = (leagueId: string) => `/api/admin/leagues/${encodeURIComponent(leagueId)}/competitions`;

/** GET /api/admin/leagues/:id/competitions: by start date, each with how many requests name it. */
export function useLeagueCompetitions(leagueId: string) {
  return useQuery({
    queryKey: competitionsKey(leagueId),
    queryFn: () => api.get<AdminCompetitionList>(competitionsUrl(leagueId)),
  });
}

function useCompetitionMutation<I>(leagueId: string, fn: (input: I) => Promise<CompetitionMutationResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Refetch after a failure too: a 409 means the list changed under us.
    onSettled: () => queryClient.invalidateQueries({ queryKey: competitionsKey(leagueId) }),
  });
}

/** POST (new) or PUT (edit) a competition of the league. */
export const useSaveCompetition = (leagueId: string) =>
  useCompetitionMutation(leagueId, (input: { id: string | null; body: LeagueCompetitionInput }) =>
    input.id
      ? api.put<CompetitionMutationResponse>(`${competitionsUrl(leagueId)}/${encodeURIComponent(input.id)}`, input.body)
      : api.post<CompetitionMutationResponse>(competitionsUrl(leagueId), input.body),
  );

/** DELETE a competition no request names (the server refuses otherwise, with its reason). */
export const useDeleteCompetition = (leagueId: string) =>
  useCompetitionMutation(leagueId, (id: string) => api.delete<CompetitionMutationResponse>(`${competitionsUrl(leagueId)}/${encodeURIComponent(id)}`));

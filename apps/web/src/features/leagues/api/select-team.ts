import type { LeagueSelectTeamRequest, LeagueSelectTeamResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** POST /api/leagues/:id/team: once the enrollment is approved, once only. */
export function selectTeam(input: { leagueId: string } & LeagueSelectTeamRequest): Promise<LeagueSelectTeamResponse> {
  return api.post<LeagueSelectTeamResponse>(`/api/leagues/${input.leagueId}/team`, { availableTeamId: input.availableTeamId });
}

export function useSelectTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: selectTeam, onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.all }) });
}

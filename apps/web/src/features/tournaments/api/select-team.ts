import type { SelectTeamResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tournamentKeys } from './keys';

/** POST /api/tournaments/:id/select-team → 201 once the enrollment is approved ('Selected team not found' for a name gone meanwhile). */
export function selectTournamentTeam(input: { tournamentId: string; availableTeamId: string }): Promise<SelectTeamResponse> {
  return api.post<SelectTeamResponse>(`/api/tournaments/${input.tournamentId}/select-team`, { availableTeamId: input.availableTeamId });
}

export function useSelectTournamentTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: selectTournamentTeam, onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }) });
}

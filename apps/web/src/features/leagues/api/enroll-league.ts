import type { LeagueEnrollResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/features/wallet';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/**
 * POST /api/leagues/:id/enroll → 201: the entry fee is charged and the pending request filed in one
 * transaction. The Idempotency-Key makes a retried click safe: the fee is charged once.
 */
export function enrollLeague(input: { leagueId: string; idempotencyKey: string }): Promise<LeagueEnrollResponse> {
  return api.post<LeagueEnrollResponse>(`/api/leagues/${input.leagueId}/enroll`, undefined, { headers: { 'Idempotency-Key': input.idempotencyKey } });
}

export function useEnrollLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollLeague,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: leagueKeys.all }), invalidateWallet(queryClient)]),
  });
}

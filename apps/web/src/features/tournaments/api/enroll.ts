import type { EnrollResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/features/wallet';
import { api } from '@/lib/api-client';
import { tournamentKeys } from './keys';

/**
 * POST /api/tournaments/:id/enroll → 201: the entry fee is charged and a pending request filed in one
 * transaction. The Idempotency-Key makes a retried click safe: the server charges once.
 */
export function enrollInTournament(input: { tournamentId: string; idempotencyKey: string }): Promise<EnrollResponse> {
  return api.post<EnrollResponse>(`/api/tournaments/${input.tournamentId}/enroll`, undefined, { headers: { 'Idempotency-Key': input.idempotencyKey } });
}

export function useEnrollTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollInTournament,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: tournamentKeys.all }), invalidateWallet(queryClient)]),
  });
}

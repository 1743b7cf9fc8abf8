import type { PlaceBidResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/features/wallet';
import { api } from '@/lib/api-client';
import { marketKeys } from './keys';

/**
 * POST /api/marketplace/players/:id/bids → 201; the amount is held from the available balance.
 * The Idempotency-Key makes a retried click safe: the server places one bid.
 */
export function placeBid(input: { playerId: string; amountDollars: number; idempotencyKey: string }): Promise<PlaceBidResponse> {
  return api.post<PlaceBidResponse>(
    `/api/marketplace/players/${input.playerId}/bids`,
    { amountDollars: input.amountDollars },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: marketKeys.all }), invalidateWallet(queryClient)]),
  });
}

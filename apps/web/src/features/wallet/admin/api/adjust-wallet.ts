import type { AdjustWalletRequest, AdjustWalletResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterWalletChange } from './invalidate';

/**
 * POST /api/admin/wallets/:userId/adjust {amountDollars, note?}: whole dollars, negative removes (never below
 * zero available: 409 INSUFFICIENT_FUNDS). The user is notified 'Funds Added' / 'Funds Deducted'.
 */
export function adjustWallet(input: { userId: string; body: AdjustWalletRequest; idempotencyKey: string }): Promise<AdjustWalletResponse> {
  return api.post<AdjustWalletResponse>(`/api/admin/wallets/${encodeURIComponent(input.userId)}/adjust`, input.body, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustWallet, onSuccess: () => invalidateAfterWalletChange(queryClient) });
}

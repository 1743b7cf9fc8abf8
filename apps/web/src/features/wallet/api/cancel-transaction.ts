import type { WalletActionResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateWallet } from './invalidate';

/**
 * POST /api/wallet/transactions/:id/cancel: the user's own pending request; a withdrawal's hold is released.
 * 409 CONFLICT when an admin processed it meanwhile.
 */
export function cancelTransaction(input: { id: string; idempotencyKey: string }): Promise<WalletActionResponse> {
  return api.post<WalletActionResponse>(`/api/wallet/transactions/${encodeURIComponent(input.id)}/cancel`, undefined, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useCancelTransaction() {
  const queryClient = useQueryClient();
  // Refetch on failure too: a 409 means the row changed and the list should show how.
  return useMutation({ mutationFn: cancelTransaction, onSettled: () => invalidateWallet(queryClient) });
}

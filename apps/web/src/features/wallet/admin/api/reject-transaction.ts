import type { RejectTransactionRequest, WalletActionResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterWalletChange } from './invalidate';

/**
 * POST /api/admin/wallet-transactions/:id/reject {reason?}: a withdrawal's hold is released; the user is
 * notified with the reason. 409 CONFLICT when another admin processed it first.
 */
export function rejectTransaction(input: { id: string; body: RejectTransactionRequest; idempotencyKey: string }): Promise<WalletActionResponse> {
  return api.post<WalletActionResponse>(`/api/admin/wallet-transactions/${encodeURIComponent(input.id)}/reject`, input.body, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useRejectTransaction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectTransaction, onSettled: () => invalidateAfterWalletChange(queryClient) });
}

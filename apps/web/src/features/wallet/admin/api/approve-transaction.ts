import type { WalletActionResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterWalletChange } from './invalidate';

/**
 * POST /api/admin/wallet-transactions/:id/approve: a deposit is credited, a withdrawal's hold is paid out.
 * 409 CONFLICT when another admin processed it first. The Idempotency-Key makes a retry safe.
 */
export function approveTransaction(input: { id: string; idempotencyKey: string }): Promise<WalletActionResponse> {
  return api.post<WalletActionResponse>(`/api/admin/wallet-transactions/${encodeURIComponent(input.id)}/approve`, undefined, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useApproveTransaction() {
  const queryClient = useQueryClient();
  // Refetch after a failure too: a 409 means the row changed under us.
  return useMutation({ mutationFn: approveTransaction, onSettled: () => invalidateAfterWalletChange(queryClient) });
}

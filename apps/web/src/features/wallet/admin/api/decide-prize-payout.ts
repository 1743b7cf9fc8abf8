import type { PrizePayoutActionResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterWalletChange } from './invalidate';

/**
 * POST /api/admin/prize-payouts/:id/approve | reject. Approve pays the prize on the ledger once (403 for the
 * admin who set the champion, or the champion); reject drops it. 409 CONFLICT when another admin decided first.
 */
export function decidePrizePayout(input: { id: string; verdict: 'approve' | 'reject'; idempotencyKey: string }): Promise<PrizePayoutActionResponse> {
  return api.post<PrizePayoutActionResponse>(`/api/admin/prize-payouts/${encodeURIComponent(input.id)}/${input.verdict}`, undefined, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useDecidePrizePayout() {
  const queryClient = useQueryClient();
  // Refetch after a failure too: a 409 means another admin decided first.
  return useMutation({ mutationFn: decidePrizePayout, onSettled: () => invalidateAfterWalletChange(queryClient) });
}

import type { ProposalActionResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterWalletChange } from './invalidate';

/**
 * POST /api/admin/wallet-adjustments/:id/approve | reject. Approve applies the adjustment on the ledger once
 * (403 for its proposer or the wallet's owner); reject drops it. 409 CONFLICT when another admin decided first.
 */
export function decideProposal(input: { id: string; verdict: 'approve' | 'reject'; idempotencyKey: string }): Promise<ProposalActionResponse> {
  return api.post<ProposalActionResponse>(`/api/admin/wallet-adjustments/${encodeURIComponent(input.id)}/${input.verdict}`, undefined, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useDecideProposal() {
  const queryClient = useQueryClient();
  // Refetch after a failure too: a 409 means another admin decided first.
  return useMutation({ mutationFn: decideProposal, onSettled: () => invalidateAfterWalletChange(queryClient) });
}

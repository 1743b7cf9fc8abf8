import type { AdminProposalActionResponse } from '@arena/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProposalKeys } from './get-admin-proposals';

/**
 * POST /api/admin/proposals/:id/approve | reject. Approve applies the change once (403 for its proposer; 409
 * when another admin decided first or the value moved on); reject drops it.
 */
export function decideAdminProposal(input: { id: string; verdict: 'approve' | 'reject'; idempotencyKey: string }): Promise<AdminProposalActionResponse> {
  return api.post<AdminProposalActionResponse>(`/api/admin/proposals/${encodeURIComponent(input.id)}/${input.verdict}`, undefined, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

/** A proposal decided or made changes the list, the settings and the users table (roles). */
export function invalidateAfterProposal(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProposalKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  ]);
}

export function useDecideAdminProposal() {
  const queryClient = useQueryClient();
  // Refetch after a failure too: a 409 means another admin decided first.
  return useMutation({ mutationFn: decideAdminProposal, onSettled: () => invalidateAfterProposal(queryClient) });
}

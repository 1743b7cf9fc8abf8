import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { VerificationDecision } from './approve-verification';
import { invalidateAfterDecision } from './invalidate';

/** POST /api/admin/verifications/:userId/reject (pending only; 409 when it no longer is). */
export function rejectVerification(userId: string): Promise<VerificationDecision> {
  return api.post<VerificationDecision>(`/api/admin/verifications/${encodeURIComponent(userId)}/reject`);
}

export function useRejectVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectVerification,
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}

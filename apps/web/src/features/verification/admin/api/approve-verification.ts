import type { AccountStatus } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterDecision } from './invalidate';

/** The answer of approve and reject (adminVerificationDecisionResponse). */
export interface VerificationDecision {
  message: string;
  userId: string;
  accountStatus: AccountStatus;
  verificationDate: string | null;
}

/** POST /api/admin/verifications/:userId/approve (pending only; 409 when it no longer is). */
export function approveVerification(userId: string): Promise<VerificationDecision> {
  return api.post<VerificationDecision>(`/api/admin/verifications/${encodeURIComponent(userId)}/approve`);
}

export function useApproveVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveVerification,
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}

import type { AdminVerification } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminVerificationKeys } from './get-verifications';

/** GET /api/admin/users/:id/verification: one user's verification (404 'No verification details found for this user.'). */
export function getUserVerification(userId: string): Promise<AdminVerification> {
  return api.get<AdminVerification>(`/api/admin/users/${encodeURIComponent(userId)}/verification`);
}

export function useUserVerification(userId: string | null) {
  return useQuery({
    queryKey: adminVerificationKeys.ofUser(userId ?? ''),
    queryFn: () => getUserVerification(userId!),
    enabled: userId !== null,
    retry: false,
  });
}

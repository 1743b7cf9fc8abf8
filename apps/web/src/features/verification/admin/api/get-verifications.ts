import type { AdminVerificationList, verificationStatusFilters } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type VerificationStatusFilter = (typeof verificationStatusFilters)[number];

export interface VerificationListParams {
  search: string;
  status: VerificationStatusFilter;
  page: number;
  pageSize: number;
}

export const adminVerificationKeys = {
  all: ['admin', 'verifications'] as const,
  list: (params: VerificationListParams) => ['admin', 'verifications', 'list', params] as const,
  ofUser: (userId: string) => ['admin', 'verifications', 'user', userId] as const,
};

/** GET /api/admin/verifications: most recently submitted first; search by verification id or name. */
export function getVerifications(params: VerificationListParams): Promise<AdminVerificationList> {
  return api.get<AdminVerificationList>('/api/admin/verifications', { query: { ...params } });
}

export function useVerifications(params: VerificationListParams) {
  return useQuery({
    queryKey: adminVerificationKeys.list(params),
    queryFn: () => getVerifications(params),
    placeholderData: keepPreviousData,
  });
}

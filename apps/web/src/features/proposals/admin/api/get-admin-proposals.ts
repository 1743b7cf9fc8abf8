import type { AdminProposalKind, AdminProposalList } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdminProposalParams {
  status?: 'pending' | 'approved' | 'rejected' | 'all';
  kind?: AdminProposalKind;
  page?: number;
  pageSize?: number;
}

export const adminProposalKeys = {
  all: ['admin', 'proposals'] as const,
  list: (params: AdminProposalParams) => ['admin', 'proposals', 'list', params] as const,
};

/** GET /api/admin/proposals: changes of payment settings and of the admin role (pending by default), newest first. */
export function getAdminProposals(params: AdminProposalParams): Promise<AdminProposalList> {
  return api.get<AdminProposalList>('/api/admin/proposals', { query: { ...params } });
}

export function useAdminProposals(params: AdminProposalParams) {
  return useQuery({ queryKey: adminProposalKeys.list(params), queryFn: () => getAdminProposals(params), placeholderData: keepPreviousData });
}

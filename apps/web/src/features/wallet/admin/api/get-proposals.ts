import type { ProposalList } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminWalletKeys, type ProposalParams } from './get-admin-transactions';

/** GET /api/admin/wallet-adjustments: adjustments above the four-eyes threshold (pending by default), newest first. */
export function getProposals(params: ProposalParams): Promise<ProposalList> {
  return api.get<ProposalList>('/api/admin/wallet-adjustments', { query: { ...params } });
}

export function useProposals(params: ProposalParams) {
  return useQuery({ queryKey: adminWalletKeys.proposals(params), queryFn: () => getProposals(params), placeholderData: keepPreviousData });
}

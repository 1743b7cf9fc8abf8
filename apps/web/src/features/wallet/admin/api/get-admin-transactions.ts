import type { AdminWalletTransactionList, PrizePayoutListQuery, ProposalStatusFilter } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WalletTransactionParams } from '../../api/keys';

/** Query of GET /api/admin/wallet-transactions: the user filters plus a search text. */
export interface AdminTransactionParams extends WalletTransactionParams {
  search: string;
}

/** Query of GET /api/admin/wallet-adjustments. */
export interface ProposalParams {
  status?: ProposalStatusFilter;
  page?: number;
  pageSize?: number;
}

/** Query of GET /api/admin/prize-payouts. */
export interface PrizePayoutParams {
  status?: PrizePayoutListQuery['status'];
  page?: number;
  pageSize?: number;
}

export const adminWalletKeys = {
  all: ['admin', 'wallet-transactions'] as const,
  list: (params: AdminTransactionParams) => ['admin', 'wallet-transactions', 'list', params] as const,
  settings: ['admin', 'settings'] as const,
  /** Under `all`: every approval or adjustment moves a system account. */
  moneyOverview: (days: number) => ['admin', 'wallet-transactions', 'money-overview', days] as const,
  /** Under `all`, so every wallet change refreshes the pending adjustments too. */
  proposals: (params: ProposalParams) => ['admin', 'wallet-transactions', 'proposals', params] as const,
  /** Under `all` too: the pending prizes refresh with every wallet change. */
  prizes: (params: PrizePayoutParams) => ['admin', 'wallet-transactions', 'prizes', params] as const,
};

/** GET /api/admin/wallet-transactions: every user's requests with the user, newest first; searched, filtered, paged. */
export function getAdminTransactions(params: AdminTransactionParams): Promise<AdminWalletTransactionList> {
  return api.get<AdminWalletTransactionList>('/api/admin/wallet-transactions', { query: { ...params } });
}

export function useAdminTransactions(params: AdminTransactionParams) {
  return useQuery({ queryKey: adminWalletKeys.list(params), queryFn: () => getAdminTransactions(params), placeholderData: keepPreviousData });
}

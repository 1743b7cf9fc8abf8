import type { WalletTransactionList } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys, type WalletTransactionParams } from './keys';

/** GET /api/wallet/transactions: the user's deposit and withdrawal requests, newest first, filtered and paged. */
export function getTransactions(params: WalletTransactionParams): Promise<WalletTransactionList> {
  return api.get<WalletTransactionList>('/api/wallet/transactions', { query: { ...params } });
}

export function useTransactions(params: WalletTransactionParams) {
  return useQuery({ queryKey: walletKeys.transactionList(params), queryFn: () => getTransactions(params), placeholderData: keepPreviousData });
}

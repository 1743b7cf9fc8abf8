import type { BalanceHistory } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

/** GET /api/wallet/balance-history?days=N: the balance at the end of each of the last N UTC days. */
export function getBalanceHistory(days: number): Promise<BalanceHistory> {
  return api.get<BalanceHistory>('/api/wallet/balance-history', { query: { days } });
}

export function useBalanceHistory(days: number) {
  return useQuery({ queryKey: walletKeys.balanceHistory(days), queryFn: () => getBalanceHistory(days) });
}

import type { MoneyOverview } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminWalletKeys } from './get-admin-transactions';

/** GET /api/admin/money-overview: each system account's balance and its movement per day for the last `days` days. */
export function getMoneyOverview(days: number): Promise<MoneyOverview> {
  return api.get<MoneyOverview>('/api/admin/money-overview', { query: { days } });
}

export function useMoneyOverview(days: number) {
  return useQuery({ queryKey: adminWalletKeys.moneyOverview(days), queryFn: () => getMoneyOverview(days), placeholderData: keepPreviousData });
}

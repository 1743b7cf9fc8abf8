import type { PrizePayoutList } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminWalletKeys, type PrizePayoutParams } from './get-admin-transactions';

/** GET /api/admin/prize-payouts: prizes of leagues and tournaments (pending by default: waiting for a second admin), newest first. */
export function getPrizePayouts(params: PrizePayoutParams): Promise<PrizePayoutList> {
  return api.get<PrizePayoutList>('/api/admin/prize-payouts', { query: { ...params } });
}

export function usePrizePayouts(params: PrizePayoutParams) {
  return useQuery({ queryKey: adminWalletKeys.prizes(params), queryFn: () => getPrizePayouts(params), placeholderData: keepPreviousData });
}

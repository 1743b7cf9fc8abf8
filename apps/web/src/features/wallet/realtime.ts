import type { RealtimeHandlers } from '@/lib/feature';
import { invalidateWallet } from './api/invalidate';

/** `wallet` (an admin's decision, an adjustment): the balance, the lists and the chart are refetched. */
export const walletRealtime: RealtimeHandlers = {
  events: { wallet: (_data, queryClient) => void invalidateWallet(queryClient) },
  onResync: (queryClient) => void invalidateWallet(queryClient),
};

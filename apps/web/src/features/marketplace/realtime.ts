import type { RealtimeHandlers } from '@/lib/feature';
import { invalidateMarketplace } from './api/invalidate';

/** `auction` (a bid, an approval, an auction's end on any player): every marketplace list is refetched. */
export const marketplaceRealtime: RealtimeHandlers = {
  events: { auction: (_data, queryClient) => void invalidateMarketplace(queryClient) },
  onResync: (queryClient) => void invalidateMarketplace(queryClient),
};

import type { RealtimeHandlers } from '@/lib/feature';
import { rankingKeys } from './api/keys';

/** `rankings` (a result changed the ranking, or an admin adjusted it): every ranking list is refetched. */
export const rankingsRealtime: RealtimeHandlers = {
  events: { rankings: (_data, queryClient) => void queryClient.invalidateQueries({ queryKey: rankingKeys.all }) },
  onResync: (queryClient) => void queryClient.invalidateQueries({ queryKey: rankingKeys.all }),
};

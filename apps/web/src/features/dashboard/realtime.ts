import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeHandlers } from '@/lib/feature';
import { dashboardKeys } from './api/keys';

const activity = (_data: unknown, queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: dashboardKeys.activity });
const everything = (_data: unknown, queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });

/**
 * An open dashboard follows the player's events: a notification, a wallet movement (which a bid or an enrollment
 * also makes) or a request refetches recent activity; standings and tournament results may move the global
 * ranking, so they refetch the ranking card too. Only an open dashboard refetches (inactive queries are marked stale).
 */
export const dashboardRealtime: RealtimeHandlers = {
  events: { notification: activity, wallet: activity, requests: activity, standings: everything, tournament: everything },
  onResync: (queryClient) => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
};

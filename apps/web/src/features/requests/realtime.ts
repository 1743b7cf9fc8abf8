import type { RealtimeHandlers } from '@/lib/feature';
import { adminRequestKeys } from './lib/admin-request-keys';

/**
 * `requests` (sent to admins: a request made, approved or rejected anywhere): the open request list refetches,
 * so a new enrollment appears without pressing Refresh; the league cards' counts follow.
 */
export const adminRequestsRealtime: RealtimeHandlers = {
  events: {
    requests: (_data, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: adminRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'leagues'] });
    },
  },
  onResync: (queryClient) => void queryClient.invalidateQueries({ queryKey: adminRequestKeys.all }),
};

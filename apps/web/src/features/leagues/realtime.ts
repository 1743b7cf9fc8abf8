import type { RealtimeHandlers } from '@/lib/feature';
import { loadOnce } from '@/lib/load-once';
import { leagueKeys } from './api/keys';

// Loaded with the first standings event, not with the stream: zod's evaluation was one long task of a slow phone's
// start (the events are handled in the order they came).
const loadSchemas = loadOnce(() => import('./realtime-events'));

/**
 * `standings` (a score entered, changed or deleted; a league started): the open league refetches, so its
 * table moves live. `notification` (an enrollment approved or rejected, a prize paid): the player's
 * leagues refetch, so 'Select Team' appears without a reload.
 */
export const leaguesRealtime: RealtimeHandlers = {
  events: {
    standings: (data, queryClient) =>
      loadSchemas().then(
        ({ standingsEventSchema }) => {
          const event = standingsEventSchema.safeParse(data);
          if (event.success) void queryClient.invalidateQueries({ queryKey: leagueKeys.detail(event.data.leagueId) });
          else void queryClient.invalidateQueries({ queryKey: leagueKeys.details });
          void queryClient.invalidateQueries({ queryKey: leagueKeys.myMatches });
        },
        // Not loaded (the connection dropped): every open league refetches.
        () => {
          void queryClient.invalidateQueries({ queryKey: leagueKeys.details });
          void queryClient.invalidateQueries({ queryKey: leagueKeys.myMatches });
        },
      ),
    notification: (_data, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: leagueKeys.lists });
      void queryClient.invalidateQueries({ queryKey: leagueKeys.details });
    },
  },
  onResync: (queryClient) => void queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
};

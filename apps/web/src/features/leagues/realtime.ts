import { standingsEventSchema } from '@arena/shared';
import type { RealtimeHandlers } from '@/lib/feature';
import { leagueKeys } from './api/keys';

/**
 * `standings` (a score entered, changed or deleted; a league started): the open league refetches, so its
 * table moves live. `notification` (an enrollment approved or rejected, a prize paid): the player's
 * leagues refetch, so 'Select Team' appears without a reload.
 */
export const leaguesRealtime: RealtimeHandlers = {
  events: {
    standings: (data, queryClient) => {
      const event = standingsEventSchema.safeParse(data);
      if (event.success) void queryClient.invalidateQueries({ queryKey: leagueKeys.detail(event.data.leagueId) });
      else void queryClient.invalidateQueries({ queryKey: leagueKeys.details });
      void queryClient.invalidateQueries({ queryKey: leagueKeys.myMatches });
    },
    notification: (_data, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: leagueKeys.lists });
      void queryClient.invalidateQueries({ queryKey: leagueKeys.details });
    },
  },
  onResync: (queryClient) => void queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
};

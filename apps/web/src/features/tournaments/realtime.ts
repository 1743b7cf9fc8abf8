import type { RealtimeHandlers } from '@/lib/feature';
import { tournamentKeys } from './api/keys';

/**
 * `tournament` (an enrollment, a team, a score, a winner, a new round, a champion, published results on any
 * tournament): every open tournament view refetches — lists, brackets, my matches, rankings, and the back
 * office's (its keys start with 'tournaments' too). A `notification` may be an approved or rejected
 * enrollment (the requests module tells the player that way): the player's list refetches so Select Team shows.
 */
export const tournamentsRealtime: RealtimeHandlers = {
  events: {
    tournament: (_data, queryClient) => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
    notification: (_data, queryClient) => void queryClient.invalidateQueries({ queryKey: ['tournaments', 'user', 'list'] }),
  },
  onResync: (queryClient) => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
};

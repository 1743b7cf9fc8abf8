import type { SavedRankingsQuery, TournamentListQuery } from '@arena/shared';

/**
 * Query keys of the player's tournament screens. Every key starts with 'tournaments' (as the back office's do),
 * so one invalidation — after an action or on a realtime `tournament` event — refreshes every open view.
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (query: TournamentListQuery) => ['tournaments', 'user', 'list', query] as const,
  bracket: (tournamentId: string) => ['tournaments', 'user', 'bracket', tournamentId] as const,
  myMatches: (tournamentId: string) => ['tournaments', 'user', 'my-matches', tournamentId] as const,
  rankings: (query: SavedRankingsQuery) => ['tournaments', 'user', 'rankings', query] as const,
  calendarFeed: ['tournaments', 'user', 'calendar-feed'] as const,
};

import type { LeagueListQuery, SavedLeagueRankingListQuery } from '@arena/shared';

/** Query keys of the player's league screens; `leagueKeys.all` covers every one of them. */
export const leagueKeys = {
  all: ['leagues'] as const,
  lists: ['leagues', 'list'] as const,
  list: (query: LeagueListQuery) => ['leagues', 'list', query] as const,
  details: ['leagues', 'detail'] as const,
  detail: (id: string) => ['leagues', 'detail', id] as const,
  myMatches: ['leagues', 'my-matches'] as const,
  calendarFeed: ['leagues', 'calendar-feed'] as const,
  savedRankings: (query: SavedLeagueRankingListQuery) => ['leagues', 'saved-rankings', query] as const,
};

import type { AdminLeagueListQuery, AdminLeagueMatchListQuery, AdminLeagueRankingsQuery, LeagueCalendarQuery } from '@arena/shared';

/** Query keys of the league back office; `adminLeagueKeys.all` covers every one of them (a change refetches them all). */
export const adminLeagueKeys = {
  all: ['admin', 'leagues'] as const,
  list: (query: AdminLeagueListQuery) => ['admin', 'leagues', 'list', query] as const,
  matches: (query: AdminLeagueMatchListQuery) => ['admin', 'leagues', 'matches', query] as const,
  calendar: (query: LeagueCalendarQuery) => ['admin', 'leagues', 'calendar', query] as const,
  rankings: (query: AdminLeagueRankingsQuery) => ['admin', 'leagues', 'rankings', query] as const,
};

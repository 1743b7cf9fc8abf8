import { IconCalendarEvent, IconListNumbers, IconSwords, IconTrophy } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { adminSidebarGroup, competitionUserMenu, defineFeature } from '@/lib/feature';

/** Leagues (user spec §3, admin spec §2). */
export const leaguesFeature = defineFeature({
  realtime: () => import('./realtime').then((m) => m.leaguesRealtime),
  routes: {
    user: [
      { path: paths.leagues, lazy: () => import('./pages/leagues-page').then((m) => ({ Component: m.LeaguesPage })) },
      { path: paths.leagueRankings, lazy: () => import('./pages/league-rankings-page').then((m) => ({ Component: m.LeagueRankingsPage })) },
    ],
    admin: [
      // Back-office screens load on demand: a player never downloads them.
      { path: paths.admin.leagues, lazy: () => import('./admin/pages/admin-leagues-page').then((m) => ({ Component: m.AdminLeaguesPage })) },
      { path: paths.admin.leagueMatches, lazy: () => import('./admin/pages/admin-league-matches-page').then((m) => ({ Component: m.AdminLeagueMatchesPage })) },
      {
        path: paths.admin.leagueCalendar,
        lazy: () => import('./admin/pages/admin-league-calendar-page').then((m) => ({ Component: m.AdminLeagueCalendarPage })),
      },
      {
        path: paths.admin.leagueRankings,
        lazy: () => import('./admin/pages/admin-league-rankings-page').then((m) => ({ Component: m.AdminLeagueRankingsPage })),
      },
    ],
  },
  menu: [
    ...competitionUserMenu({
      screen: { path: paths.leagues, labelId: 'nav.leagues', icon: IconTrophy },
      rankings: { path: paths.leagueRankings, labelId: 'nav.leagueRankings', icon: IconListNumbers },
      order: 20,
      rankingsSidebarOrder: 10,
    }),
    ...adminSidebarGroup('leagues', [
      { path: paths.admin.leagues, labelId: 'nav.admin.leagues', icon: IconTrophy },
      { path: paths.admin.leagueMatches, labelId: 'nav.admin.leagueMatches', icon: IconSwords },
      { path: paths.admin.leagueCalendar, labelId: 'nav.admin.leagueCalendar', icon: IconCalendarEvent },
      { path: paths.admin.leagueRankings, labelId: 'nav.admin.leagueRankings', icon: IconListNumbers },
    ]),
  ],
});

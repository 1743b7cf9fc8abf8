import { IconCalendarStats, IconSitemap, IconSwords, IconTournament, IconUsersGroup } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { adminSidebarGroup, competitionUserMenu, defineFeature, placeholderRoute } from '@/lib/feature';

/** 8-team knockout tournaments (user spec §3, admin spec §2); Teams is a placeholder. */
export const tournamentsFeature = defineFeature({
  realtime: () => import('./realtime').then((m) => m.tournamentsRealtime),
  routes: {
    user: [
      { path: paths.tournaments, lazy: () => import('./pages/tournaments-page').then((m) => ({ Component: m.TournamentsPage })) },
      { path: paths.tournamentRankings, lazy: () => import('./pages/tournament-rankings-page').then((m) => ({ Component: m.TournamentRankingsPage })) },
    ],
    admin: [
      // Loaded on demand: a player never downloads the back office.
      { path: paths.admin.tournaments, lazy: () => import('./admin/pages/admin-tournaments-page').then((m) => ({ Component: m.AdminTournamentsPage })) },
      { path: paths.admin.matches, lazy: () => import('./admin/pages/admin-matches-page').then((m) => ({ Component: m.AdminMatchesPage })) },
      { path: paths.admin.calendar, lazy: () => import('./admin/pages/admin-calendar-page').then((m) => ({ Component: m.AdminCalendarPage })) },
      {
        path: paths.admin.tournamentRankings,
        lazy: () => import('./admin/pages/admin-tournament-rankings-page').then((m) => ({ Component: m.AdminTournamentRankingsPage })),
      },
      placeholderRoute(paths.admin.teams, 'nav.admin.teams'),
    ],
  },
  menu: [
    ...competitionUserMenu({
      screen: { path: paths.tournaments, labelId: 'nav.tournaments', icon: IconTournament },
      rankings: { path: paths.tournamentRankings, labelId: 'nav.tournamentRankings', icon: IconSitemap },
      order: 30,
      rankingsSidebarOrder: 20,
    }),
    ...adminSidebarGroup('tournaments', [
      { path: paths.admin.tournaments, labelId: 'nav.admin.tournaments', icon: IconTournament },
      { path: paths.admin.matches, labelId: 'nav.admin.matches', icon: IconSwords },
      { path: paths.admin.calendar, labelId: 'nav.admin.calendar', icon: IconCalendarStats },
      { path: paths.admin.tournamentRankings, labelId: 'nav.admin.tournamentRankings', icon: IconSitemap },
      { path: paths.admin.teams, labelId: 'nav.admin.teams', icon: IconUsersGroup },
    ]),
  ],
});

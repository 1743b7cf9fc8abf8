import { IconCalendarEvent, IconListNumbers, IconSwords, IconTrophy } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature, placeholderRoute } from '@/lib/feature';

/** Leagues (user spec §3, admin spec §2). The screens are placeholders until the leagues web feature lands. */
export const leaguesFeature = defineFeature({
  routes: {
    user: [placeholderRoute(paths.leagues, 'nav.leagues'), placeholderRoute(paths.leagueRankings, 'nav.leagueRankings')],
    admin: [
      placeholderRoute(paths.admin.leagues, 'nav.admin.leagues'),
      placeholderRoute(paths.admin.leagueMatches, 'nav.admin.leagueMatches'),
      placeholderRoute(paths.admin.leagueCalendar, 'nav.admin.leagueCalendar'),
      placeholderRoute(paths.admin.leagueRankings, 'nav.admin.leagueRankings'),
    ],
  },
  menu: [
    {
      path: paths.leagues,
      labelId: 'nav.leagues',
      icon: IconTrophy,
      userSidebar: { group: 'play', order: 20 },
      bottomBar: { order: 20 },
      more: { group: 'main', order: 20 },
    },
    {
      path: paths.leagueRankings,
      labelId: 'nav.leagueRankings',
      icon: IconListNumbers,
      userSidebar: { group: 'rankings', order: 10 },
      more: { group: 'content', order: 20 },
    },
    { path: paths.admin.leagues, labelId: 'nav.admin.leagues', icon: IconTrophy, adminSidebar: { group: 'leagues', order: 10 } },
    { path: paths.admin.leagueMatches, labelId: 'nav.admin.leagueMatches', icon: IconSwords, adminSidebar: { group: 'leagues', order: 20 } },
    { path: paths.admin.leagueCalendar, labelId: 'nav.admin.leagueCalendar', icon: IconCalendarEvent, adminSidebar: { group: 'leagues', order: 30 } },
    { path: paths.admin.leagueRankings, labelId: 'nav.admin.leagueRankings', icon: IconListNumbers, adminSidebar: { group: 'leagues', order: 40 } },
  ],
});

import { IconWorld } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/** The global ranking (user spec /fyp, admin spec Global Ranking Management). */
export const rankingsFeature = defineFeature({
  realtime: () => import('./realtime').then((m) => m.rankingsRealtime),
  routes: {
    user: [{ path: paths.globalRankings, lazy: () => import('./pages/global-rankings-page').then((m) => ({ Component: m.GlobalRankingsPage })) }],
    // Loaded on demand: a player never downloads the back office.
    admin: [
      {
        path: paths.admin.globalRankings,
        lazy: () => import('./admin/pages/admin-global-rankings-page').then((m) => ({ Component: m.AdminGlobalRankingsPage })),
      },
    ],
  },
  menu: [
    {
      path: paths.globalRankings,
      labelId: 'nav.globalRankings',
      icon: IconWorld,
      userSidebar: { group: 'rankings', order: 30 },
      more: { group: 'content', order: 40 },
    },
    { path: paths.admin.globalRankings, labelId: 'nav.admin.globalRankings', icon: IconWorld, adminSidebar: { group: 'community', order: 20 } },
  ],
});

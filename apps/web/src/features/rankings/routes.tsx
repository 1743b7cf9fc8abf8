import { IconWorld } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature, placeholderRoute } from '@/lib/feature';

/** The global ranking (user spec §3, admin spec §2). Placeholders until the rankings web feature lands. */
export const rankingsFeature = defineFeature({
  routes: {
    user: [placeholderRoute(paths.globalRankings, 'nav.globalRankings')],
    admin: [placeholderRoute(paths.admin.globalRankings, 'nav.admin.globalRankings')],
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

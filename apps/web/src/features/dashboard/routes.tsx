import { IconHome, IconLayoutDashboard } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/** The player's home. */
export const dashboardFeature = defineFeature({
  realtime: () => import('./realtime').then((m) => m.dashboardRealtime),
  routes: { user: [{ path: paths.dashboard, lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })) }] },
  menu: [
    {
      path: paths.dashboard,
      labelId: 'nav.dashboard',
      icon: IconLayoutDashboard,
      userSidebar: { group: 'play', order: 10 },
      bottomBar: { order: 10, labelId: 'nav.home', icon: IconHome },
      more: { group: 'main', order: 10 },
    },
  ],
});

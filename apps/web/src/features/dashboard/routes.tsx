import { IconHome, IconLayoutDashboard } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';
import { DashboardPage } from './pages/dashboard-page';

/** The player's home. */
export const dashboardFeature = defineFeature({
  routes: { user: [{ path: paths.dashboard, element: <DashboardPage /> }] },
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

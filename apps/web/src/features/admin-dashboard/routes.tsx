import { IconDashboard } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/** The back office's home: counts and the latest accounts. */
export const adminDashboardFeature = defineFeature({
  routes: {
    admin: [
      {
        path: paths.admin.dashboard,
        lazy: async () => ({ Component: (await import('./admin/pages/admin-dashboard-page')).AdminDashboardPage }),
      },
    ],
  },
  menu: [{ path: paths.admin.dashboard, labelId: 'nav.admin.dashboard', icon: IconDashboard, adminSidebar: { group: 'main', order: 10 } }],
});

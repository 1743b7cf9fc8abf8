import { IconClipboardList } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/** Join requests for leagues and tournaments (user spec §4, admin spec §2). */
export const requestsFeature = defineFeature({
  realtime: () => import('./realtime').then((m) => m.adminRequestsRealtime),
  routes: {
    user: [{ path: paths.newRequest, lazy: () => import('./pages/new-request-page').then((m) => ({ Component: m.NewRequestPage })) }],
    // Loaded on demand: a player never downloads the back office.
    admin: [{ path: paths.admin.requests, lazy: () => import('./admin/pages/admin-requests-page').then((m) => ({ Component: m.AdminRequestsPage })) }],
  },
  menu: [{ path: paths.admin.requests, labelId: 'nav.admin.requests', icon: IconClipboardList, adminSidebar: { group: 'main', order: 40 } }],
});

import { IconUsers } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/** User Management (admin spec §2). */
export const usersFeature = defineFeature({
  routes: {
    admin: [{ path: paths.admin.users, lazy: async () => ({ Component: (await import('./admin/pages/admin-users-page')).AdminUsersPage }) }],
  },
  menu: [{ path: paths.admin.users, labelId: 'nav.admin.users', icon: IconUsers, adminSidebar: { group: 'main', order: 20 } }],
});

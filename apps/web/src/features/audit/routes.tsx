import { IconHistory } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/** The audit log of every change (back office). */
export const auditFeature = defineFeature({
  routes: {
    admin: [{ path: paths.admin.auditLog, lazy: async () => ({ Component: (await import('./admin/pages/admin-audit-log-page')).AdminAuditLogPage }) }],
  },
  menu: [{ path: paths.admin.auditLog, labelId: 'nav.admin.auditLog', icon: IconHistory, adminSidebar: { group: 'system', order: 20 } }],
});

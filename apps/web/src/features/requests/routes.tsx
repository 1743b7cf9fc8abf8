import { IconClipboardList } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature, placeholderRoute } from '@/lib/feature';

/** Join requests for leagues and tournaments (user spec §4, admin spec §2). Placeholders until the requests web feature lands. */
export const requestsFeature = defineFeature({
  routes: {
    user: [placeholderRoute(paths.newRequest, 'nav.newRequest')],
    admin: [placeholderRoute(paths.admin.requests, 'nav.admin.requests')],
  },
  menu: [{ path: paths.admin.requests, labelId: 'nav.admin.requests', icon: IconClipboardList, adminSidebar: { group: 'main', order: 40 } }],
});

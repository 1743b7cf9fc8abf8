import { IconBell, IconSpeakerphone } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature, placeholderRoute } from '@/lib/feature';
import { notificationsRealtime } from './realtime';

/** Notifications: the bell lives in the header; a full page and the admin's broadcast screen come later. */
export const notificationsFeature = defineFeature({
  realtime: notificationsRealtime,
  routes: { admin: [placeholderRoute(paths.admin.notifications, 'nav.admin.notifications')] },
  menu: [
    { path: paths.notifications, labelId: 'nav.notifications', icon: IconBell, soon: true, more: { group: 'account', order: 40 } },
    { path: paths.admin.notifications, labelId: 'nav.admin.notifications', icon: IconSpeakerphone, adminSidebar: { group: 'community', order: 10 } },
  ],
});

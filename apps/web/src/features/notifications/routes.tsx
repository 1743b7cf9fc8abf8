import { IconBell, IconSpeakerphone } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/** Notifications: the bell lives in the header; /admin/notifications sends to selected users or broadcasts. */
export const notificationsFeature = defineFeature({
  realtime: () => import('./realtime').then((m) => m.notificationsRealtime),
  routes: {
    admin: [
      {
        path: paths.admin.notifications,
        lazy: async () => ({ Component: (await import('./admin/pages/admin-notifications-page')).AdminNotificationsPage }),
      },
    ],
  },
  menu: [
    { path: paths.notifications, labelId: 'nav.notifications', icon: IconBell, soon: true, more: { group: 'account', order: 40 } },
    { path: paths.admin.notifications, labelId: 'nav.admin.notifications', icon: IconSpeakerphone, adminSidebar: { group: 'community', order: 10 } },
  ],
});

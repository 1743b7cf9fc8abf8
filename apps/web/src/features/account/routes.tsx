import { IconSettings, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/**
 * Account settings: profile, password and two-factor, for players and admins alike; a player's Responsible play,
 * reached from Settings (no menu entry: /more and the sidebar keep the spec's items).
 */
export const accountFeature = defineFeature({
  routes: {
    account: [{ path: paths.settings, lazy: () => import('./pages/account-settings-page').then((m) => ({ Component: m.AccountSettingsPage })) }],
    user: [{ path: paths.responsiblePlay, lazy: () => import('./pages/responsible-play-page').then((m) => ({ Component: m.ResponsiblePlayPage })) }],
  },
  menu: [
    {
      path: paths.settings,
      labelId: 'nav.settings',
      icon: IconSettings,
      userSidebar: { group: 'account', order: 20 },
      more: { group: 'account', order: 10, labelId: 'nav.profile', icon: IconUser },
      // The admin's own account: password and two-factor live on the shared settings page.
      adminSidebar: { group: 'system', order: 30, icon: IconShieldCheck },
    },
  ],
});

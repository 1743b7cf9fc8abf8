import { IconShieldHeart } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/**
 * Player protection in the back office: the report of players with limits, time-outs and self-exclusions. The
 * player's own Responsible play page belongs to the account feature (Settings).
 */
export const protectionFeature = defineFeature({
  routes: {
    admin: [
      {
        path: paths.admin.playerProtection,
        lazy: async () => ({ Component: (await import('./admin/pages/admin-player-protection-page')).AdminPlayerProtectionPage }),
      },
    ],
  },
  menu: [{ path: paths.admin.playerProtection, labelId: 'nav.admin.playerProtection', icon: IconShieldHeart, adminSidebar: { group: 'community', order: 40 } }],
});

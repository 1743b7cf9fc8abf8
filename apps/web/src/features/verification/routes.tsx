import { IconShieldCheck, IconUserCheck } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/** Identity verification: the player's form and the admin's review (user spec §5, admin spec §2). */
export const verificationFeature = defineFeature({
  realtime: () => import('./realtime').then((m) => m.verificationRealtime),
  routes: {
    user: [{ path: paths.verification, lazy: () => import('./pages/verification-page').then((m) => ({ Component: m.VerificationPage })) }],
    admin: [
      {
        path: paths.admin.verifications,
        lazy: async () => ({ Component: (await import('./admin/pages/admin-verifications-page')).AdminVerificationsPage }),
      },
    ],
  },
  menu: [
    {
      path: paths.verification,
      labelId: 'nav.verification',
      icon: IconShieldCheck,
      userSidebar: { group: 'account', order: 30 },
      more: { group: 'account', order: 30 },
    },
    { path: paths.admin.verifications, labelId: 'nav.admin.verifications', icon: IconUserCheck, adminSidebar: { group: 'main', order: 30 } },
  ],
});

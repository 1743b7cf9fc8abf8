import { accountFeature } from '@/features/account/routes';
import { adminDashboardFeature } from '@/features/admin-dashboard/routes';
import { auditFeature } from '@/features/audit/routes';
import { authFeature } from '@/features/auth/routes';
import { dashboardFeature } from '@/features/dashboard/routes';
import { leaguesFeature } from '@/features/leagues/routes';
import { marketplaceFeature } from '@/features/marketplace/routes';
import { notificationsFeature } from '@/features/notifications/routes';
import { protectionFeature } from '@/features/protection/routes';
import { rankingsFeature } from '@/features/rankings/routes';
import { requestsFeature } from '@/features/requests/routes';
import { tournamentsFeature } from '@/features/tournaments/routes';
import { usersFeature } from '@/features/users/routes';
import { verificationFeature } from '@/features/verification/routes';
import { walletFeature } from '@/features/wallet/routes';
import type { Feature } from '@/lib/feature';

/**
 * Every feature of the app. The router and every menu (both sidebars, the bottom bar, /more) are built from
 * this list; a new feature is its `features/<domain>/routes.tsx` and one line here.
 */
export const features: Feature[] = [
  authFeature,
  dashboardFeature,
  adminDashboardFeature,
  usersFeature,
  verificationFeature,
  requestsFeature,
  walletFeature,
  leaguesFeature,
  tournamentsFeature,
  marketplaceFeature,
  rankingsFeature,
  notificationsFeature,
  accountFeature,
  auditFeature,
  protectionFeature,
];

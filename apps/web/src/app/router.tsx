import type { MessageId } from '@arena/shared';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';
import { AccountSettingsPage } from '@/features/account/pages/account-settings-page';
import { AdminLoginPage } from '@/features/auth/pages/admin-login-page';
import { LoginPage } from '@/features/auth/pages/login-page';
import { RegisterPage } from '@/features/auth/pages/register-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { WelcomePage } from '@/features/auth/pages/welcome-page';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { MorePage } from '@/features/navigation/pages/more-page';
import { VerificationPage } from '@/features/verification/pages/verification-page';
import { DepositPage } from '@/features/wallet/pages/deposit-page';
import { HistoryPage } from '@/features/wallet/pages/history-page';
import { WalletPage } from '@/features/wallet/pages/wallet-page';
import { WithdrawPage } from '@/features/wallet/pages/withdraw-page';
import { PublicOnlyRoute, RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layouts/app-layout';
import { RouteErrorBoundary } from './route-error';

/** A player screen not built yet. */
function placeholder(path: string, titleId: MessageId): RouteObject {
  return { path, element: <PlaceholderPage titleId={titleId} /> };
}

/**
 * A back-office screen not built yet, loaded on demand: admin code is in separate chunks that a player
 * never downloads (scripts/report-size.mjs checks it). Each domain's admin page replaces it with a `lazy`
 * route of its own below.
 */
function adminRoute(path: string, titleId: MessageId): RouteObject {
  return {
    path,
    lazy: async () => {
      const { AdminPlaceholderPage } = await import('@/features/admin-dashboard/admin/pages/admin-placeholder-page');
      return { element: <AdminPlaceholderPage titleId={titleId} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: paths.home, element: <WelcomePage /> },
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
          { path: paths.adminLogin, element: <AdminLoginPage /> },
        ],
      },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: paths.dashboard, element: <DashboardPage /> },
              { path: paths.more, element: <MorePage /> },
              placeholder(paths.newRequest, 'nav.newRequest'),
              placeholder(paths.leagues, 'nav.leagues'),
              placeholder(paths.tournaments, 'nav.tournaments'),
              placeholder(paths.leagueRankings, 'nav.leagueRankings'),
              placeholder(paths.tournamentRankings, 'nav.tournamentRankings'),
              placeholder(paths.globalRankings, 'nav.globalRankings'),
              placeholder(paths.marketplace, 'nav.market'),
              placeholder(paths.myPlayers, 'nav.myPlayers'),
              { path: paths.settings, element: <AccountSettingsPage /> },
              { path: paths.verification, element: <VerificationPage /> },
              { path: paths.wallet, element: <WalletPage /> },
              { path: paths.walletDeposit, element: <DepositPage /> },
              { path: paths.walletWithdraw, element: <WithdrawPage /> },
              { path: paths.walletHistory, element: <HistoryPage /> },
            ],
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                path: paths.admin.dashboard,
                lazy: async () => {
                  const { AdminDashboardPage } = await import('@/features/admin-dashboard/admin/pages/admin-dashboard-page');
                  return { Component: AdminDashboardPage };
                },
              },
              {
                path: paths.admin.users,
                lazy: async () => {
                  const { AdminUsersPage } = await import('@/features/users/admin/pages/admin-users-page');
                  return { Component: AdminUsersPage };
                },
              },
              {
                path: paths.admin.verifications,
                lazy: async () => {
                  const { AdminVerificationsPage } = await import('@/features/verification/admin/pages/admin-verifications-page');
                  return { Component: AdminVerificationsPage };
                },
              },
              adminRoute(paths.admin.requests, 'nav.admin.requests'),
              {
                path: paths.admin.walletTransactions,
                lazy: async () => {
                  const { AdminWalletTransactionsPage } = await import('@/features/wallet/admin/pages/admin-wallet-transactions-page');
                  return { Component: AdminWalletTransactionsPage };
                },
              },
              adminRoute(paths.admin.leagues, 'nav.admin.leagues'),
              adminRoute(paths.admin.leagueMatches, 'nav.admin.leagueMatches'),
              adminRoute(paths.admin.leagueCalendar, 'nav.admin.leagueCalendar'),
              adminRoute(paths.admin.leagueRankings, 'nav.admin.leagueRankings'),
              adminRoute(paths.admin.tournaments, 'nav.admin.tournaments'),
              adminRoute(paths.admin.matches, 'nav.admin.matches'),
              adminRoute(paths.admin.tournamentRankings, 'nav.admin.tournamentRankings'),
              adminRoute(paths.admin.calendar, 'nav.admin.calendar'),
              adminRoute(paths.admin.teams, 'nav.admin.teams'),
              adminRoute(paths.admin.marketplace, 'nav.admin.marketplace'),
              adminRoute(paths.admin.notifications, 'nav.admin.notifications'),
              adminRoute(paths.admin.globalRankings, 'nav.admin.globalRankings'),
              {
                path: paths.admin.settings,
                lazy: async () => {
                  const { AdminSettingsPage } = await import('@/features/wallet/admin/pages/admin-settings-page');
                  return { Component: AdminSettingsPage };
                },
              },
              {
                path: paths.admin.auditLog,
                lazy: async () => {
                  const { AdminAuditLogPage } = await import('@/features/audit/admin/pages/admin-audit-log-page');
                  return { Component: AdminAuditLogPage };
                },
              },
            ],
          },
        ],
      },
      // Unknown paths (and /admin/orders, shown as 'Soon') go to the root.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

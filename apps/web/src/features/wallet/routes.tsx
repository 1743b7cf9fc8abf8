import { IconBuildingBank, IconReceipt2, IconSettings, IconWallet } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';
import { WalletBalanceBadge } from './components/wallet-balance-badge';

/** My Wallet with deposits, withdrawals and history; the back office's wallet transactions, money overview and payment settings. */
export const walletFeature = defineFeature({
  realtime: () => import('./realtime').then((m) => m.walletRealtime),
  routes: {
    user: [
      { path: paths.wallet, lazy: () => import('./pages/wallet-page').then((m) => ({ Component: m.WalletPage })) },
      { path: paths.walletDeposit, lazy: () => import('./pages/deposit-page').then((m) => ({ Component: m.DepositPage })) },
      { path: paths.walletWithdraw, lazy: () => import('./pages/withdraw-page').then((m) => ({ Component: m.WithdrawPage })) },
      { path: paths.walletHistory, lazy: () => import('./pages/history-page').then((m) => ({ Component: m.HistoryPage })) },
    ],
    admin: [
      {
        path: paths.admin.walletTransactions,
        lazy: async () => ({ Component: (await import('./admin/pages/admin-wallet-transactions-page')).AdminWalletTransactionsPage }),
      },
      { path: paths.admin.settings, lazy: async () => ({ Component: (await import('./admin/pages/admin-settings-page')).AdminSettingsPage }) },
      { path: paths.admin.money, lazy: async () => ({ Component: (await import('./admin/pages/admin-money-page')).AdminMoneyPage }) },
    ],
  },
  menu: [
    {
      path: paths.wallet,
      labelId: 'nav.myWallet',
      icon: IconWallet,
      userSidebar: { group: 'account', order: 10 },
      more: { group: 'account', order: 20, aside: WalletBalanceBadge },
    },
    { path: paths.admin.walletTransactions, labelId: 'nav.admin.walletTransactions', icon: IconReceipt2, adminSidebar: { group: 'main', order: 50 } },
    { path: paths.admin.money, labelId: 'nav.admin.money', icon: IconBuildingBank, adminSidebar: { group: 'main', order: 55 } },
    { path: paths.admin.settings, labelId: 'nav.admin.settings', icon: IconSettings, adminSidebar: { group: 'system', order: 10 } },
  ],
});

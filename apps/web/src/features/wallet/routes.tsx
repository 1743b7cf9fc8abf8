import { IconReceipt2, IconSettings, IconWallet } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';
import { walletRealtime } from './realtime';
import { WalletBalanceBadge } from './components/wallet-balance-badge';
import { DepositPage } from './pages/deposit-page';
import { HistoryPage } from './pages/history-page';
import { WalletPage } from './pages/wallet-page';
import { WithdrawPage } from './pages/withdraw-page';

/** My Wallet with deposits, withdrawals and history; the back office's wallet transactions and payment settings. */
export const walletFeature = defineFeature({
  realtime: walletRealtime,
  routes: {
    user: [
      { path: paths.wallet, element: <WalletPage /> },
      { path: paths.walletDeposit, element: <DepositPage /> },
      { path: paths.walletWithdraw, element: <WithdrawPage /> },
      { path: paths.walletHistory, element: <HistoryPage /> },
    ],
    admin: [
      {
        path: paths.admin.walletTransactions,
        lazy: async () => ({ Component: (await import('./admin/pages/admin-wallet-transactions-page')).AdminWalletTransactionsPage }),
      },
      { path: paths.admin.settings, lazy: async () => ({ Component: (await import('./admin/pages/admin-settings-page')).AdminSettingsPage }) },
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
    { path: paths.admin.settings, labelId: 'nav.admin.settings', icon: IconSettings, adminSidebar: { group: 'system', order: 10 } },
  ],
});

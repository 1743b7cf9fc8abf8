import type { walletStatusFilters, walletTypeFilters } from '@arena/shared';

/** Query of GET /api/wallet/transactions. */
export interface WalletTransactionParams {
  status: (typeof walletStatusFilters)[number];
  type: (typeof walletTypeFilters)[number];
  page: number;
  pageSize: number;
}

/** Query keys of the signed-in user's wallet; `walletKeys.all` covers every one of them. */
export const walletKeys = {
  all: ['wallet'] as const,
  state: ['wallet', 'state'] as const,
  transactions: ['wallet', 'transactions'] as const,
  transactionList: (params: WalletTransactionParams) => ['wallet', 'transactions', params] as const,
  balanceHistory: (days: number) => ['wallet', 'balance-history', days] as const,
  paymentInfo: ['wallet', 'payment-info'] as const,
};

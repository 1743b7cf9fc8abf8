import { paths } from '@/config/paths';

export const WALLET_TABS = ['history', 'deposit', 'withdraw'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

/** `/wallet?tab=deposit`: the balance card's buttons select a tab of /wallet, and a tab can be linked to. */
export function walletTabPath(tab: WalletTab): string {
  return tab === 'history' ? paths.wallet : `${paths.wallet}?tab=${tab}`;
}

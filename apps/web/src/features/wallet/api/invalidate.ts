import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/me';
import { walletKeys } from './keys';

/**
 * After any change of the user's wallet (own request, cancel, or the realtime `wallet` event of an admin's
 * decision): the balance, the transaction lists and the chart, and `/api/me`, whose wallet the header shows.
 */
export function invalidateWallet(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.state }),
    queryClient.invalidateQueries({ queryKey: walletKeys.transactions }),
    queryClient.invalidateQueries({ queryKey: ['wallet', 'balance-history'] }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);
}

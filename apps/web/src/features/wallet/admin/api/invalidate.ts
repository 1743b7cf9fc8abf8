import type { QueryClient } from '@tanstack/react-query';
import { adminWalletKeys } from './get-admin-transactions';

/** A decision or an adjustment changes the queue, the users table (wallet column) and the dashboard. */
export function invalidateAfterWalletChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminWalletKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}

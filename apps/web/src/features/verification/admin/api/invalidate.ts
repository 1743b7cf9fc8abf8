import type { QueryClient } from '@tanstack/react-query';
import { adminVerificationKeys } from './get-verifications';

/** A decision changes the verification queue, the users table (status column) and the dashboard. */
export function invalidateAfterDecision(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminVerificationKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}

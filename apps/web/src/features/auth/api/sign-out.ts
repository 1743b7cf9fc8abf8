import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/auth-client';
import { meQueryKey } from '@/lib/me';

let signingOut = false;

/**
 * True between a deliberate sign-out and the first public screen shown after it, so the guard of the screen
 * being left sends the user to / (the spec's sign-out target) rather than /login. React Router renders the
 * new location in a transition, so the old screen may re-render without a session after `navigate` resolved:
 * the flag is cleared by the public screen (see PublicOnlyRoute), not here.
 */
export function isSigningOut(): boolean {
  return signingOut;
}

export function signOutFinished(): void {
  signingOut = false;
}

/** Signs out, forgets every cached query of the account and returns to the welcome screen. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    signingOut = true;
    try {
      const authClient = await loadAuthClient();
      await authClient.signOut();
    } catch {
      // The cookie may survive a network failure; the next /api/me call tells the truth either way.
    }
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, null);
    await navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);
}

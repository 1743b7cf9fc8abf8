import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall } from '@/lib/auth-client';
import { meQueryKey } from '@/lib/me';

/**
 * POST /api/auth/two-factor/verify-totp. During sign-in (no session yet, the two-factor cookie from the
 * password step) it opens the session; signed in, it confirms the setup started by `enableTwoFactor`.
 * `trustDevice` skips the code on this browser for 30 days.
 */
export function verifyTotp(input: { code: string; trustDevice?: boolean }) {
  return authCall((client) => client.twoFactor.verifyTotp({ code: input.code, trustDevice: input.trustDevice ?? false }));
}

/** Account settings: confirms a new two-factor setup with a first code from the app, which turns two-factor on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => verifyTotp({ code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

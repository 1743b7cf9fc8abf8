import { useMutation } from '@tanstack/react-query';
import { authCall } from '@/lib/auth-client';

/**
 * POST /api/auth/two-factor/enable: creates a new secret and backup codes. Two-factor is on only once a
 * code from the app is confirmed with `verifyTotp` (until then sign-in does not ask for one).
 */
export function enableTwoFactor(input: { password: string }) {
  return authCall((client) => client.twoFactor.enable({ password: input.password }));
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/me';
import { authCall } from '@/lib/auth-client';

/** POST /api/auth/two-factor/disable: removes the secret and the backup codes. */
export function disableTwoFactor(input: { password: string }) {
  return authCall((client) => client.twoFactor.disable({ password: input.password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

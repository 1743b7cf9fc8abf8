import { useMutation } from '@tanstack/react-query';
import { authCall } from '@/lib/auth-client';

/** POST /api/auth/two-factor/generate-backup-codes: new single-use codes; the old ones stop working. */
export function generateBackupCodes(input: { password: string }) {
  return authCall((client) => client.twoFactor.generateBackupCodes({ password: input.password }));
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}

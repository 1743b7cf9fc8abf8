import { authCall } from '@/lib/auth-client';

/** POST /api/auth/two-factor/verify-backup-code: signs in with one of the single-use backup codes. */
export function verifyBackupCode(input: { code: string; trustDevice?: boolean }) {
  return authCall((client) => client.twoFactor.verifyBackupCode({ code: input.code, trustDevice: input.trustDevice ?? false }));
}

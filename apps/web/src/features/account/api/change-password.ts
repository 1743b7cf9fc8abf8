import { useMutation } from '@tanstack/react-query';
import { authCall } from '@/lib/auth-client';

/** POST /api/auth/change-password; every other session of the account is signed out. */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return authCall((client) => client.changePassword({ currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

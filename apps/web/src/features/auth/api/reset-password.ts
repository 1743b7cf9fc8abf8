import { paths } from '@/config/paths';
import { authErrorCode, authErrorText, loadAuthClient, type AuthClientError } from '@/lib/auth-client';

export type AuthActionResult = { ok: true } | { ok: false; status: number; code?: string; serverMessage?: string };

function fromError(error: unknown): AuthActionResult {
  const e = error as AuthClientError;
  return { ok: false, status: e.status, code: authErrorCode(e), serverMessage: authErrorText(e) };
}

/** POST /api/auth/request-password-reset: mails a link that comes back to /reset-password?token=… */
export async function requestPasswordReset(email: string): Promise<AuthActionResult> {
  try {
    const authClient = await loadAuthClient();
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword });
    return error ? fromError(error) : { ok: true };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** POST /api/auth/reset-password with the token from the mailed link. */
export async function resetPassword(token: string, newPassword: string): Promise<AuthActionResult> {
  try {
    const authClient = await loadAuthClient();
    const { error } = await authClient.resetPassword({ newPassword, token });
    return error ? fromError(error) : { ok: true };
  } catch {
    return { ok: false, status: 0 };
  }
}

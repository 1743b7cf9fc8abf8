import type { Me } from '@arena/shared';
import { authErrorCode, authErrorText, loadAuthClient, type AuthClientError } from '@/lib/auth-client';
import { getMe } from '@/lib/me';

export type SignInFailure = { outcome: 'failed'; status: number; code?: string; serverMessage?: string };
export type SignInResult =
  | { outcome: 'signedIn'; me: Me }
  /** The password was right and the account has two-factor on: a code (or backup code) comes next. */
  | { outcome: 'twoFactor' }
  | SignInFailure;

export function signInFailure(error: AuthClientError): SignInFailure {
  return { outcome: 'failed', status: error.status, code: authErrorCode(error), serverMessage: authErrorText(error) };
}

/** After a session cookie was set: GET /api/me for the account's role. */
export async function finishSignIn(): Promise<SignInResult> {
  const me = await getMe().catch(() => null);
  if (!me) return { outcome: 'failed', status: 0 };
  return { outcome: 'signedIn', me };
}

/**
 * POST /api/auth/sign-in/email, then GET /api/me for the account's role. The session cookie is set by the
 * first call; the caller decides what a role mismatch means (and signs out again). With two-factor on,
 * better-auth answers `{ twoFactorRedirect: true }` (not in its declared type) and sets no session yet.
 */
export async function signInWithEmail(input: { email: string; password: string; rememberMe?: boolean }): Promise<SignInResult> {
  let response;
  try {
    const authClient = await loadAuthClient();
    response = await authClient.signIn.email({
      email: input.email,
      password: input.password,
      rememberMe: input.rememberMe ?? false,
    });
  } catch {
    return { outcome: 'failed', status: 0 };
  }
  if (response.error) return signInFailure(response.error);
  const data: unknown = response.data;
  if (typeof data === 'object' && data !== null && 'twoFactorRedirect' in data && data.twoFactorRedirect === true) {
    return { outcome: 'twoFactor' };
  }
  return finishSignIn();
}

/** Signs out without leaving the page (used when the wrong kind of account signed in on a login form). */
export async function signOutQuietly(): Promise<void> {
  try {
    const authClient = await loadAuthClient();
    await authClient.signOut();
  } catch {
    // nothing to do: the next /api/me call tells the truth
  }
}

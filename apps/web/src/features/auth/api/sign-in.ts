import type { Me } from '@arena/shared';
import { authClient, authErrorCode, authErrorText, type AuthClientError } from '@/lib/auth-client';
import { getMe } from './get-me';

export type SignInResult =
  | { ok: true; me: Me }
  | { ok: false; status: number; code?: string; serverMessage?: string };

function failure(error: AuthClientError): SignInResult {
  return { ok: false, status: error.status, code: authErrorCode(error), serverMessage: authErrorText(error) };
}

/**
 * POST /api/auth/sign-in/email, then GET /api/me for the account's role. The session cookie is set by the
 * first call; the caller decides what a role mismatch means (and signs out again).
 */
export async function signInWithEmail(input: { email: string; password: string; rememberMe?: boolean }): Promise<SignInResult> {
  let response;
  try {
    response = await authClient.signIn.email({
      email: input.email,
      password: input.password,
      rememberMe: input.rememberMe ?? false,
    });
  } catch {
    return { ok: false, status: 0 };
  }
  if (response.error) return failure(response.error as AuthClientError);
  const me = await getMe().catch(() => null);
  if (!me) return { ok: false, status: 0 };
  return { ok: true, me };
}

/** Signs out without leaving the page (used when the wrong kind of account signed in on a login form). */
export async function signOutQuietly(): Promise<void> {
  try {
    await authClient.signOut();
  } catch {
    // nothing to do: the next /api/me call tells the truth
  }
}

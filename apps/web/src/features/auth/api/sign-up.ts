import { authErrorCode, authErrorText, loadAuthClient, type AuthClientError } from '@/lib/auth-client';

export type SignUpResult = { ok: true } | { ok: false; status: number; code?: string; serverMessage?: string };

/** POST /api/auth/sign-up/email. `name` is the spec's full_name. The server does not sign the new account in. */
export async function signUpWithEmail(input: { fullName: string; email: string; password: string }): Promise<SignUpResult> {
  try {
    const authClient = await loadAuthClient();
    const { error } = await authClient.signUp.email({ name: input.fullName, email: input.email, password: input.password });
    if (!error) return { ok: true };
    const e = error as AuthClientError;
    return { ok: false, status: e.status, code: authErrorCode(e), serverMessage: authErrorText(e) };
  } catch {
    return { ok: false, status: 0 };
  }
}

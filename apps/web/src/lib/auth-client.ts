import { adminClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth on our own server (same origin, so the session cookie is first-party and httpOnly). */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [adminClient(), twoFactorClient()],
});

/** Error shape better-auth's client returns in `{ error }`. Our own rate limiter may answer with an ApiErrorBody instead. */
export interface AuthClientError {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
  error?: { code?: string; message?: string };
}

export function authErrorCode(error: AuthClientError): string | undefined {
  return error.code ?? error.error?.code;
}

export function authErrorText(error: AuthClientError): string | undefined {
  return error.message || error.error?.message || undefined;
}

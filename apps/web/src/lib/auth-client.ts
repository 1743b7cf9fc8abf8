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

/** A failed better-auth call, thrown by `authCall` so mutations can use the usual error handling. */
export class AuthRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, code: string | undefined, message: string) {
    super(message);
    this.name = 'AuthRequestError';
    this.status = status;
    this.code = code;
  }
}

/**
 * Runs a better-auth client call and returns its data, or throws an `AuthRequestError` carrying the
 * server's code and text (status 0 when the server could not be reached).
 */
export async function authCall<T>(call: () => Promise<{ data: T | null; error: AuthClientError | null }>): Promise<T> {
  let result: { data: T | null; error: AuthClientError | null };
  try {
    result = await call();
  } catch {
    throw new AuthRequestError(0, undefined, '');
  }
  if (result.error) {
    throw new AuthRequestError(result.error.status, authErrorCode(result.error), authErrorText(result.error) ?? '');
  }
  return result.data as T;
}

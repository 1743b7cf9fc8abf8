import { readableText } from './api-client';
import type { AuthClient } from './better-auth-client';

/**
 * better-auth's client, loaded by the first call (a submit, a sign-out): the sign-in, registration and account
 * screens render without it (13 kB of gzip less in a sign-in page's first load).
 */
export function loadAuthClient(): Promise<AuthClient> {
  return import('./better-auth-client').then((m) => m.authClient);
}

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

/** The refusal's text, never one naming a request path (`readableText`). */
export function authErrorText(error: AuthClientError): string | undefined {
  return readableText(error.message || error.error?.message);
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
 * server's code and text (status 0 when the server, or the client's code, could not be reached).
 */
export async function authCall<T>(call: (client: AuthClient) => Promise<{ data: T | null; error: AuthClientError | null }>): Promise<T> {
  let result: { data: T | null; error: AuthClientError | null };
  try {
    result = await call(await loadAuthClient());
  } catch {
    throw new AuthRequestError(0, undefined, '');
  }
  if (result.error) {
    throw new AuthRequestError(result.error.status, authErrorCode(result.error), authErrorText(result.error) ?? '');
  }
  return result.data as T;
}

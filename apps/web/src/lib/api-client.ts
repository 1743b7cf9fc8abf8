import { t, type ApiErrorBody, type ErrorCode, type AnyMessageId, type MessageId } from '@arena/shared';

/** An API call that did not succeed. Carries the server's error body when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly messageId: AnyMessageId | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: ApiErrorBody | null, fallback: string) {
    super(readableText(body?.error.message) ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.error.code;
    this.messageId = body?.error.messageId;
    this.fields = body?.error.fields;
  }
}

/** A validator's words name the request's path ('[body.email] Invalid email address'): not for a person. */
const REQUEST_PATH = /\[(body|query|params|headers)\b/;

/**
 * A server's text as a person may read it: one naming a request path becomes the catalogue's 'Please check the
 * highlighted fields and try again.' (the server words its refusals in the catalogue; this guards the screens).
 */
export function readableText(text: string | undefined): string | undefined {
  if (text && REQUEST_PATH.test(text)) return t('error.validation');
  return text || undefined;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON unless it is FormData (file uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * fetch for our own API: same-origin cookies, JSON in and out, and an `ApiError` for anything but 2xx.
 * A network failure (server down, offline) is an `ApiError` with status 0.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, headers, signal } = options;
  const init: RequestInit = { method, credentials: 'include', signal, headers: { Accept: 'application/json', ...headers } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, null, t('error.unexpected'));
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    throw new ApiError(response.status, isApiErrorBody(parsed) ? parsed : null, t('error.unexpected'));
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'DELETE' }),
};

/** The text to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown, fallback: MessageId = 'error.unexpected'): string {
  if (error instanceof ApiError) return error.message;
  return t(fallback);
}

/** A request that never reached the server (offline, server down): `request()` reports status 0. */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

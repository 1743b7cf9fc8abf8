import type { AnyMessageId } from './admin-messages.js';

/** Error codes the API returns, each with its HTTP status. The body is `ApiErrorBody`. */
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_FUNDS: 409,
  /** The same Idempotency-Key was sent with a different request. */
  IDEMPOTENCY_MISMATCH: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database cannot be reached (down, restarting, connections cut): the same request may be sent again (money with the same Idempotency-Key). */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    /** Catalogue id of the message, so a client can translate; `message` is the English text. */
    messageId: AnyMessageId;
    message: string;
    /** Per-field messages for validation errors. */
    fields?: Record<string, string>;
  };
}

import { t, type MessageId } from '@arena/shared';
import { ApiError } from '@/lib/api-client';

/**
 * User spec §8 / admin spec §8: the server's own message when it sent one, else the screen's fallback text
 * ('Failed to submit transaction. Please try again.'…) — also after a network error or a bare 5xx, where
 * `errorMessage` would give the generic 'Something went wrong'.
 */
export function walletErrorText(error: unknown, fallback: MessageId): string {
  return error instanceof ApiError && error.code !== undefined ? error.message : t(fallback);
}

import { tAdmin, type AdminMessageId } from '@arena/shared';
import { ApiError } from '@/lib/api-client';

/** `walletErrorText` (../../lib/error-text.ts) for the back office, whose fallback texts are in the admin catalogue. */
export function adminWalletErrorText(error: unknown, fallback: AdminMessageId): string {
  return error instanceof ApiError && error.code !== undefined ? error.message : tAdmin(fallback);
}

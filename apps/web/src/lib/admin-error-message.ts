import { tAdmin, type AdminMessageId } from '@arena/shared';
import { ApiError } from './api-client';

/** `errorMessage` for the back office, whose fallback texts are in the admin catalogue. */
export function adminErrorMessage(error: unknown, fallback: AdminMessageId): string {
  return error instanceof ApiError ? error.message : tAdmin(fallback);
}

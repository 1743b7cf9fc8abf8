import { tAdmin, type AdminMessageId } from '@arena/shared';
import { ApiError } from '@/lib/api-client';

/** The server's own message when it sent one (a 409 with its reason, a 400 in the catalogue's words), else the screen's fallback text. */
export function leagueErrorText(error: unknown, fallback: AdminMessageId): string {
  return error instanceof ApiError && error.code ? error.message : tAdmin(fallback);
}

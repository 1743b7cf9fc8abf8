import { t, tAdmin, type AdminMessageId, type AnyMessageId } from '@arena/shared';
import { ApiError } from '@/lib/api-client';

/** The spec's own texts are shown as they are; any other failure as 'Error … rankings: {message}' (admin spec §8). */
const VERBATIM = new Set<AnyMessageId>(['adminRankings.selectUser', 'adminRankings.alreadyRanked']);

export function rankingError(error: unknown, wrapper: AdminMessageId): string {
  if (error instanceof ApiError && error.messageId && VERBATIM.has(error.messageId)) return error.message;
  const message = error instanceof ApiError ? error.message : t('error.unexpected');
  return tAdmin(wrapper, { message });
}

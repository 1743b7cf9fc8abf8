import { t, type MessageId } from '@arena/shared';
import { errorMessage } from '@/lib/api-client';
import { AuthRequestError } from '@/lib/auth-client';

/** better-auth error codes that have a catalogue text; any other code shows the server's own words. */
const codeMessages: Partial<Record<string, MessageId>> = {
  INVALID_PASSWORD: 'accountSettings.wrongPassword',
  PASSWORD_TOO_SHORT: 'auth.passwordTooShort',
  SESSION_EXPIRED: 'accountSettings.sessionTooOld',
  INVALID_CODE: 'twoFactor.invalidCode',
  INVALID_BACKUP_CODE: 'twoFactor.invalidBackupCode',
  INVALID_TWO_FACTOR_COOKIE: 'twoFactor.expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'twoFactor.tooManyAttempts',
  ACCOUNT_TEMPORARILY_LOCKED: 'twoFactor.locked',
};

/** The text to show for an error thrown by `authCall` (or by our own API, or the network). */
export function authErrorMessage(error: unknown, fallback: MessageId): string {
  if (error instanceof AuthRequestError) {
    if (error.status === 0) return t('error.unexpected');
    const mapped = error.code ? codeMessages[error.code] : undefined;
    if (mapped) return t(mapped);
    if (error.status === 429) return error.message || t('error.rateLimited');
    return error.message || t(fallback);
  }
  return errorMessage(error, fallback);
}

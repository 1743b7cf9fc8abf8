import type { Locale, MessageId } from '@arena/shared';
import { translate } from '../../lib/i18n.js';

/**
 * better-auth refuses in English, by error code (`{ code, message }`). Each code a player or an admin can meet
 * (sign-in, sign-up, password reset and change, two-factor) has a catalogue text, so the refusal reaches them in
 * their language; the English texts are better-auth's own words.
 */
const REFUSALS: Partial<Record<string, MessageId>> = {
  INVALID_EMAIL_OR_PASSWORD: 'authRefusal.invalidEmailOrPassword',
  INVALID_PASSWORD: 'authRefusal.invalidPassword',
  INVALID_EMAIL: 'authRefusal.invalidEmail',
  PASSWORD_TOO_SHORT: 'authRefusal.passwordTooShort',
  PASSWORD_TOO_LONG: 'authRefusal.passwordTooLong',
  USER_NOT_FOUND: 'authRefusal.userNotFound',
  FAILED_TO_CREATE_USER: 'authRefusal.failedToCreateUser',
  FAILED_TO_CREATE_SESSION: 'authRefusal.failedToCreateSession',
  INVALID_TOKEN: 'authRefusal.invalidToken',
  TOKEN_EXPIRED: 'authRefusal.tokenExpired',
  SESSION_EXPIRED: 'authRefusal.sessionExpired',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'authRefusal.credentialAccountNotFound',
  EMAIL_NOT_VERIFIED: 'authRefusal.emailNotVerified',
  MISSING_FIELD: 'authRefusal.missingField',
  INVALID_ORIGIN: 'authRefusal.invalidOrigin',
  MISSING_OR_NULL_ORIGIN: 'authRefusal.invalidOrigin',
  BANNED_USER: 'authRefusal.bannedUser',
  OTP_NOT_ENABLED: 'authRefusal.otpNotEnabled',
  OTP_HAS_EXPIRED: 'authRefusal.otpHasExpired',
  TOTP_NOT_ENABLED: 'authRefusal.totpNotEnabled',
  TWO_FACTOR_NOT_ENABLED: 'authRefusal.twoFactorNotEnabled',
  BACKUP_CODES_NOT_ENABLED: 'authRefusal.backupCodesNotEnabled',
  INVALID_BACKUP_CODE: 'authRefusal.invalidBackupCode',
  INVALID_CODE: 'authRefusal.invalidCode',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'authRefusal.tooManyAttempts',
  ACCOUNT_TEMPORARILY_LOCKED: 'authRefusal.accountTemporarilyLocked',
  INVALID_TWO_FACTOR_COOKIE: 'authRefusal.invalidTwoFactorCookie',
};

/** The catalogue text of a better-auth error code, if it has one. */
export function refusalText(code: unknown, locale: Locale): string | undefined {
  const id = typeof code === 'string' ? REFUSALS[code] : undefined;
  return id ? translate(locale, id) : undefined;
}

/**
 * better-auth's refusal (`response`, not ok) with its message in the reader's language: the JSON body with
 * `message` replaced, or undefined when the answer is not a refusal with a known code (it goes out untouched).
 */
export async function refusalInReaderWords(response: Response, locale: Locale): Promise<Buffer | undefined> {
  if (response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: unknown; message?: unknown } | undefined;
  const message = body && typeof body === 'object' ? refusalText(body.code, locale) : undefined;
  return message === undefined ? undefined : Buffer.from(JSON.stringify({ ...body, message }));
}

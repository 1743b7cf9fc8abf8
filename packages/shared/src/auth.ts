import { z } from 'zod';
import { EMAIL_MAX, FULL_NAME_MAX } from './accounts.js';
import { t } from './messages.js';
import { PASSWORD_MIN_LENGTH, TOTP_DIGITS } from './rules.js';

/**
 * Contracts of the sign-up, password-reset and two-factor requests (served by the auth layer under /api/auth):
 * the forms check their values with them, and the server turns the auth layer's own validation refusals into
 * these contracts' catalogue texts (user spec §5, §8).
 */

/** A text field that must be filled: missing, not a text or blank, it says `message`. */
const requiredText = (message: string) => z.string(message).trim().min(1, message);
const emailText = requiredText(t('auth.fillAllFields'))
  .max(EMAIL_MAX)
  .pipe(z.email(t('form.invalidEmail')));
const newPassword = z.string(t('auth.fillAllFields')).min(1, t('auth.fillAllFields')).min(PASSWORD_MIN_LENGTH, t('auth.passwordTooShort'));

/** POST /api/auth/sign-in/email: email and password required (user spec §5, 'Please fill in all fields'). */
export const signInRequest = z.object({
  email: requiredText(t('auth.fillAllFields')),
  password: z.string(t('auth.fillAllFields')).min(1, t('auth.fillAllFields')),
  rememberMe: z.boolean().optional(),
});

/** POST /api/auth/sign-up/email. `name` is the spec's full name. */
export const signUpRequest = z.object({
  name: requiredText(t('auth.fillAllFields')).max(FULL_NAME_MAX),
  email: emailText,
  password: newPassword,
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

/** POST /api/auth/request-password-reset: mails a link back to /reset-password. */
export const requestPasswordResetRequest = z.object({ email: emailText, redirectTo: z.string().optional() });

/** POST /api/auth/reset-password with the token of the mailed link. */
export const resetPasswordRequest = z.object({ newPassword, token: z.string(t('reset.invalidToken')).min(1, t('reset.invalidToken')) });

/** POST /api/auth/change-password: other sessions are signed out whatever the client asks. */
export const changePasswordRequest = z.object({
  currentPassword: z.string(t('auth.fillAllFields')).min(1, t('auth.fillAllFields')),
  newPassword,
  revokeOtherSessions: z.boolean().optional(),
});

/** POST /api/auth/two-factor/enable, /disable and /generate-backup-codes: the account's password again. */
export const passwordCheckRequest = z.object({
  password: z.string(t('accountSettings.passwordRequired')).min(1, t('accountSettings.passwordRequired')),
});

/** POST /api/auth/two-factor/verify-totp: the 6-digit code of the authenticator app. */
export const verifyTotpRequest = z.object({
  code: z
    .string(t('twoFactor.enterCode'))
    .trim()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), t('twoFactor.enterCode')),
  trustDevice: z.boolean().optional(),
});

/** POST /api/auth/two-factor/verify-backup-code: one of the single-use backup codes. */
export const verifyBackupCodeRequest = z.object({
  code: requiredText(t('twoFactor.enterBackupCode')),
  trustDevice: z.boolean().optional(),
});

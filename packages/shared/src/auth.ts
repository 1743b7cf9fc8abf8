import { z } from 'zod';
import { EMAIL_MAX, FULL_NAME_MAX } from './accounts.js';
import { textId } from './messages.js';
import { PASSWORD_MIN_LENGTH, TOTP_DIGITS } from './rules.js';

/**
 * Contracts of the sign-up, password-reset and two-factor requests (served by the auth layer under /api/auth):
 * the forms check their values with them, and the server turns the auth layer's own validation refusals into
 * these contracts' catalogue texts (user spec §5, §8).
 */

/** A text field that must be filled: missing, not a text or blank, it says `message`. */
const requiredText = (message: string) => z.string(message).trim().min(1, message);
const emailText = requiredText(textId('auth.fillAllFields'))
  .max(EMAIL_MAX)
  .pipe(z.email(textId('form.invalidEmail')));
const newPassword = z.string(textId('auth.fillAllFields')).min(1, textId('auth.fillAllFields')).min(PASSWORD_MIN_LENGTH, textId('auth.passwordTooShort'));

/** POST /api/auth/sign-in/email: email and password required (user spec §5, 'Please fill in all fields'). */
export const signInRequest = z.object({
  email: requiredText(textId('auth.fillAllFields')),
  password: z.string(textId('auth.fillAllFields')).min(1, textId('auth.fillAllFields')),
  rememberMe: z.boolean().optional(),
});

/** POST /api/auth/sign-up/email. `name` is the spec's full name. */
export const signUpRequest = z.object({
  name: requiredText(textId('auth.fillAllFields')).max(FULL_NAME_MAX),
  email: emailText,
  password: newPassword,
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

/** POST /api/auth/request-password-reset: mails a link back to /reset-password. */
export const requestPasswordResetRequest = z.object({ email: emailText, redirectTo: z.string().optional() });

/** POST /api/auth/reset-password with the token of the mailed link. */
export const resetPasswordRequest = z.object({ newPassword, token: z.string(textId('reset.invalidToken')).min(1, textId('reset.invalidToken')) });

/** POST /api/auth/change-password: other sessions are signed out whatever the client asks. */
export const changePasswordRequest = z.object({
  currentPassword: z.string(textId('auth.fillAllFields')).min(1, textId('auth.fillAllFields')),
  newPassword,
  revokeOtherSessions: z.boolean().optional(),
});

/** POST /api/auth/two-factor/enable, /disable and /generate-backup-codes: the account's password again. */
export const passwordCheckRequest = z.object({
  password: z.string(textId('accountSettings.passwordRequired')).min(1, textId('accountSettings.passwordRequired')),
});

/** POST /api/auth/two-factor/verify-totp: the 6-digit code of the authenticator app. */
export const verifyTotpRequest = z.object({
  code: z
    .string(textId('twoFactor.enterCode'))
    .trim()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), textId('twoFactor.enterCode')),
  trustDevice: z.boolean().optional(),
});

/** POST /api/auth/two-factor/verify-backup-code: one of the single-use backup codes. */
export const verifyBackupCodeRequest = z.object({
  code: requiredText(textId('twoFactor.enterBackupCode')),
  trustDevice: z.boolean().optional(),
});

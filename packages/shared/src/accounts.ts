import { z } from 'zod';
import { accountStatuses } from './enums.js';
import { LOCALES } from './i18n.js';
import { textId } from './messages.js';

/**
 * Contracts of the accounts area: the user's own profile and identity verification. Server routes validate
 * with these and the web app types its calls with them. The back office's users, verifications, dashboard and
 * audit log are in admin/accounts.ts (decision 028).
 */

export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** Verification photo: at most 5 MB (5 * 1024 * 1024 bytes), PNG, JPEG or GIF (user spec §5, §9). */
export const VERIFICATION_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const VERIFICATION_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** Any successful change answers with its catalogue text, so the screen shows the same words. */
export const successResponse = z.object({ message: z.string() });
export type SuccessResponse = z.infer<typeof successResponse>;

/**
 * `total` of a long list is counted only as far as the pages the screen can reach from the current one (an
 * exact count would walk every row on every page request): `totalIsExact` false means "at least `total`".
 */
export const listTotalFields = {
  total: z.number().int(),
  totalIsExact: z.boolean(),
};

// ---------------------------------------------------------------- the user's own profile

/** PUT /api/account/profile. Changing the email also changes the sign-in email. */
export const updateProfileBody = z.object({
  fullName: z.string().trim().min(1).max(FULL_NAME_MAX),
  email: z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email()),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
export const profileSchema = z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() });
export const updateProfileResponse = successResponse.extend({ profile: profileSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

/**
 * PUT /api/me/language: the language a person reads Arena in. Signed in, it is saved on the account (so it follows
 * them to another device) and remembered in the `arena_language` cookie; signed out, only the cookie is set.
 */
export const languagePreferenceSchema = z.object({ language: z.enum(LOCALES) });
export type LanguagePreference = z.infer<typeof languagePreferenceSchema>;

// ---------------------------------------------------------------- identity verification

/** The text fields of POST /api/verification (multipart/form-data, with the file field `photo`). */
export const verificationFields = z.object({
  fullName: z.string().trim().max(FULL_NAME_MAX),
  dateOfBirth: z.string().trim(),
  address: z.string().trim().max(300),
  city: z.string().trim().max(100),
  state: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().max(30).optional(),
  country: z.string().trim().max(100),
});
export type VerificationFields = z.infer<typeof verificationFields>;

/** A field a submission must fill ('Please fill in all required fields'). */
const requiredVerificationField = z.string(textId('verification.fillRequired')).trim().min(1, textId('verification.fillRequired'));

/**
 * What a submission must have: every field but state and postal code filled. The form checks it before sending
 * and the server on receiving; the date of birth's range and the photo are checked apart.
 */
export const verificationSubmission = verificationFields.extend({
  fullName: requiredVerificationField.max(FULL_NAME_MAX),
  dateOfBirth: requiredVerificationField,
  address: requiredVerificationField.max(300),
  city: requiredVerificationField.max(100),
  country: requiredVerificationField.max(100),
});

export const verificationSchema = z.object({
  verificationId: z.string(),
  fullName: z.string(),
  /** YYYY-MM-DD */
  dateOfBirth: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  hasPhoto: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** GET /api/verification: the user's own record (null before the first submission) and account status. */
export const myVerificationResponse = z.object({
  accountStatus: z.enum(accountStatuses),
  verificationDate: z.string().nullable(),
  verification: verificationSchema.nullable(),
  /** URL of the photo (owner only), or null. */
  photoUrl: z.string().nullable(),
});
export type MyVerification = z.infer<typeof myVerificationResponse>;
export const submitVerificationResponse = successResponse.extend({ verification: myVerificationResponse });
export type SubmitVerificationResponse = z.infer<typeof submitVerificationResponse>;

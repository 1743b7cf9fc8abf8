/**
 * The sign-in pages' contracts, loaded after the page shows (`useLazyContract`): with them comes the validation
 * library, which does not fit in these pages' first load.
 */
export { requestPasswordResetRequest, resetPasswordRequest, signInRequest, signUpRequest, verifyBackupCodeRequest, verifyTotpRequest } from '@arena/shared';

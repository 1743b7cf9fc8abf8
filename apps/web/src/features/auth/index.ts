// What other features may use of auth. The screens are registered through ./routes.tsx.
export { authErrorMessage } from './lib/auth-error-message';
export { useConfirmTwoFactor } from './api/verify-totp';
export { isSigningOut, signOutFinished, useSignOut } from './api/sign-out';

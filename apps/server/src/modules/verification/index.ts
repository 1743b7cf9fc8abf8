/** The identity verification module's face: the admin's view of one user's verification. */
export { getAdminVerification } from './service.js';

/** The identity verification module's face: its routes and the admin's view of one user's verification. */
export { verificationRoutes } from './routes.js';
export { getAdminVerification } from './service.js';

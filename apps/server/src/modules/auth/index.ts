/** The auth module's face: better-auth's instance and its routes under /api/auth. */
export { createAuth, type Auth } from './auth.js';
export { authRoutes } from './routes.js';
export { defaultLoginLimits, type LoginLimits } from './login-limits.js';

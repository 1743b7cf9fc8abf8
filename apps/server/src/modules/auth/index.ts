/** The auth module's face: better-auth's instance and the sign-in limits. */
export { createAuth, type Auth } from './auth.js';
export { defaultLoginLimits, type LoginLimits } from './login-limits.js';

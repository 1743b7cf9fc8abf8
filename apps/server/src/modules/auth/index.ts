/** The auth module's face: better-auth's instance. */
export { createAuth, type Auth } from './auth.js';

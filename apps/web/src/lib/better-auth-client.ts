import { adminClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth on our own server (same origin, so the session cookie is first-party and httpOnly). Load it with `loadAuthClient`. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [adminClient(), twoFactorClient()],
});

export type AuthClient = typeof authClient;

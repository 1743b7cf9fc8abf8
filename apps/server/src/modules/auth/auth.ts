import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { isLocale, PASSWORD_MIN_LENGTH, type Locale } from '@arena/shared';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import type { SendMail } from '../../lib/mailer.js';
import { translate } from '../../lib/i18n.js';
import { resolveLocale } from '../../lib/request-locale.js';
import { ensureWallet } from '../wallet/index.js';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  sendMail: SendMail;
  /** better-auth's own warnings (failed sign-ins, invalid origins) go to the app log, not the console. */
  log?: FastifyBaseLogger;
}

const DAY = 60 * 60 * 24;

/**
 * better-auth owns passwords, sessions (httpOnly cookies), bans and two-factor. Arena's profile is its
 * user row (see db/schema/auth.ts); every new user gets a wallet in the same breath.
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Arena',
    logger: options.log
      ? { level: 'info', log: (level, message, ...args) => options.log![level]({ source: 'better-auth', ...(args.length ? { args } : {}) }, message) }
      : undefined,
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // autoSignIn stays on so a taken email gets its own error; routes.ts drops the session it opens.
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      // Runs in the background (advanced.backgroundTasks): the answer does not wait for the mail, so
      // it takes as long whether or not the account exists.
      // In the account's language, else in that of the request that asked for it (its cookie, its Accept-Language).
      sendResetPassword: async ({ user, url }, request) => {
        const locale = resetMailLocale((user as { language?: unknown }).language, request?.headers);
        await options.sendMail({ to: user.email, subject: translate(locale, 'reset.mailSubject'), text: translate(locale, 'reset.mailBody', { url }) });
      },
    },
    session: {
      // "Remember me" ticked: 30 days, refreshed daily while used. Unticked: better-auth's one-day
      // session with a browser-session cookie.
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    user: {
      additionalFields: {
        accountStatus: { type: 'string', required: false, input: false, defaultValue: 'not_verified' },
        verificationDate: { type: 'date', required: false, input: false },
        // Set through PUT /api/me/language only; read with the session, so every request knows its reader's language.
        language: { type: 'string', required: false, input: false },
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      // better-auth turns its Origin check off when NODE_ENV=test unless told otherwise.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      backgroundTasks: {
        handler: (promise) => {
          void Promise.resolve(promise).catch((error: unknown) => options.log?.error({ err: error }, 'background task failed'));
        },
      },
    },
    // Arena applies its own per-account and per-address login limits (modules/auth/login-limits.ts),
    // stored in the database so every API process sees the same counts.
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureWallet(options.db, user.id);
          },
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({
        issuer: 'Arena',
        // Its lock (10 failures from anywhere lock the account's two-factor sign-in for 15 minutes) let anyone
        // with the password lock the owner out; routes.ts limits failures per (account, address) instead.
        accountLockout: { enabled: false },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The language of a password-reset mail: the account's choice, else the asking request's (cookie, Accept-Language). */
export function resetMailLocale(accountLanguage: unknown, headers: Headers | undefined): Locale {
  if (isLocale(accountLanguage)) return accountLanguage;
  return resolveLocale({ headers: { cookie: headers?.get('cookie') ?? undefined, 'accept-language': headers?.get('accept-language') ?? undefined } });
}

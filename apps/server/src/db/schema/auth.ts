import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountStatuses, LOCALES, roles } from '@arena/shared';
import { inList } from './helpers.js';

/**
 * The better-auth user row is Arena's profile (spec "profiles"): one row per account, so a profile
 * exists for every user by construction. `name` holds the spec's full_name.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    accountStatus: text('account_status').notNull().default('not_verified'),
    verificationDate: timestamp('verification_date', { withTimezone: true }),
    /** The language the account chose (en, fr, ht); null until chosen, when the browser's cookie or Accept-Language decide. */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', inList(t.role, roles)),
    check('users_account_status_check', inList(t.accountStatus, accountStatuses)),
    check('users_language_check', inList(t.language, LOCALES)),
    // The admin user list's order (newest first, id breaks ties) and its search: trigram indexes let
    // ILIKE '%x%' on name and email use an index (pg_trgm, on PostgreSQL and PGlite). GiST with 64-byte signatures,
    // not GIN: on 100,000 users a search reads 0.5–0.9 ms instead of 1.2–6 ms (GIN walks the posting lists of
    // trigrams every name shares; scripts/bench/README.md).
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_role_idx').on(t.role),
    // The identity verifications waiting for an admin, counted on each /metrics scrape: a few rows, not the table.
    index('users_pending_verification_idx')
      .on(t.id)
      .where(sql`${t.accountStatus} = 'pending'`),
    index('users_name_lower_idx').on(sql`lower(${t.name})`),
    index('users_name_trgm_idx').using('gist', sql`${t.name} gist_trgm_ops(siglen=64)`),
    index('users_email_trgm_idx').using('gist', sql`${t.email} gist_trgm_ops(siglen=64)`),
  ],
);

/**
 * How many accounts have role user (the admin dashboard's Users card), kept by triggers on `users` (migration
 * 0007) so the card does not count 100k index entries on every load. One row per counter; `players` is the only one.
 */
export const accountCounts = pgTable('account_counts', {
  name: text('name').primaryKey(),
  accounts: bigint('accounts', { mode: 'number' }).notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

/**
 * Attempts counted by the abuse limits, shared by all API processes: failed sign-ins (`sign-in`),
 * failed two-factor codes (`two-factor`), sign-ups (`sign-up`) and password-reset requests (`reset`),
 * each by email and client address.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().default('sign-in'),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
    check('login_attempts_kind_check', sql`${t.kind} in ('sign-in', 'two-factor', 'sign-up', 'reset')`),
  ],
);

/**
 * An account being guessed at (past the slow-down threshold) has one check of a guess at a time: the check
 * claims its row with a conditional upsert (`busy_until` in the past), so parallel guesses cannot all wait out
 * the same delay together and then all be checked. `busy_until` bounds a claim whose process died.
 */
export const signInLeases = pgTable(
  'sign_in_leases',
  {
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    busyUntil: timestamp('busy_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.email] })],
);

/**
 * The last time step whose TOTP code completed a two-factor sign-in, per account: a code (of that step or an
 * earlier one) is refused once used, so an overheard code cannot open a second session within its step.
 */
export const twoFactorSteps = pgTable('two_factor_steps', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull(),
});

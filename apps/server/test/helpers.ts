import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import type { Mail, SendMail } from '../src/lib/mailer.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { createAccount } from './factories.js';
import { adminQuery, withDatabase } from './global-setup.js';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A fresh, migrated database for one test file: PGlite loaded from the dump, or a clone of the PostgreSQL template. */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const template = inject('pgTemplate');
    const name = `${template}_f${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = withDatabase(base, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: options.poolSize ?? 10 });
    return { database, url, drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const dump = fs.readFileSync(inject('pgliteDump'));
  const database = await openDatabase({ loadDataDir: new Blob([dump]) });
  return { database, drop: async () => undefined };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'silent' });
  // Test files register many users from one address; the sign-up limit has its own tests.
  const loginLimits = { ...base.loginLimits, signUpsPerAddress: 100_000 };
  return { ...base, webDist: undefined, loginLimits, ...overrides };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** Mails the app sent (password reset links). */
  mails: Mail[];
  /** A new user with a unique email, signed in (written to the database: see createAccount in factories.ts). */
  createUser(overrides?: { email?: string; password?: string; name?: string }): Promise<TestUser>;
  createAdmin(overrides?: { email?: string; password?: string; name?: string }): Promise<TestUser>;
  signIn(email: string, password: string, rememberMe?: boolean): Promise<LightMyRequestResponse>;
  /** app.inject with the user's cookie and a same-origin Origin header. */
  request(user: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Problems the ledger check may report at close for these ids (wallet entry, request, competition…): for a test
   * that breaks the books on purpose to see the check notice it. Every other problem still fails the file.
   */
  acceptLedgerProblems(...ids: string[]): void;
  /** Closes the app, runs the ledger check on its database (throws on any problem not accepted), closes the database. */
  close(): Promise<void>;
}

let counter = 0;

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  sleep?: (ms: number) => Promise<void>;
  /** Replaces the recording mailer (the app's `mails` stays empty then); null: the app's own mailer (no SMTP: files in DATA_DIR/mail). */
  sendMail?: SendMail | null;
  /** Pino options for the app's log (a test that reads the log gives a stream); none by default. */
  logger?: object;
  /** Registers the embedded database's backup route with this token (db/backup.ts). */
  backupToken?: string;
}

export async function createTestApp(options: TestAppOptions & { poolSize?: number } = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase({ poolSize: options.poolSize });
  return createTestAppOn(database, { ...options, drop });
}

/**
 * A test app on a database opened by the caller: several API instances on one PostgreSQL database
 * (realtime fan-out between processes). `close()` closes the app and this database handle, then `drop`.
 */
export async function createTestAppOn(database: Database, options: TestAppOptions & { drop?: () => Promise<void> } = {}): Promise<TestApp> {
  const drop = options.drop ?? (async () => undefined);
  const mails: Mail[] = [];
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    sendMail:
      options.sendMail === null
        ? undefined
        : (options.sendMail ??
          (async (mail) => {
            mails.push(mail);
          })),
    logger: options.logger ?? false,
    sleep: options.sleep,
    backupToken: options.backupToken,
  });
  await app.ready();

  const signIn = (email: string, password: string, rememberMe = true) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN }, payload: { email, password, rememberMe } });

  const createUser = async (overrides: { email?: string; password?: string; name?: string } = {}, role: 'user' | 'admin' = 'user'): Promise<TestUser> => {
    counter += 1;
    const email = overrides.email ?? `user${counter}-${crypto.randomBytes(3).toString('hex')}@arena.test`;
    const password = overrides.password ?? 'password123';
    const account = await createAccount(database.db, app.auth, { email, password, name: overrides.name ?? `Test User ${counter}`, role });
    return { ...account, password };
  };

  const accepted = new Set<string>();
  return {
    app,
    db: database.db,
    database,
    mails,
    createUser,
    createAdmin: (overrides = {}) => createUser(overrides, 'admin'),
    signIn,
    request(user, opts) {
      const headers = { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...(opts.headers ?? {}) };
      return app.inject({ ...opts, headers });
    },
    acceptLedgerProblems(...ids) {
      for (const id of ids) accepted.add(id);
    },
    async close() {
      // Every test file that writes money leaves books that balance (docs/architecture.md, "Money"): the check runs on what the
      // file left behind, after the app finished its work and before the database goes.
      let problems: string[];
      try {
        await app.close();
        const report = await checkLedger(database.db);
        problems = report.problems.filter((p) => !accepted.has(p.id)).map((p) => `${p.kind} ${p.id}: ${p.detail}`);
      } finally {
        await database.close();
        await drop();
      }
      if (problems.length > 0) throw new Error(`the ledger check found ${problems.length} problem(s) when the test database closed:\n${problems.join('\n')}`);
    },
  };
}

/** The raw Set-Cookie lines of a response. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

/** The `cookie` request header that replays a response's Set-Cookie headers. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return setCookies(response)
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Gives `user` the role `role` straight in the database (as the operator's command or an approved proposal does)
 * and drops this process's cached sessions of them, so their next request acts with the new role.
 */
export async function setRole(t: TestApp, user: { id: string }, role: 'user' | 'admin'): Promise<void> {
  await t.db.update(users).set({ role }).where(eq(users.id, user.id));
  t.app.sessionCache.forget(user.id);
}

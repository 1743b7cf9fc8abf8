import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, sessions, users } from '../src/db/schema/index.js';
import { cookieHeader, createTestApp, setCookies, TEST_ORIGIN, type TestApp } from './helpers.js';

const SESSION_COOKIE = 'better-auth.session_token';
const DAY_MS = 86_400_000;

const uniqueEmail = (tag = 'auth') => `${tag}-${crypto.randomBytes(4).toString('hex')}@arena.test`;

function signUp(t: TestApp, overrides: { email?: string; password?: string; name?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { name: 'New Player', email: uniqueEmail('signup'), password: 'password123', ...overrides },
  });
}

/** The Set-Cookie line of the session token, or undefined. */
function sessionCookieLine(response: Parameters<typeof setCookies>[0]): string | undefined {
  return setCookies(response).find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !/max-age=0/i.test(c));
}

function maxAgeSeconds(cookieLine: string): number | undefined {
  const match = /;\s*max-age=(\d+)/i.exec(cookieLine);
  return match ? Number(match[1]) : undefined;
}

async function countUsersWithEmail(t: TestApp, email: string) {
  const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return Number(row!.n);
}

/** One app for the account flows below (each test makes its own users); login limits get their own. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates the account with its name and a wallet, and leaves no session behind', async () => {
    const email = uniqueEmail('register');
    const response = await signUp(t, { email, name: 'Ada Lovelace' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ user: { id: string; email: string; name: string } }>();
    expect(body.user).toMatchObject({ email, name: 'Ada Lovelace' });
    expect(body).not.toHaveProperty('token');

    // No cookie of any kind that would sign the browser in.
    expect(setCookies(response).filter((c) => c.startsWith(SESSION_COOKIE))).toEqual([]);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(rows).toEqual([]);

    const [user] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(user).toMatchObject({ name: 'Ada Lovelace', role: 'user', banned: false });

    // The account works: signing in afterwards succeeds.
    const signIn = await t.signIn(email, 'password123');
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a password shorter than 6 characters and creates nothing', async () => {
    const email = uniqueEmail('short');
    const response = await signUp(t, { email, password: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect(await countUsersWithEmail(t, email)).toBe(0);

    // Exactly the minimum is accepted.
    const ok = await signUp(t, { email, password: '123456' });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a taken email with 422 and the spec's 'User already exists. Please log in instead.', keeping one account", async () => {
    const email = uniqueEmail('dup');
    expect((await signUp(t, { email, password: 'first-password' })).statusCode).toBe(200);

    const again = await signUp(t, { email, password: 'second-password', name: 'Impostor' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: 'USER_ALREADY_EXISTS', message: 'User already exists. Please log in instead.' });
    expect(sessionCookieLine(again)).toBeUndefined();
    expect(await countUsersWithEmail(t, email)).toBe(1);

    // Same email in another case is the same account.
    const upper = await signUp(t, { email: email.toUpperCase(), password: 'third-password' });
    expect(upper.statusCode).toBe(422);
    expect(await countUsersWithEmail(t, email)).toBe(1);

    // The original password still works, the impostor's does not.
    expect((await t.signIn(email, 'first-password')).statusCode).toBe(200);
    expect((await t.signIn(email, 'second-password')).statusCode).toBe(401);
  });

  it("sign-ups racing for one email: one account; the auth layer's refusal says 'User already registered'", async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => signUp(t, { email, password: `password-${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      const body = refused.json<{ code: string; message: string }>();
      // Lost at the pre-check, or at better-auth's own insert.
      expect([
        { code: 'USER_ALREADY_EXISTS', message: 'User already exists. Please log in instead.' },
        { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already registered' },
      ]).toContainEqual({ code: body.code, message: body.message });
    }
    expect(await countUsersWithEmail(t, email)).toBe(1);
  });
});

describe('sign-in, remember me and sign-out', () => {
  it('refuses a wrong password with 401 and no session', async () => {
    const user = await t.createUser();
    const response = await t.signIn(user.email, 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(sessionCookieLine(response)).toBeUndefined();
  });

  it('refuses an unknown email with the same 401', async () => {
    const response = await t.signIn(uniqueEmail('nobody'), 'password123');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('rememberMe false: a browser-session cookie and a session that ends within a day', async () => {
    const user = await t.createUser();
    const before = Date.now();
    const response = await t.signIn(user.email, user.password, false);
    expect(response.statusCode).toBe(200);
    const line = sessionCookieLine(response);
    expect(line).toBeDefined();
    expect(line).not.toMatch(/max-age/i);
    expect(line).not.toMatch(/expires=/i);
    expect(line).toMatch(/httponly/i);

    const token = response.json<{ token: string }>().token;
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(DAY_MS - 60_000);
    expect(lifetime).toBeLessThan(DAY_MS + 60_000);

    // Using the session does not stretch it to 30 days.
    const me = await t.request({ ...user, cookie: cookieHeader(response) }, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    expect(after!.expiresAt.getTime() - before).toBeLessThan(DAY_MS + 60_000);
  });

  it('rememberMe true: a persistent cookie of about 30 days', async () => {
    const user = await t.createUser();
    const before = Date.now();
    const response = await t.signIn(user.email, user.password, true);
    expect(response.statusCode).toBe(200);
    const line = sessionCookieLine(response)!;
    expect(line).toBeDefined();
    expect(line).toMatch(/httponly/i);
    expect(line).toMatch(/samesite=lax/i);
    expect(maxAgeSeconds(line)).toBe(30 * 24 * 60 * 60);

    const token = response.json<{ token: string }>().token;
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(lifetime).toBeLessThan(30 * DAY_MS + 60_000);
  });

  it('rememberMe true: a session used after a day is extended, and so is the browser cookie', async () => {
    const user = await t.createUser();
    const response = await t.signIn(user.email, user.password, true);
    const token = response.json<{ token: string }>().token;
    const later = Date.now() + 2 * DAY_MS;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(later);
      const me = await t.request({ ...user, cookie: cookieHeader(response) }, { method: 'GET', url: '/api/me' });
      expect(me.statusCode).toBe(200);
      const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
      expect(row!.expiresAt.getTime() - later).toBeGreaterThan(30 * DAY_MS - 60_000);
      // Without this the cookie would still die 30 days after sign-in although the session lives on.
      const line = sessionCookieLine(me);
      expect(line).toBeDefined();
      expect(maxAgeSeconds(line!)).toBe(30 * 24 * 60 * 60);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an anonymous visitor asking /api/me gets 200 and no user (no error in the browser console)', async () => {
    const anonymous = await t.request(null, { method: 'GET', url: '/api/me' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
    const bogus = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `${SESSION_COOKIE}=not-a-session` } });
    expect(bogus.statusCode).toBe(200);
    expect(bogus.json()).toBeNull();
  });

  it('sign-out ends the session: /api/me answers 200 with no user afterwards', async () => {
    const user = await t.createUser();
    expect((await t.request(user, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    const out = await t.request(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    expect(setCookies(out).some((c) => c.startsWith(`${SESSION_COOKIE}=`) && /max-age=0/i.test(c))).toBe(true);

    // The old cookie, replayed, no longer works (the row is gone, not just the browser cookie).
    const me = await t.request(user, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toBeNull();
    // Nor does its answer clear the browser's cookie: by the time it arrives, the browser may hold a newer session's.
    expect(setCookies(me).some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect((await t.request(user, { method: 'GET', url: '/api/wallet' })).statusCode).toBe(401);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toEqual([]);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email, redirectTo: '/reset-password' },
    });

  it('mails a link whose token sets a new password; the old one stops working and old sessions end', async () => {
    const user = await t.createUser();
    const mailsBefore = t.mails.length;
    const response = await requestReset(user.email);
    expect(response.statusCode).toBe(200);

    // The mail goes out after the answer (the answer does not tell whether the account exists).
    const mail = await vi.waitFor(() => {
      const found = t.mails.slice(mailsBefore).find((m) => m.to === user.email);
      expect(found).toBeDefined();
      return found;
    });
    expect(mail!.subject).toBe('Reset your Arena password');
    const link = /(https?:\/\/\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(TEST_ORIGIN);

    // Following the link redirects to the web page with the token in the query string.
    const follow = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(follow.statusCode).toBe(302);
    const redirect = new URL(follow.headers.location as string, TEST_ORIGIN);
    expect(redirect.pathname).toBe('/reset-password');
    const token = redirect.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: 'brand-new-password', token },
    });
    expect(reset.statusCode).toBe(200);

    expect((await t.signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await t.signIn(user.email, 'brand-new-password')).statusCode).toBe(200);
    // The session opened before the reset was revoked.
    expect((await t.request(user, { method: 'GET', url: '/api/me' })).json()).toBeNull(); // signed out: 200 with no user

    // A token works once.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: 'another-password', token },
    });
    expect(replay.statusCode).toBe(400);
    expect((await t.signIn(user.email, 'another-password')).statusCode).toBe(401);
  });

  it('answers the same for an unknown email and sends no mail', async () => {
    const ghost = uniqueEmail('ghost');
    const user = await t.createUser();
    const response = await requestReset(ghost);
    expect(response.statusCode).toBe(200);
    // A known account's request made afterwards has had its mail: the unknown one has none.
    expect((await requestReset(user.email)).body).toBe(response.body);
    await vi.waitFor(() => expect(t.mails.some((m) => m.to === user.email)).toBe(true));
    expect(t.mails.some((m) => m.to === ghost)).toBe(false);
  });

  it('refuses a made-up token and leaves the password alone', async () => {
    const user = await t.createUser();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: 'brand-new-password', token: crypto.randomBytes(12).toString('hex') },
    });
    expect(reset.statusCode).toBe(400);
    expect((await t.signIn(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('banned accounts', () => {
  it('a ban through the admin API revokes sessions at once and refuses sign-in', async () => {
    const admin = await t.createAdmin();
    const user = await t.createUser();
    expect((await t.request(user, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    await t.app.auth.api.banUser({ body: { userId: user.id, banReason: 'cheating' }, headers: new Headers({ cookie: admin.cookie, origin: TEST_ORIGIN }) });

    // better-auth's own ban bypasses Arena's services: the database's notice drops the cached session.
    await expect.poll(async () => (await t.request(user, { method: 'GET', url: '/api/me' })).json(), { timeout: 3_000 }).toBeNull(); // signed out
    const signIn = await t.signIn(user.email, user.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'BANNED_USER' });
    expect(sessionCookieLine(signIn)).toBeUndefined();
    // The admin is unaffected.
    expect((await t.request(admin, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('setting users.banned directly (an operator in SQL) stops an existing session as soon as the database says so', async () => {
    const user = await t.createUser();
    expect((await t.request(user, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    await t.db.update(users).set({ banned: true }).where(eq(users.id, user.id));

    // The session was cached by the request above; the trigger's notice (migration 0006) drops it.
    await expect.poll(async () => (await t.request(user, { method: 'GET', url: '/api/me' })).json(), { timeout: 3_000 }).toBeNull(); // signed out
    expect((await t.request(user, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.signIn(user.email, user.password)).statusCode).toBe(403);
  });
});

describe('accounts table', () => {
  it('stores a password hash, never the password', async () => {
    const user = await t.createUser({ password: 'very-secret-pass' });
    const [row] = await t.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(row!.providerId).toBe('credential');
    expect(row!.password).toBeTruthy();
    expect(row!.password).not.toContain('very-secret-pass');
  });
});

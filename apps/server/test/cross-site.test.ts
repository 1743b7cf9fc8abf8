import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sessions } from '../src/db/schema/index.js';
import { createNotification } from './factories.js';
import { createTestApp, setCookies, TEST_ORIGIN, type TestApp, type TestUser } from './helpers.js';

const EVIL = 'https://evil.example';

describe('cross-site requests to Arena routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A user with `n` unread notifications. */
  async function userWithUnread(n = 2) {
    const user = await t.createUser();
    for (let i = 0; i < n; i++) await createNotification(t.db, user.id);
    return user;
  }

  async function unreadCount(userId: string) {
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return rows.length;
  }

  /** POST read-all with exactly these headers besides the session cookie (no default Origin). */
  const readAll = (user: TestUser, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie: user.cookie, ...headers } });

  it.each([
    ['a foreign Origin', { origin: EVIL }],
    ['Origin null (sandboxed frame, file://)', { origin: 'null' }],
    ['a look-alike Origin', { origin: `${TEST_ORIGIN}.evil.example` }],
    ['the trusted host on another scheme', { origin: TEST_ORIGIN.replace('http:', 'https:') }],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site without Origin (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin even with Sec-Fetch-Site same-origin', { origin: EVIL, 'sec-fetch-site': 'same-origin' }],
  ])('refuses %s with 403 FORBIDDEN and changes nothing', async (_name, headers) => {
    const user = await userWithUnread(2);
    const response = await readAll(user, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' } });
    expect(await unreadCount(user.id)).toBe(2);
  });

  it.each([
    ['the trusted Origin', { origin: TEST_ORIGIN }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin and no Sec-Fetch-Site (a non-browser client)', {}],
  ])('lets %s through', async (_name, headers) => {
    const user = await userWithUnread(2);
    const response = await readAll(user, headers);
    expect(response.statusCode).toBe(204);
    expect(await unreadCount(user.id)).toBe(0);
  });

  it('allows a GET from a foreign origin (reads change nothing)', async () => {
    const user = await userWithUnread(1);
    const response = await t.request(user, { method: 'GET', url: '/api/notifications', headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ unreadCount: number }>().unreadCount).toBe(1);
  });

  it('refuses a foreign Origin on every state-changing API route, before any access or input check', async () => {
    const user = await t.createUser();
    const stateChanging = t.app.routeAccess.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(stateChanging.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of stateChanging) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, () => crypto.randomUUID()).replace(/\*/g, 'sign-out');
      for (const who of [null, user]) {
        const response = await t.request(who, { method: route.method, url, headers: { origin: EVIL }, payload: {} });
        const code = response.json<{ error?: { code?: string } }>().error?.code;
        if (response.statusCode !== 403 || code !== 'FORBIDDEN')
          failures.push(`${route.method} ${url} (${who ? 'user' : 'anonymous'}): ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("better-auth's own Origin check", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a sign-in posted from a foreign origin is refused and opens no session', async () => {
    const user = await t.createUser();
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: EVIL },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(setCookies(response).filter((c) => c.includes('session_token='))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  // Arena's cross-site plugin answers first over HTTP; this proves better-auth's check is on as well
  // (it silently turns itself off under NODE_ENV=test unless advanced.disableOriginCheck is false).
  const signInDirect = (email: string, password: string, origin: string) =>
    t.app.auth.handler(
      new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    );

  it('better-auth itself refuses the foreign Origin with INVALID_ORIGIN', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const user = await t.createUser();
    const refused = await signInDirect(user.email, user.password, EVIL);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    expect(refused.headers.getSetCookie()).toEqual([]);

    // Control: the same call from the trusted origin signs in.
    const accepted = await signInDirect(user.email, user.password, TEST_ORIGIN);
    expect(accepted.status).toBe(200);
  });

  it('better-auth refuses a foreign redirect target for the password-reset link', async () => {
    const user = await t.createUser();
    const mailsBefore = t.mails.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, redirectTo: `${EVIL}/steal` },
    });
    expect(response.statusCode).toBe(403);
    expect(t.mails.length).toBe(mailsBefore);
  });
});

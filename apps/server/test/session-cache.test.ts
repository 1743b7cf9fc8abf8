import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { sessions } from '../src/db/schema/index.js';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../src/lib/session-cache.js';
import { cookieHeader, createTestApp, createTestAppOn, openTestDatabase, type TestApp, type TestUser } from './helpers.js';

const someone = { id: 'u1', email: 'u1@arena.test', name: 'U1', role: 'user' as const };

describe('SessionCache', () => {
  it('keeps a session for the TTL, never past the session’s own expiry', () => {
    let now = 1_000_000;
    const cache = new SessionCache(() => now);
    cache.set('a', cache.begin(), { user: someone, sessionId: 's1', sessionExpiresAt: new Date(now + 60 * 60_000) });
    cache.set('b', cache.begin(), { user: someone, sessionId: 's2', sessionExpiresAt: new Date(now + 5_000) });
    expect(cache.get('a')?.sessionId).toBe('s1');
    now += 5_000;
    expect(cache.get('b')).toBeUndefined();
    now += SESSION_CACHE_TTL_MS;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets one account’s sessions, or everyone’s', () => {
    const cache = new SessionCache();
    const expiry = new Date(Date.now() + 60_000);
    cache.set('a', cache.begin(), { user: someone, sessionId: 's1', sessionExpiresAt: expiry });
    cache.set('b', cache.begin(), { user: { ...someone, id: 'u2' }, sessionId: 's2', sessionExpiresAt: expiry });
    cache.forget('u1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.forget(null);
    expect(cache.size).toBe(0);
  });

  it('does not store a lookup that a sign-out or ban overtook', () => {
    const cache = new SessionCache();
    const started = cache.begin();
    cache.forget('u1'); // the session ended while it was being read
    cache.set('a', started, { user: someone, sessionId: 's1', sessionExpiresAt: new Date(Date.now() + 60_000) });
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('cached sessions end at once', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
  });
  afterAll(() => t.close());

  const me = (user: TestUser) => t.request(user, { method: 'GET', url: '/api/me' });

  it('a signed-in request is answered from the cache: no session lookup until the TTL or a change', async () => {
    const user = await t.createUser();
    expect((await me(user)).json()).toMatchObject({ id: user.id });
    // Remove the session behind the database triggers' back: the cache still answers.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
    });
    expect((await me(user)).json()).toMatchObject({ id: user.id });
    t.app.sessionCache.forget(user.id);
    expect((await me(user)).json()).toBeNull();
  });

  it('a sign-out: the same cookie is refused on the very next request', async () => {
    const user = await t.createUser();
    expect((await me(user)).json()).toMatchObject({ id: user.id });
    const out = await t.request(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await me(user)).json()).toBeNull();
  });

  it('a password change: the other sessions are refused on their very next request', async () => {
    const user = await t.createUser();
    const other = { ...user, cookie: cookieHeader(await t.signIn(user.email, user.password)) };
    expect((await me(other)).json()).toMatchObject({ id: user.id });
    const change = await t.request(user, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: user.password, newPassword: 'another-password-123' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(other)).json()).toBeNull();
  });

  it('a ban and a demotion through the back office take effect on the very next request', async () => {
    const banned = await t.createUser();
    const demoted = await t.createAdmin();
    expect((await me(banned)).statusCode).toBe(200);
    expect((await t.request(demoted, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);

    const ban = await t.request(admin, { method: 'PATCH', url: `/api/admin/users/${banned.id}`, payload: { accountStatus: 'banned' } });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await me(banned)).json()).toBeNull();

    // A demotion is a proposal (decision 030): it takes effect when another admin approves it.
    const demote = await t.request(admin, { method: 'PATCH', url: `/api/admin/users/${demoted.id}`, payload: { role: 'user' } });
    expect(demote.statusCode, demote.body).toBe(200);
    expect((await t.request(demoted, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
    const approver = await t.createAdmin();
    const proposalId = demote.json<{ proposal: { id: string } }>().proposal.id;
    const approved = await t.request(approver, { method: 'POST', url: `/api/admin/proposals/${proposalId}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await t.request(demoted, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('cached sessions across two API processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    a = await createTestAppOn(opened.database, { drop: opened.drop });
    b = await createTestAppOn(await openDatabase({ databaseUrl: opened.url!, poolSize: 2 }));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a ban through one process ends the session cached by the other within moments', async () => {
    const admin = await a.createAdmin();
    const user = await a.createUser();
    expect((await b.request(user, { method: 'GET', url: '/api/me' })).json()).toMatchObject({ id: user.id });
    expect(b.app.sessionCache.size).toBeGreaterThan(0);

    const ban = await a.request(admin, { method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: { accountStatus: 'banned' } });
    expect(ban.statusCode, ban.body).toBe(200);
    await expect.poll(async () => (await b.request(user, { method: 'GET', url: '/api/me' })).json(), { timeout: 3_000 }).toBeNull();
  });
});

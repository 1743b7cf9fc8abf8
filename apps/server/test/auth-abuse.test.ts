import { inEnglish } from './notification-text.js';
import crypto from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAttempts, notifications, sessions, users, verifications } from '../src/db/schema/index.js';
import { defaultLoginLimits, type LoginLimits } from '../src/config.js';
import type { Mail } from '../src/lib/mailer.js';
import { loadConfig } from '../src/config.js';
import { cookieHeader, createTestApp, TEST_ORIGIN, type TestApp } from './helpers.js';

/**
 * Abuse of the anonymous auth endpoints (OWASP): a guesser is throttled per (account, address) and per
 * address, an account being guessed at is slowed down but never locked against its owner, and its
 * owner is told; sign-ups and password-reset requests are limited; the reset answer never waits for
 * the mail; a password change ends every other session.
 */

const limits: LoginLimits = {
  ...defaultLoginLimits,
  perAccountAddress: 3,
  perAddress: 6,
  slowAfter: 3,
  baseDelayMs: 100,
  maxDelayMs: 800,
  signUpsPerAddress: 3,
  resetsPerAccount: 2,
  resetsPerAddress: 4,
};

const readEmail = (body: string) => (JSON.parse(body || '{}') as { email?: string }).email;
const uniqueEmail = (tag: string) => `${tag}-${crypto.randomBytes(4).toString('hex')}@arena.test`;

describe('sign-in abuse', () => {
  let t: TestApp;
  /** Every slow-down the app asked for, in order (recorded instead of waited). */
  const delays: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({ config: { loginLimits: limits }, sleep: async (ms) => void delays.push(ms) });
  });
  afterAll(() => t.close());

  const signInFrom = (ip: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: ip, headers: { origin: TEST_ORIGIN }, payload: { email, password } });

  const warnings = async (userId: string) =>
    (
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.titleKey, 'notify.signInAttempts.title')))
    ).map(inEnglish);

  it(`after ${limits.perAccountAddress} failures from one address, that address is refused for that account; the owner signs in from a clean address`, async () => {
    const user = await t.createUser();
    for (let i = 0; i < limits.perAccountAddress; i++) expect((await signInFrom('10.1.0.1', user.email, 'wrong-password')).statusCode).toBe(401);
    const blocked = await signInFrom('10.1.0.1', user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' } });
    expect((await signInFrom('10.1.0.1', user.email.toUpperCase(), user.password)).statusCode).toBe(429);

    const owner = await signInFrom('10.1.0.2', user.email, user.password);
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('the owner still signs in from a clean address while an attacker spread over many addresses is throttled and slowed down', async () => {
    const user = await t.createUser();
    delays.length = 0;
    // The attacker uses three addresses, each up to its per-pair quota, then keeps trying.
    const attackerStatuses: number[] = [];
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
      for (let i = 0; i < limits.perAccountAddress + 2; i++) attackerStatuses.push((await signInFrom(ip, user.email, `guess-${ip}-${i}`)).statusCode);
    }
    // Each address got exactly its quota of guesses checked; the rest were refused.
    expect(attackerStatuses.filter((s) => s === 401)).toHaveLength(3 * limits.perAccountAddress);
    expect(attackerStatuses.filter((s) => s === 429)).toHaveLength(3 * 2);

    // Past `slowAfter` failures every answer for the account is delayed, and the delay grows (capped).
    const checkedDelays = [...delays];
    expect(checkedDelays.length).toBeGreaterThanOrEqual(3 * limits.perAccountAddress - limits.slowAfter);
    for (let i = 1; i < checkedDelays.length; i++) expect(checkedDelays[i]!).toBeGreaterThanOrEqual(checkedDelays[i - 1]!);
    expect(checkedDelays[0]).toBe(limits.baseDelayMs);
    expect(Math.max(...checkedDelays)).toBe(limits.maxDelayMs);

    // The owner, from an address that has not been failing: slowed down, but signed in.
    delays.length = 0;
    const owner = await signInFrom('10.2.0.200', user.email, user.password);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(delays).toEqual([limits.maxDelayMs]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(owner) } })).statusCode).toBe(200);

    // The owner was told once that their account is being guessed at.
    const told = await warnings(user.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('They are being slowed down; you can still sign in.');
  });

  it('an account with few failures is neither delayed nor reported', async () => {
    const user = await t.createUser();
    delays.length = 0;
    expect((await signInFrom('10.3.0.1', user.email, 'wrong')).statusCode).toBe(401);
    expect((await signInFrom('10.3.0.1', user.email, user.password)).statusCode).toBe(200);
    expect(delays).toEqual([]);
    expect(await warnings(user.id)).toEqual([]);
  });

  it(`after ${limits.perAddress} failures from one address over many accounts, every sign-in from it is refused`, async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < limits.perAddress; i++) expect((await signInFrom(ip, uniqueEmail('spray'), 'wrong-password')).statusCode).toBe(401);
    const user = await t.createUser();
    expect((await signInFrom(ip, user.email, user.password)).statusCode).toBe(429);
    expect((await signInFrom('10.4.0.2', user.email, user.password)).statusCode).toBe(200);
  });

  it('counts form-encoded sign-ins too, so they cannot go around the limit', async () => {
    const user = await t.createUser();
    const formSignIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.5.0.1',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: user.email, password }).toString(),
      });
    for (let i = 0; i < limits.perAccountAddress; i++) expect((await formSignIn('wrong')).statusCode).toBe(401);
    expect((await formSignIn(user.password)).statusCode).toBe(429);
    expect((await signInFrom('10.5.0.1', user.email, user.password)).statusCode).toBe(429);
  });

  it('only failures inside the window count', async () => {
    const user = await t.createUser();
    for (let i = 0; i < limits.perAccountAddress; i++) expect((await signInFrom('10.6.0.1', user.email, 'wrong')).statusCode).toBe(401);
    expect((await signInFrom('10.6.0.1', user.email, user.password)).statusCode).toBe(429);
    await t.db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - limits.windowMs - 60_000) })
      .where(eq(loginAttempts.email, user.email));
    delays.length = 0;
    expect((await signInFrom('10.6.0.1', user.email, user.password)).statusCode).toBe(200);
    expect(delays).toEqual([]);
  });

  it('holds under concurrency: a parallel burst from one address gets no more checked guesses than the pair limit', async () => {
    const user = await t.createUser();
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => signInFrom('10.7.0.1', user.email, `guess-${i}`)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(limits.perAccountAddress);
    const [recorded] = await t.db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(Number(recorded!.n)).toBe(checked);
    expect((await signInFrom('10.7.0.2', user.email, user.password)).statusCode).toBe(200);
  });

  it('a successful sign-in does not count', async () => {
    const user = await t.createUser();
    for (let i = 0; i < limits.perAccountAddress + 2; i++) expect((await signInFrom('10.8.0.1', user.email, user.password)).statusCode).toBe(200);
    const [row] = await t.db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(Number(row!.n)).toBe(0);
  });

  it('guessing at an email without an account answers like any failure and notifies no one', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < limits.slowAfter + 1; i++) expect((await signInFrom(`10.9.0.${i + 1}`, email, 'wrong')).statusCode).toBe(401);
  });
});

describe('parallel guesses at one account from many addresses', () => {
  let t: TestApp;
  /** Attempts waiting out their slow-down; they go on when the test lets them. */
  let sleeping = 0;
  let wake: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (wake = resolve));
  beforeAll(async () => {
    t = await createTestApp({
      config: { loginLimits: limits },
      sleep: async () => {
        sleeping += 1;
        await gate;
      },
    });
  });
  afterAll(async () => {
    wake();
    await t.close();
  });

  const signInFrom = (ip: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: ip, headers: { origin: TEST_ORIGIN }, payload: { email, password } });

  it('checks one guess at a time once the account is being guessed at: of 200 at once, a handful are checked', async () => {
    const user = await t.createUser();
    let answered = 0;
    const burst = Array.from({ length: 200 }, (_, i) =>
      signInFrom(`10.40.${Math.floor(i / 100)}.${(i % 100) + 1}`, user.email, i === 199 ? user.password : `guess-${i}`).then((r) => {
        answered += 1;
        return r;
      }),
    );
    // Every attempt has either answered or is waiting out its delay; then the waiting ones go on.
    const deadline = Date.now() + 60_000;
    while (answered + sleeping < burst.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sleeping).toBeLessThanOrEqual(1);
    wake();
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 401 || s === 429)).toBe(true);
    // Guesses checked: the first `slowAfter` (no delay yet) and the one holding the account's turn.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(limits.slowAfter + 1);

    // The account is not locked: its owner signs in afterwards (slowed down).
    gate = Promise.resolve();
    const owner = await signInFrom('10.40.9.9', user.email, user.password);
    expect(owner.statusCode, owner.body).toBe(200);
  });
});

describe('behind a reverse proxy (TRUST_PROXY lists its addresses)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The injected requests come from 127.0.0.1: the proxy.
    t = await createTestApp({ config: { loginLimits: limits, trustProxy: loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy } });
  });
  afterAll(() => t.close());

  it('the limits see the address the proxy saw, whatever the client wrote to the left of X-Forwarded-For', async () => {
    const user = await t.createUser();
    const viaProxy = (spoofed: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `${spoofed}, 203.0.113.7` },
        payload: { email: user.email, password },
      });
    for (let i = 0; i < limits.perAccountAddress; i++) expect((await viaProxy(`198.51.100.${i + 1}`, 'wrong-password')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.99', user.password)).statusCode).toBe(429);
    const recorded = await t.db.select({ ip: loginAttempts.ipAddress }).from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(new Set(recorded.map((r) => r.ip))).toEqual(new Set(['203.0.113.7']));
    // Another client behind the same proxy is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.8' },
      payload: { email: user.email, password: user.password },
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe('sign-up limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginLimits: limits } });
  });
  afterAll(() => t.close());

  const signUpFrom = (ip: string, email = uniqueEmail('signup')) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'New Player', email, password: 'password123' },
    });

  it(`allows ${limits.signUpsPerAddress} sign-ups per address in the window, then refuses that address only`, async () => {
    for (let i = 0; i < limits.signUpsPerAddress; i++) expect((await signUpFrom('10.20.0.1')).statusCode).toBe(200);
    const email = uniqueEmail('refused');
    const refused = await signUpFrom('10.20.0.1', email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(Number(row!.n)).toBe(0);
    expect((await signUpFrom('10.20.0.2')).statusCode).toBe(200);
  });

  it('a parallel burst from one address creates no more accounts than the limit', async () => {
    const burst = await Promise.all(Array.from({ length: 10 }, () => signUpFrom('10.21.0.1')));
    expect(burst.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(limits.signUpsPerAddress);
    expect(burst.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
  });
});

describe('password-reset requests', () => {
  let t: TestApp;
  const mails: Mail[] = [];
  let releaseMail: () => void = () => undefined;
  let mailGate = Promise.resolve();
  beforeAll(async () => {
    t = await createTestApp({
      config: { loginLimits: limits },
      sendMail: async (mail) => {
        mails.push(mail);
        await mailGate;
      },
    });
  });
  afterAll(async () => {
    releaseMail();
    await t.close();
  });

  const requestReset = (email: string, ip = '10.30.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN },
      payload: { email, redirectTo: '/reset-password' },
    });

  const resetTokens = async (userId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(verifications)
      .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));
    return Number(row!.n);
  };

  it('answers without waiting for the mail, the same whether or not the account exists', async () => {
    const user = await t.createUser();
    // A mail server that never answers: the request must still complete.
    mailGate = new Promise((resolve) => (releaseMail = resolve));
    const known = await requestReset(user.email, '10.31.0.1');
    const unknown = await requestReset(uniqueEmail('ghost'), '10.31.0.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    // The mail is started after the answer, and never finishes here.
    await vi.waitFor(() => expect(mails.filter((m) => m.to === user.email)).toHaveLength(1), { timeout: 10_000 });
    releaseMail();
    mailGate = Promise.resolve();
  });

  it('answers before any work about the account: known and unknown emails take the same path to their answer', async () => {
    const user = await t.createUser();
    const ghost = uniqueEmail('ghost');
    // better-auth (the lookup, the token, the mail) is held back until both answers are in.
    const original = t.app.auth.handler;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const spy = vi.spyOn(t.app.auth, 'handler').mockImplementation(async (request: Request) => {
      seen.push(String(readEmail(await request.clone().text())));
      await held;
      return original(request);
    });
    try {
      const [known, unknown] = await Promise.all([requestReset(user.email, '10.36.0.1'), requestReset(ghost, '10.36.0.2')]);
      expect(known.statusCode, known.body).toBe(200);
      expect(unknown.statusCode, unknown.body).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ status: true, message: 'If this email exists in our system, check your email for the reset link' });
      expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
      // Both answered while the per-account work had not run for either.
      expect(await resetTokens(user.id)).toBe(0);
      release();
      await vi.waitFor(() => expect(seen.filter((email) => email === user.email || email === ghost).sort()).toEqual([user.email, ghost].sort()));
      // Then the work runs: the existing account gets its token and its mail.
      await vi.waitFor(async () => expect(await resetTokens(user.id)).toBe(1), { timeout: 10_000 });
      await vi.waitFor(() => expect(mails.some((m) => m.to === user.email)).toBe(true), { timeout: 10_000 });
      expect(mails.some((m) => m.to === ghost)).toBe(false);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('a malformed reset request still gets its error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: '10.35.0.1',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const redirect = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: '10.35.0.2',
      headers: { origin: TEST_ORIGIN },
      payload: { email: uniqueEmail('x'), redirectTo: 'https://evil.example/reset' },
    });
    expect(redirect.statusCode).toBe(403);
  });

  it('a burst of 100 requests for one account creates at most a few tokens', async () => {
    const user = await t.createUser();
    const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => requestReset(user.email, `10.32.${Math.floor(i / 50)}.${(i % 50) + 1}`)));
    expect(burst.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    expect(await resetTokens(user.id)).toBeLessThanOrEqual(limits.resetsPerAccount);
    expect(burst.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(100 - limits.resetsPerAccount);
  });

  it(`refuses the request after ${limits.resetsPerAccount} for one account, known or not`, async () => {
    const user = await t.createUser();
    const ghost = uniqueEmail('ghost');
    for (const email of [user.email, ghost]) {
      for (let i = 0; i < limits.resetsPerAccount; i++) expect((await requestReset(email, `10.33.${i}.1`)).statusCode).toBe(200);
      const refused = await requestReset(email, '10.33.9.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    }
    expect(await resetTokens(user.id)).toBe(limits.resetsPerAccount);
  });

  it(`refuses an address after ${limits.resetsPerAddress} requests, whatever the accounts`, async () => {
    for (let i = 0; i < limits.resetsPerAddress; i++) expect((await requestReset(uniqueEmail('any'), '10.34.0.1')).statusCode).toBe(200);
    expect((await requestReset(uniqueEmail('any'), '10.34.0.1')).statusCode).toBe(429);
    expect((await requestReset(uniqueEmail('any'), '10.34.0.2')).statusCode).toBe(200);
  });
});

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const revokeOtherSessions of [false, undefined]) {
    it(`ends every other session even when the client sends revokeOtherSessions: ${String(revokeOtherSessions)}`, async () => {
      const user = await t.createUser();
      const other = cookieHeader(await t.signIn(user.email, user.password));
      const change = await t.request(user, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: user.password, newPassword: 'a-new-password', ...(revokeOtherSessions === undefined ? {} : { revokeOtherSessions }) },
      });
      expect(change.statusCode, change.body).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other } })).json()).toBeNull(); // signed out: 200 with no user
      // The session that made the change goes on (with the cookie better-auth renewed).
      const current = cookieHeader(change) || user.cookie;
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: current } })).statusCode).toBe(200);
      const [left] = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
      expect(Number(left!.n)).toBe(1);
    });
  }
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { cookieHeader, createTestApp, TEST_ORIGIN, type TestApp } from './helpers.js';
import { mergeCookies, secretFromUri, totp } from './accounts-fixtures.js';

describe('own profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('updates the full name and answers with the catalogue text', async () => {
    const user = await t.createUser({ name: 'Old Name' });
    const res = await t.request(user, { method: 'PUT', url: '/api/account/profile', payload: { fullName: '  New Name ', email: user.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Profile updated successfully', profile: { id: user.id, email: user.email, fullName: 'New Name' } });
    const me = await t.request(user, { method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({ fullName: 'New Name', email: user.email });
  });

  it('changes the sign-in email: the new email signs in, the old one no longer does', async () => {
    const user = await t.createUser();
    const newEmail = `renamed-${user.id.slice(0, 8)}@Arena.TEST`;
    const res = await t.request(user, { method: 'PUT', url: '/api/account/profile', payload: { fullName: 'Renamed', email: newEmail } });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.email).toBe(newEmail.toLowerCase());

    const withNew = await t.signIn(newEmail.toLowerCase(), user.password);
    expect(withNew.statusCode).toBe(200);
    const me = await t.request({ ...user, cookie: cookieHeader(withNew) }, { method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({ id: user.id, email: newEmail.toLowerCase() });
    const withOld = await t.signIn(user.email, user.password);
    expect(withOld.statusCode).toBe(401);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(entry).toMatchObject({
      actorId: user.id,
      action: 'account.profile.update',
      before: { email: user.email },
      after: { email: newEmail.toLowerCase() },
    });
  });

  it('refuses an email used by another account with a 409 and changes nothing', async () => {
    const a = await t.createUser({ name: 'Alpha' });
    const b = await t.createUser();
    const res = await t.request(a, { method: 'PUT', url: '/api/account/profile', payload: { fullName: 'Changed', email: b.email.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: 'This email is already used by another account. Please choose another one.' });
    const me = await t.request(a, { method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({ email: a.email, fullName: 'Alpha' });
  });

  it('validates the form: empty name or bad email is a 400, anonymous is a 401', async () => {
    const user = await t.createUser();
    const empty = await t.request(user, { method: 'PUT', url: '/api/account/profile', payload: { fullName: '   ', email: user.email } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('fullName');
    const badEmail = await t.request(user, { method: 'PUT', url: '/api/account/profile', payload: { fullName: 'X', email: 'not-an-email' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields).toHaveProperty('email');
    const anonymous = await t.request(null, { method: 'PUT', url: '/api/account/profile', payload: { fullName: 'X', email: 'x@arena.test' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('two-factor authentication (TOTP) through the /api/auth proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (cookie: string | null, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });

  it('enables with the password, then sign-in needs a TOTP code or a single-use backup code', async () => {
    const user = await t.createUser();

    // Wrong password: refused, nothing enabled.
    const wrong = await post(user.cookie, '/api/auth/two-factor/enable', { password: 'not-the-password' });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);

    const enable = await post(user.cookie, '/api/auth/two-factor/enable', { password: user.password });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Arena:/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(2);
    const secret = secretFromUri(totpURI);

    // Not enabled until a code from the authenticator is verified.
    let me = await t.request(user, { method: 'GET', url: '/api/me' });
    expect(me.json().twoFactorEnabled).toBe(false);
    const badCode = await post(user.cookie, '/api/auth/two-factor/verify-totp', { code: totp(secret) === '000000' ? '111111' : '000000' });
    expect(badCode.statusCode).toBe(401);
    const verify = await post(user.cookie, '/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(verify.statusCode).toBe(200);
    const cookie = mergeCookies(user.cookie, verify.headers['set-cookie']);
    me = await t.request({ ...user, cookie }, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().twoFactorEnabled).toBe(true);

    // The URI can be shown again (password required).
    const uri = await post(cookie, '/api/auth/two-factor/get-totp-uri', { password: user.password });
    expect(uri.statusCode).toBe(200);
    expect(secretFromUri(uri.json().totpURI)).toBe(secret);

    // Sign-in now stops half-way: no session, a two-factor redirect and its short-lived cookie.
    const signIn = await t.signIn(user.email, user.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = mergeCookies('', signIn.headers['set-cookie']);
    expect(pending).toMatch(/two_factor/);
    expect(pending).not.toMatch(/session_token/);
    const notYet = await t.request({ ...user, cookie: pending }, { method: 'GET', url: '/api/me' });
    expect(notYet.statusCode).toBe(200);
    expect(notYet.json()).toBeNull(); // not signed in yet

    // A wrong code does not finish it; the right one does.
    const wrongCode = await post(pending, '/api/auth/two-factor/verify-totp', { code: totp(secret, Date.now() - 10 * 60_000) });
    expect(wrongCode.statusCode).toBe(401);
    const finish = await post(pending, '/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(finish.statusCode).toBe(200);
    const session = mergeCookies(pending, finish.headers['set-cookie']);
    expect(session).toMatch(/session_token/);
    me = await t.request({ ...user, cookie: session }, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    // A backup code completes a sign-in once.
    const again = await t.signIn(user.email, user.password);
    const pending2 = mergeCookies('', again.headers['set-cookie']);
    const backup = await post(pending2, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(backup.statusCode).toBe(200);
    const backupSession = mergeCookies(pending2, backup.headers['set-cookie']);
    me = await t.request({ ...user, cookie: backupSession }, { method: 'GET', url: '/api/me' });
    expect(me.json().id).toBe(user.id);

    const third = await t.signIn(user.email, user.password);
    const pending3 = mergeCookies('', third.headers['set-cookie']);
    const reused = await post(pending3, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(reused.statusCode).toBe(401);
    const otherCode = await post(pending3, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] });
    expect(otherCode.statusCode).toBe(200);

    // Disabling needs the password; sign-in is then one step again.
    const disable = await post(backupSession, '/api/auth/two-factor/disable', { password: user.password });
    expect(disable.statusCode).toBe(200);
    const plain = await t.signIn(user.email, user.password);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('twoFactorRedirect');
    expect(cookieHeader(plain)).toMatch(/session_token/);
  });
});

describe('two-factor sign-in: replays and lock-outs', () => {
  let t: TestApp;
  const delays: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({ sleep: async (ms) => void delays.push(ms) });
  });
  afterAll(() => t.close());

  const post = (cookie: string | null, url: string, payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, remoteAddress, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });

  /** A user with two-factor sign-in on; returns its TOTP secret. */
  const withTwoFactor = async () => {
    const user = await t.createUser();
    const enable = await post(user.cookie, '/api/auth/two-factor/enable', { password: user.password });
    expect(enable.statusCode, enable.body).toBe(200);
    const secret = secretFromUri(enable.json<{ totpURI: string }>().totpURI);
    const verify = await post(user.cookie, '/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(verify.statusCode, verify.body).toBe(200);
    return { user, secret };
  };

  /** The first step of a sign-in: the pending cookie that asks for the second. */
  const firstStep = async (email: string, password: string) => {
    const signIn = await t.signIn(email, password);
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
    return mergeCookies('', signIn.headers['set-cookie']);
  };

  it('a TOTP code that finished a sign-in does not finish another one (nor does an earlier code)', async () => {
    const { user, secret } = await withTwoFactor();
    // The next step's code (accepted a step early), so that the step cannot roll over during the test.
    const code = totp(secret, Date.now() + 30_000);
    const first = await post(await firstStep(user.email, user.password), '/api/auth/two-factor/verify-totp', { code });
    expect(first.statusCode, first.body).toBe(200);

    const replay = await post(await firstStep(user.email, user.password), '/api/auth/two-factor/verify-totp', { code });
    expect(replay.statusCode, replay.body).toBe(401);
    expect(mergeCookies('', replay.headers['set-cookie'])).not.toMatch(/session_token/);
    const earlier = await post(await firstStep(user.email, user.password), '/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(earlier.statusCode, earlier.body).toBe(401);

    // Parallel uses of one fresh code: one sign-in at most.
    const [other] = [await withTwoFactor()];
    const fresh = totp(other.secret, Date.now() + 30_000);
    const pendings = await Promise.all(Array.from({ length: 4 }, () => firstStep(other.user.email, other.user.password)));
    const answers = await Promise.all(pendings.map((pending) => post(pending, '/api/auth/two-factor/verify-totp', { code: fresh })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });

  it('failing the second step from one address does not lock the owner out from another', async () => {
    const { user, secret } = await withTwoFactor();
    const wrong = totp(secret, Date.now() - 10 * 60_000);
    const statuses: number[] = [];
    // Three challenges of five wrong codes each (better-auth ends a challenge after five), from one address.
    for (let challenge = 0; challenge < 3; challenge++) {
      const pending = await firstStep(user.email, user.password);
      for (let i = 0; i < 5; i++) statuses.push((await post(pending, '/api/auth/two-factor/verify-totp', { code: wrong }, '10.60.0.1')).statusCode);
    }
    // That address gets its quota of checked codes, then refusals.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429 || s === 400)).toBe(true);

    // The owner, elsewhere, signs in (slowed down at most).
    const owner = await post(
      await firstStep(user.email, user.password),
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret, Date.now() + 30_000) },
      '10.60.0.2',
    );
    expect(owner.statusCode, owner.body).toBe(200);
    expect(mergeCookies('', owner.headers['set-cookie'])).toMatch(/session_token/);
  });
});

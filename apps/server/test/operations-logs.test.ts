import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mergeCookies, secretFromUri, totp } from './accounts-fixtures.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers.js';
import { action, approve } from './wallet-helpers.js';

interface LogLine {
  msg: string;
  level: number;
  reqId?: string;
  userId?: string | null;
  route?: string | null;
  method?: string;
  statusCode?: number;
  responseTime?: number;
  ledgerEntries?: Array<{ id: string; kind: string }>;
}

/**
 * A whole run of an account, from sign-up to a deposit, with the app's real logger (info level) and its own mailer
 * (no SMTP: the reset mail is a file): every secret the run used is then looked for in what was logged.
 */
describe('the log of a full run', () => {
  let t: TestApp;
  let raw = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-logs-'));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString();
      done();
    },
  });
  const lines = () =>
    raw
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as LogLine);

  beforeAll(async () => {
    t = await createTestApp({ config: { dataDir }, sendMail: null, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has one line per request with its id, account, route pattern, status and time, the ledger entries of money, and no secret', async () => {
    const secrets: string[] = [];
    const post = (cookie: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });
    const email = `logs-${Date.now()}@arena.test`;
    const password = 'first-password-Xq81';
    secrets.push(password);

    // Register and sign in.
    expect((await post('', '/api/auth/sign-up/email', { name: 'Log Player', email, password })).statusCode).toBe(200);
    const signIn = await post('', '/api/auth/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(200);
    let cookie = mergeCookies('', signIn.headers['set-cookie']);
    const sessionToken = (c: string) => /session_token=([^;]+)/.exec(c)![1]!;
    secrets.push(sessionToken(cookie), decodeURIComponent(sessionToken(cookie)).split('.')[0]!);

    // Two-factor: enable, verify.
    const enable = await post(cookie, '/api/auth/two-factor/enable', { password });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
    const secret = secretFromUri(totpURI);
    secrets.push(secret, ...backupCodes);
    const verify = await post(cookie, '/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(verify.statusCode).toBe(200);
    // A session token verifying may set is a secret too.
    const renewed = /session_token=([^;]+)/.exec(String(verify.headers['set-cookie'] ?? ''))?.[1];
    if (renewed) secrets.push(renewed);

    // Password reset through the mailed link.
    expect((await post('', '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).statusCode).toBe(200);
    const mailFile = await vi.waitFor(() => {
      const files = fs.existsSync(path.join(dataDir, 'mail')) ? fs.readdirSync(path.join(dataDir, 'mail')) : [];
      expect(files).toHaveLength(1);
      return path.join(dataDir, 'mail', files[0]!);
    });
    const link = /(https?:\/\/\S+)/.exec(fs.readFileSync(mailFile, 'utf8'))![1]!;
    const linkUrl = new URL(link);
    const follow = await t.app.inject({ method: 'GET', url: linkUrl.pathname + linkUrl.search });
    const token = new URL(follow.headers.location as string, TEST_ORIGIN).searchParams.get('token')!;
    expect(token).toBeTruthy();
    const newPassword = 'second-password-Zr42';
    secrets.push(link, token, newPassword);
    expect((await post('', '/api/auth/reset-password', { newPassword, token })).statusCode).toBe(200);

    // Sign in again: password, then the authenticator's code.
    const again = await post('', '/api/auth/sign-in/email', { email, password: newPassword });
    expect(again.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = mergeCookies('', again.headers['set-cookie']);
    const finish = await post(pending, '/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(finish.statusCode).toBe(200);
    cookie = mergeCookies(pending, finish.headers['set-cookie']);
    secrets.push(sessionToken(cookie));

    // A deposit, approved by an admin: a money action.
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{ id: string }>();
    const requested = await post(cookie, '/api/wallet/deposits', { method: 'moncash', amountCents: 1500, transactionRef: '24680' });
    expect(requested.statusCode, requested.body).toBe(201);
    const admin = await t.createAdmin();
    secrets.push(admin.password, sessionToken(admin.cookie));
    const approved = await approve(t, admin, action(requested).transaction.id);
    expect(approved.statusCode, approved.body).toBe(200);

    await vi.waitFor(() => expect(lines().some((l) => l.msg === 'money action committed')).toBe(true));
    const all = lines();

    // One line per request: the deposit's, with who, what route and how it went.
    const depositLines = all.filter((l) => l.msg === 'request completed' && l.route === '/api/wallet/deposits');
    expect(depositLines).toHaveLength(1);
    expect(depositLines[0]).toMatchObject({ userId: me.id, method: 'POST', statusCode: 201, reqId: expect.any(String) as string });
    expect(depositLines[0]!.responseTime).toBeGreaterThan(0);
    expect(all.filter((l) => l.msg === 'incoming request')).toEqual([]);
    expect(all.filter((l) => l.reqId === depositLines[0]!.reqId)).toHaveLength(1);

    // The approval logs the ledger entry it wrote, under the approval's request id.
    const money = all.find((l) => l.msg === 'money action committed')!;
    const approvalLine = all.find((l) => l.msg === 'request completed' && l.route === '/api/admin/wallet-transactions/:id/approve')!;
    expect(money.reqId).toBe(approvalLine.reqId);
    expect(money.ledgerEntries).toEqual([expect.objectContaining({ kind: 'deposit', id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string })]);

    // The mail was written where the operator finds it, and the log says where, not what.
    expect(all.some((l) => l.msg.includes(mailFile))).toBe(true);
    for (const value of secrets) {
      expect(value.length).toBeGreaterThan(5);
      expect(raw, `the log holds a secret of the run: ${value.slice(0, 4)}…`).not.toContain(value);
    }
  });

  it('redacts a secret a log call would hand over by mistake', () => {
    t.app.log.info({ body: { password: 'handed-over-password', token: 'handed-over-token' }, mail: { to: 'a@b.c', text: 'a reset link' } }, 'careless');
    const line = raw.split('\n').find((l) => l.includes('"careless"'))!;
    expect(line).toContain('[redacted]');
    expect(line).not.toMatch(/handed-over|a reset link/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema/index.js';
import { MAX_STREAMS_PER_USER } from '../src/plugins/realtime.js';
import { cookieHeader, createTestApp, type TestApp } from './helpers.js';
import { baseUrl, eventually, openEventStream, type SseClient } from './sse.js';

/** An open event stream re-checks its session on every keepalive: revoking sessions (ban, sign-out) closes it. */
describe('event streams follow their session', () => {
  let t: TestApp;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    t = await createTestApp({ config: { realtimeKeepaliveMs: 100 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it('keeps a valid session streaming and closes the stream once its sessions are revoked', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const stream = await openEventStream(baseUrl(t.app), user.cookie);
    const otherStream = await openEventStream(baseUrl(t.app), other.cookie);
    streams.push(stream, otherStream);
    await eventually(() => stream.comments.filter((c) => c === 'keepalive').length >= 2, 'two keepalives');
    expect(stream.ended).toBe(false);

    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    await eventually(() => stream.ended, 'the revoked stream to end');
    expect(stream.frames.at(-1)).toEqual({ event: 'close', data: JSON.stringify({ reason: 'signed-out' }) });
    // The other user's stream is untouched and keeps receiving keepalives.
    const before = otherStream.comments.length;
    await eventually(() => otherStream.comments.length > before, 'another keepalive on the valid stream');
    expect(otherStream.ended).toBe(false);
  });
});

/** With a keepalive far away, only a published close can end a stream promptly. */
describe('event streams close at once', () => {
  let t: TestApp;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    t = await createTestApp({ config: { realtimeKeepaliveMs: 600_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  const open = async (cookie: string) => {
    const stream = await openEventStream(baseUrl(t.app), cookie);
    streams.push(stream);
    return stream;
  };

  it("a ban closes every stream of the banned user, and no one else's", async () => {
    const admin = await t.createAdmin();
    const user = await t.createUser();
    const other = await t.createUser();
    const [a, b, c] = [await open(user.cookie), await open(user.cookie), await open(other.cookie)];
    const ban = await t.request(admin, { method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: { accountStatus: 'banned' } });
    expect(ban.statusCode, ban.body).toBe(200);
    await eventually(() => a.ended && b.ended, "the banned user's streams to end", 3_000);
    expect(a.frames.at(-1)?.event).toBe('close');
    expect(c.ended).toBe(false);
  });

  it('a sign-out closes the streams of that session only', async () => {
    const user = await t.createUser();
    const second = cookieHeader(await t.signIn(user.email, user.password));
    const [mine, elsewhere] = [await open(user.cookie), await open(second)];
    const out = await t.request(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode, out.body).toBe(200);
    await eventually(() => mine.ended, 'the signed-out stream to end', 3_000);
    expect(elsewhere.ended).toBe(false);
  });

  /** Two sessions of a new user, each with an open stream; `second` is the one the action ends. */
  const twoSessions = async () => {
    const user = await t.createUser();
    const second = cookieHeader(await t.signIn(user.email, user.password));
    return { user, second, first: await open(user.cookie), other: await open(second) };
  };

  it('a password change closes the streams of the other sessions at once', async () => {
    const { user, other } = await twoSessions();
    const change = await t.request(user, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: user.password, newPassword: 'another-password-1' },
    });
    expect(change.statusCode, change.body).toBe(200);
    await eventually(() => other.ended, "the other session's stream to end", 3_000);
    expect(other.frames.at(-1)).toEqual({ event: 'close', data: JSON.stringify({ reason: 'signed-out' }) });
  });

  it('a password reset by mail closes every stream of the account at once', async () => {
    const { user, first, other } = await twoSessions();
    const before = t.mails.length;
    const asked = await t.request(null, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email, redirectTo: '/reset-password' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await eventually(() => t.mails.slice(before).some((m) => m.to === user.email), 'the reset mail');
    const link = new URL(/(https?:\/\/\S+)/.exec(t.mails.slice(before).find((m) => m.to === user.email)!.text)![1]!);
    const token = link.pathname.split('/').at(-1);
    const reset = await t.request(null, { method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: 'another-password-2', token } });
    expect(reset.statusCode, reset.body).toBe(200);
    await eventually(() => first.ended && other.ended, 'both streams to end', 3_000);
  });

  it('revoking the other sessions closes their streams at once, not this one', async () => {
    const { user, first, other } = await twoSessions();
    const revoke = await t.request(user, { method: 'POST', url: '/api/auth/revoke-other-sessions', payload: {} });
    expect(revoke.statusCode, revoke.body).toBe(200);
    await eventually(() => other.ended, "the other session's stream to end", 3_000);
    expect(first.ended).toBe(false);
  });

  it('deleting the account closes its streams at once', async () => {
    const admin = await t.createAdmin();
    const { user, first, other } = await twoSessions();
    const deleted = await t.request(admin, { method: 'DELETE', url: `/api/admin/users/${user.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await eventually(() => first.ended && other.ended, "the deleted account's streams to end", 3_000);
  });

  it(`at most ${MAX_STREAMS_PER_USER} open streams per user: a new one closes the oldest`, async () => {
    const user = await t.createUser();
    const opened: SseClient[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER + 1; i++) opened.push(await open(user.cookie));
    await eventually(() => opened[0]!.ended, 'the oldest stream to end', 3_000);
    // It is told why, so the browser does not reconnect and push out the next oldest in turn.
    expect(opened[0]!.frames.at(-1)).toEqual({ event: 'close', data: JSON.stringify({ reason: 'replaced' }) });
    expect(opened.slice(1).every((s) => !s.ended)).toBe(true);
  });
});

import type { Notification } from '@arena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { sendNotification, sendNotificationToAll, EVENT_MESSAGE_MAX } from '../src/modules/notifications/index.js';
import { publishEvent } from '../src/lib/realtime-events.js';
import { createNotification, notificationInput } from './factories.js';
import { createTestApp, createTestAppOn, openTestDatabase, type TestApp, type TestUser } from './helpers.js';
import { baseUrl, isNotification, eventually, openEventStream, type SseClient, type SseFrame } from './sse.js';

const hasTitle = (title: string) => (frame: SseFrame) => frame.event === 'notification' && (JSON.parse(frame.data) as Notification).title === title;

describe('realtime events over SSE', () => {
  let t: TestApp;
  let base: string;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrl(t.app);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  async function connect(user: TestUser) {
    const stream = await openEventStream(base, user.cookie);
    streams.push(stream);
    return stream;
  }

  /**
   * Frames on one connection arrive in order, so once a later notification for `user` is in, anything
   * sent to that connection before it has arrived too: what is missing then was never sent.
   */
  async function barrier(user: TestUser, stream: SseClient) {
    const marker = await createNotification(t.db, user.id, { title: `barrier ${Math.random()}` });
    await stream.waitFor(isNotification(marker.id));
  }

  it('refuses an anonymous stream with 401', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('opens an event stream for a signed-in user', async () => {
    const user = await t.createUser();
    const stream = await connect(user);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(stream.comments).toContain('connected');
  });

  it('delivers a committed notification to its recipient only', async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const aliceStream = await connect(alice);
    const bobStream = await connect(bob);

    const sent = await t.db.transaction((tx) =>
      sendNotification(tx, alice.id, { type: 'success', title: 'Funds Added', message: '$25.00 has been added to your wallet.' }),
    );

    const frame = await aliceStream.waitFor(isNotification(sent.id));
    expect(JSON.parse(frame.data)).toEqual(sent);

    await barrier(bob, bobStream);
    expect(bobStream.frames.filter(isNotification(sent.id))).toEqual([]);
  });

  it('delivers to every open tab of the recipient', async () => {
    const user = await t.createUser();
    const tab1 = await connect(user);
    const tab2 = await connect(user);
    const sent = await createNotification(t.db, user.id);
    await tab1.waitFor(isNotification(sent.id));
    await tab2.waitFor(isNotification(sent.id));
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const user = await t.createUser();
    const stream = await connect(user);
    const doomed = notificationInput({ title: 'rolled back' });

    await expect(
      t.db.transaction(async (tx) => {
        await sendNotification(tx, user.id, doomed);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');

    await barrier(user, stream);
    expect(stream.frames.filter(hasTitle('rolled back'))).toEqual([]);
  });

  it('sendNotificationToAll sends one broadcast event, which every connected user (not admins) receives once', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const admin = await t.createAdmin();
    const [sa, sb, sadmin] = [await connect(a), await connect(b), await connect(admin)];
    const title = `Announcement ${Math.random()}`;

    const { id } = await t.db.transaction((tx) => sendNotificationToAll(tx, { ...notificationInput({ title }), sentBy: null }));

    const fa = JSON.parse((await sa.waitFor(hasTitle(title))).data) as { broadcast?: boolean };
    const fb = JSON.parse((await sb.waitFor(hasTitle(title))).data) as { broadcast?: boolean };
    // One event for everyone, carrying the one broadcast row every player lists.
    expect(fa).toEqual(fb);
    expect(fa).toMatchObject({ broadcast: true, id, title, isRead: false });
    expect(sa.frames.filter(hasTitle(title))).toHaveLength(1);
    await barrier(b, sb);
    expect(sb.frames.filter(hasTitle(title))).toHaveLength(1);
    // Admins are not recipients of a broadcast to users.
    await barrier(admin, sadmin);
    expect(sadmin.frames.filter(hasTitle(title))).toEqual([]);
  });

  it('a notification too long for a Postgres NOTIFY is stored whole and pushed shortened', async () => {
    const user = await t.createUser();
    const stream = await connect(user);
    const message = 'Long message. '.repeat(1000);

    const sent = await createNotification(t.db, user.id, { message });
    expect(sent.message).toBe(message);

    const pushed = JSON.parse((await stream.waitFor(isNotification(sent.id))).data) as Notification;
    expect(pushed.message.length).toBeLessThanOrEqual(EVENT_MESSAGE_MAX);
    expect(message.startsWith(pushed.message.slice(0, -1))).toBe(true);

    const list = await t.request(user, { method: 'GET', url: '/api/notifications' });
    expect(list.json<{ items: Notification[] }>().items.find((i) => i.id === sent.id)?.message).toBe(message);
  });

  it('any oversized event still commits its transaction and arrives without data', async () => {
    const user = await t.createUser();
    const stream = await connect(user);
    const marker = await t.db.transaction(async (tx) => {
      await publishEvent(tx, { topic: 'wallet', userId: user.id, data: { blob: 'x'.repeat(20_000) } });
      return sendNotification(tx, user.id, notificationInput());
    });
    await stream.waitFor(isNotification(marker.id));
    expect(stream.frames.filter((f) => f.event === 'wallet')).toEqual([{ event: 'wallet', data: 'null' }]);
  });

  it('forgets a connection when its client goes away', async () => {
    const user = await t.createUser();
    const before = t.app.realtime.connectionCount;
    const stream = await openEventStream(base, user.cookie);
    expect(t.app.realtime.connectionCount).toBe(before + 1);
    stream.close();
    await eventually(() => t.app.realtime.connectionCount === before, 'the hub to drop the closed connection');
  });

  it('a signed-out session cannot open a stream', async () => {
    const user = await t.createUser();
    await t.request(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    const response = await fetch(`${base}/api/events`, { headers: { cookie: user.cookie } });
    expect(response.status).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('realtime across two API instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let stream: SseClient | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    a = await createTestAppOn(opened.database, { drop: opened.drop });
    b = await createTestAppOn(await openDatabase({ databaseUrl: opened.url!, poolSize: 2 }));
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    stream?.close();
    await b.close();
    await a.close();
  });

  it('a client connected to instance B receives a notification created through instance A', async () => {
    // The account and its session are in the shared database: created on A, used on B.
    const user = await a.createUser();
    const other = await a.createUser();
    stream = await openEventStream(baseUrl(b.app), user.cookie);
    const otherStream = await openEventStream(baseUrl(b.app), other.cookie);
    try {
      const sent = await a.db.transaction((tx) => sendNotification(tx, user.id, notificationInput({ title: 'From instance A' })));

      const frame = await stream.waitFor(isNotification(sent.id));
      expect(JSON.parse(frame.data)).toEqual(sent);
      expect(stream.frames.filter(isNotification(sent.id))).toHaveLength(1);

      // Instance A's own API sees the same row.
      const list = await a.request(user, { method: 'GET', url: '/api/notifications' });
      expect(list.json<{ items: Notification[] }>().items[0]?.id).toBe(sent.id);

      const marker = await createNotification(a.db, other.id);
      await otherStream.waitFor(isNotification(marker.id));
      expect(otherStream.frames.filter(isNotification(sent.id))).toEqual([]);
    } finally {
      otherStream.close();
    }
  });
});

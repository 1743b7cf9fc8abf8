import type { Me } from '@arena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { sendNotification } from '../src/modules/notifications/index.js';
import { createNotification, notificationInput } from './factories.js';
import { createTestApp, createTestAppOn, openTestDatabase, type TestApp, type TestUser } from './helpers.js';
import { baseUrl, isNotification, openEventStream, type SseClient, type SseFrame } from './sse.js';

/** docs/decisions/050-stream-resume.md: a stream resumes from the page's read, or from where it was cut. */

const isCursor = (frame: SseFrame) => frame.event === 'cursor';
const isResync = (frame: SseFrame) => frame.event === 'resync';

async function readCursor(t: TestApp, user: TestUser): Promise<string> {
  const response = await t.request(user, { method: 'GET', url: '/api/me' });
  expect(response.statusCode).toBe(200);
  return response.json<Me>().eventsCursor;
}

describe('event streams resume from a cursor', () => {
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

  async function connect(user: TestUser, resume: { after?: string; lastEventId?: string } = {}) {
    const stream = await openEventStream(base, user.cookie, resume);
    streams.push(stream);
    return stream;
  }

  /** Once a later notification is in, everything sent before it on this stream has arrived. */
  async function barrier(user: TestUser, stream: SseClient) {
    const marker = await createNotification(t.db, user.id, { title: `barrier ${Math.random()}` });
    await stream.waitFor(isNotification(marker.id));
  }

  it('an event committed between the page read and the stream opening arrives, once, and nothing the read saw', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const seen = await createNotification(t.db, user.id, { title: 'before the read' });
    const cursor = await readCursor(t, user);
    const missed = await createNotification(t.db, user.id, { title: 'between the read and the stream' });
    const notMine = await createNotification(t.db, other.id, { title: 'for someone else' });

    const stream = await connect(user, { after: cursor });
    const frame = await stream.waitFor(isNotification(missed.id));
    expect(JSON.parse(frame.data)).toEqual(missed);
    await barrier(user, stream);
    expect(stream.frames.filter(isNotification(missed.id))).toHaveLength(1);
    expect(stream.frames.filter(isNotification(seen.id))).toEqual([]);
    expect(stream.frames.filter(isNotification(notMine.id))).toEqual([]);
    // Replayed: the page keeps what it read, and reads nothing again.
    expect(stream.frames.filter(isResync)).toEqual([]);
  });

  it('a stream cut and opened again with its last event id gets what was sent in between, without a resync', async () => {
    const user = await t.createUser();
    const first = await connect(user, { after: await readCursor(t, user) });
    const cursor = await first.waitFor(isCursor);
    expect(cursor.id).toBeTruthy();
    first.close();
    const whileAway = await createNotification(t.db, user.id, { title: 'while the stream was down' });

    const second = await connect(user, { lastEventId: cursor.id! });
    await second.waitFor(isNotification(whileAway.id));
    expect(second.frames.filter(isResync)).toEqual([]);
  });

  it('the Last-Event-ID header wins over the page cursor of the URL (the browser reconnecting by itself)', async () => {
    const user = await t.createUser();
    const old = await readCursor(t, user);
    const before = await createNotification(t.db, user.id, { title: 'seen before the newer cursor' });
    const first = await connect(user, { after: old });
    await first.waitFor(isNotification(before.id));
    const newer = await first.waitFor(isCursor);
    first.close();

    const second = await connect(user, { after: old, lastEventId: newer.id! });
    await barrier(user, second);
    expect(second.frames.filter(isNotification(before.id))).toEqual([]);
  });

  it('without a cursor, or with one malformed, unknown or too old, the stream says resync and then follows live', async () => {
    const user = await t.createUser();
    const valid = await readCursor(t, user);
    const snapshot = valid.slice(valid.indexOf(':') + 1);
    const elevenMinutesAgo = Date.now() - 11 * 60_000;
    const [xmin] = snapshot.split(':');
    for (const after of [undefined, 'garbage', `${Date.now()}:${xmin}:1:`, `${elevenMinutesAgo}:${snapshot}`]) {
      const stream = await connect(user, after === undefined ? {} : { after });
      await stream.waitFor(isResync);
      const cursor = await stream.waitFor(isCursor);
      expect(stream.frames.indexOf(cursor)).toBeGreaterThan(stream.frames.findIndex(isResync));
      await barrier(user, stream);
      stream.close();
    }
  });
});

describe('the keepalive moves open streams on', () => {
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

  it('a cursor announced after an event is one a reconnection resumes from without that event', async () => {
    const user = await t.createUser();
    const stream = await openEventStream(baseUrl(t.app), user.cookie, { after: await readCursor(t, user) });
    streams.push(stream);
    await stream.waitFor(isCursor);
    const seen = await createNotification(t.db, user.id, { title: 'seen live' });
    await stream.waitFor(isNotification(seen.id));
    // A cursor frame after the event: every event visible in it has reached this stream.
    const after = stream.frames.length;
    const cursor = await stream.waitFor((frame) => isCursor(frame) && stream.frames.indexOf(frame) >= after);
    stream.close();

    const again = await openEventStream(baseUrl(t.app), user.cookie, { lastEventId: cursor.id! });
    streams.push(again);
    const marker = await createNotification(t.db, user.id, { title: 'barrier' });
    await again.waitFor(isNotification(marker.id));
    expect(again.frames.filter(isNotification(seen.id))).toEqual([]);
    expect(again.frames.filter(isResync)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('event streams resume across API processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    const opened = await openTestDatabase();
    a = await createTestAppOn(opened.database, { drop: opened.drop });
    b = await createTestAppOn(await openDatabase({ databaseUrl: opened.url!, poolSize: 2 }));
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await b.close();
    await a.close();
  });

  it('a page read on process A resumes on process B, with an event whose transaction was still open at the read though a later one was seen', async () => {
    const user = await a.createUser();
    // The first transaction takes its event's number, then waits; the second publishes after it and commits first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let published!: () => void;
    const firstPublished = new Promise<void>((resolve) => (published = resolve));
    const slow = a.db.transaction(async (tx) => {
      const sent = await sendNotification(tx, user.id, notificationInput({ title: 'committed after the read' }));
      published();
      await held;
      return sent;
    });
    await firstPublished;
    const fast = await createNotification(a.db, user.id, { title: 'committed before the read' });
    const cursor = await readCursor(a, user);
    release();
    const late = await slow;

    const stream = await openEventStream(baseUrl(b.app), user.cookie, { after: cursor });
    streams.push(stream);
    await stream.waitFor(isNotification(late.id));
    const marker = await createNotification(a.db, user.id, { title: 'barrier' });
    await stream.waitFor(isNotification(marker.id));
    expect(stream.frames.filter(isNotification(fast.id))).toEqual([]);
    expect(stream.frames.filter(isResync)).toEqual([]);
  });
});

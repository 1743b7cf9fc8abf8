import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Rows } from '../src/lib/rows-of.js';
import { createNotification } from './factories.js';
import { createTestApp, type TestApp } from './helpers.js';
import { baseUrl, eventually, isNotification, openEventStream } from './sse.js';

/**
 * Each API process listens for realtime events on a PostgreSQL connection of its own. When that connection is cut
 * (PostgreSQL restarted, an administrator or a connection killer ended it), the process must go on serving and listen
 * again; the events sent meanwhile are gone, so its open streams end (without a close frame: browsers reconnect and
 * refetch) and its cached sessions are read again. Before, the lost connection's error ended the whole process.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('realtime events when the listening connection is cut', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const listeners = async () =>
    rowsOf(
      (await t.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
      )) as unknown as Rows<{ pid: number }>,
    );

  it('the process listens again, ends its open streams, forgets cached sessions, and a new stream gets events', async () => {
    const user = await t.createUser();
    const stream = await openEventStream(baseUrl(t.app), user.cookie);
    const before = await createNotification(t.db, user.id, { title: 'before the cut' });
    await stream.waitFor(isNotification(before.id));
    expect(t.app.sessionCache.size).toBeGreaterThan(0);

    const [listener] = await listeners();
    expect(listener).toBeDefined();
    await t.db.execute(sql`select pg_terminate_backend(${listener!.pid})`);

    // The stream ends once the process listens again (a new listening connection, another backend).
    await eventually(() => stream.ended, 'the open stream to end', 15_000);
    expect(stream.frames.some((f) => f.event === 'close')).toBe(false);
    expect(t.app.sessionCache.size).toBe(0);
    const [again] = await listeners();
    expect(again?.pid).toBeDefined();
    expect(again!.pid).not.toBe(listener!.pid);

    // The process still serves, and events reach a stream opened after the cut.
    expect((await t.request(user, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const reopened = await openEventStream(baseUrl(t.app), user.cookie);
    try {
      const after = await createNotification(t.db, user.id, { title: 'after the cut' });
      await reopened.waitFor(isNotification(after.id));
    } finally {
      reopened.close();
    }
  }, 30_000);
});

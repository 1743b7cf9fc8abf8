import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { MAX_STREAMS_PER_USER } from '../src/plugins/realtime.js';
import { createTestAppOn, openTestDatabase, type TestApp } from './helpers.js';
import { baseUrl, eventually, openEventStream, type SseClient } from './sse.js';

/**
 * The open streams of one account are counted over every API process: with several processes behind a proxy, the
 * limit would otherwise be MAX_STREAMS_PER_USER per process (three processes, fifteen streams).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('open streams per account across two API instances', () => {
  let a: TestApp;
  let b: TestApp;
  const opened: SseClient[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    a = await createTestAppOn(database.database, { drop: database.drop });
    b = await createTestAppOn(await openDatabase({ databaseUrl: database.url!, poolSize: 2 }));
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of opened) s.close();
    await b.close();
    await a.close();
  });

  it(`a stream opened on one instance closes the account's oldest on the other once there are more than ${MAX_STREAMS_PER_USER}`, async () => {
    const user = await a.createUser();
    const onA = MAX_STREAMS_PER_USER - 1;
    for (let i = 0; i < onA; i++) opened.push(await openEventStream(baseUrl(a.app), user.cookie));
    // Both instances know of every stream before the next opens.
    const known = (n: number) => () => a.app.realtime.streamsOf(user.id) === n && b.app.realtime.streamsOf(user.id) === n;
    await eventually(known(onA), `${onA} streams known to both instances`);
    opened.push(await openEventStream(baseUrl(b.app), user.cookie));
    await eventually(known(MAX_STREAMS_PER_USER), `${MAX_STREAMS_PER_USER} streams known to both instances`);
    expect(opened.every((s) => !s.ended)).toBe(true);

    // The sixth, on B: the oldest of all, on A, gives way and is told why; the others stay open.
    opened.push(await openEventStream(baseUrl(b.app), user.cookie));
    await eventually(() => opened[0]!.ended, 'the oldest stream (on A) to end', 5_000);
    expect(opened[0]!.frames.at(-1)).toEqual({ event: 'close', data: JSON.stringify({ reason: 'replaced' }) });
    expect(opened.slice(1).every((s) => !s.ended)).toBe(true);
    expect(a.app.realtime.connectionCount + b.app.realtime.connectionCount).toBe(MAX_STREAMS_PER_USER);
    await eventually(known(MAX_STREAMS_PER_USER), 'both instances to count the same streams');
  }, 30_000);
});

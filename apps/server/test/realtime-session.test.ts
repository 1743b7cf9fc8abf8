import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';
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
    // The other user's stream is untouched and keeps receiving keepalives.
    const before = otherStream.comments.length;
    await eventually(() => otherStream.comments.length > before, 'another keepalive on the valid stream');
    expect(otherStream.ended).toBe(false);
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAM_BACKLOG_BYTES } from '../src/plugins/realtime.js';
import { createTestApp, type TestApp } from './helpers.js';
import { baseUrl, eventually, openEventStream } from './sse.js';

/**
 * An event stream whose reader never reads (a stalled tab, a hostile client): once the socket's buffers are full,
 * what is written to it would stay in the server's memory for as long as it stays open. Past
 * MAX_STREAM_BACKLOG_BYTES waiting, the server cuts it; other readers' streams go on.
 */
describe('an event stream whose reader does not read', () => {
  let t: TestApp;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await t.close();
  });

  it('is cut once too much waits for it, and another reader still gets its events', async () => {
    const stalled = await t.createUser();
    const reader = await t.createUser();
    const healthy = await openEventStream(baseUrl(t.app), reader.cookie);

    const { port } = new URL(baseUrl(t.app));
    const socket = net.connect(Number(port), '127.0.0.1');
    sockets.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nCookie: ${stalled.cookie}\r\n\r\n`);
    // Never reads: what the server writes fills the socket's buffers, then the server's.
    socket.pause();
    let closed = false;
    socket.on('error', () => undefined);
    socket.once('close', () => {
      closed = true;
    });
    await eventually(() => t.app.realtime.streamsOf(stalled.id) === 1, 'the stalled reader to be connected');

    // Frames for the stalled reader until the server gives up on it; far more than any socket buffers.
    const frame = { topic: 'wallet' as const, userId: stalled.id, data: { padding: 'x'.repeat(16 * 1024) } };
    let written = 0;
    while (t.app.realtime.streamsOf(stalled.id) > 0 && written < 64 * 1024 * 1024) {
      t.app.realtime.deliver(frame);
      written += 16 * 1024;
      // Let the socket move what it can, as between events of a live server.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(t.app.realtime.streamsOf(stalled.id)).toBe(0);
    expect(t.app.realtime.droppedSlowReaders).toBe(1);
    expect(written).toBeGreaterThan(MAX_STREAM_BACKLOG_BYTES);
    // The reader wakes up: it finds its connection ended by the server.
    socket.resume();
    await eventually(() => closed, 'the stalled socket to be closed');

    t.app.realtime.deliver({ topic: 'wallet', userId: reader.id, data: { still: 'here' } });
    const got = await healthy.waitFor((f) => f.event === 'wallet');
    expect(JSON.parse(got.data)).toEqual({ still: 'here' });
    healthy.close();
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { baseUrl, eventually } from './sse.js';

/**
 * A client that sends its headers a byte now and then and never finishes them (slowloris) would hold its connection
 * open for ever: the server closes it once `headersTimeoutMs` has passed (a few hundred ms here), answering 408.
 */
describe('a client that never finishes its headers', () => {
  let t: TestApp;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ config: { headersTimeoutMs: 300, requestTimeoutMs: 1000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await t.close();
  });

  it('has its connection closed with a 408, while a complete request is answered', async () => {
    const { port } = new URL(baseUrl(t.app));
    const socket = net.connect(Number(port), '127.0.0.1');
    sockets.push(socket);
    let received = '';
    let closed = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.once('close', () => (closed = true));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // One more header line every 100 ms, never the blank line that ends them.
    const trickle = setInterval(() => {
      if (!closed) socket.write(`X-Trickle-${Date.now()}: a\r\n`);
    }, 100);
    try {
      await eventually(() => closed, 'the server to close the connection', 30_000);
    } finally {
      clearInterval(trickle);
    }
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect((await fetch(`${baseUrl(t.app)}/api/health`)).status).toBe(200);
  });
});

// The event-stream clients of the benchmarks (lib.ts openEventStreams), in a worker thread: open every event
// stream, then, after each `expect` from the main thread, report when each of the next `count` notification
// events arrived (absolute ms: performance.timeOrigin + performance.now()).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const now = () => performance.timeOrigin + performance.now();
const { port, cookies } = workerData;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
let open = 0;
let failed = 0;
let pending = cookies.length;
/** The measurement under way: how many arrivals it waits for and those seen so far; null between measurements. */
let expected = null;
const settle = () => {
  pending -= 1;
  if (pending === 0) parentPort.postMessage({ type: 'ready', open, failed });
};
const report = () => {
  parentPort.postMessage({ type: 'arrivals', times: expected.times });
  expected = null;
};

function connect(cookie) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/events', agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        failed += 1;
        res.resume();
        settle();
        resolve();
        return;
      }
      let buffer = '';
      let counted = false;
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const received = now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!counted && frame.startsWith(': connected')) {
            counted = true;
            open += 1;
            settle();
            resolve();
          }
          if (frame.startsWith('event: notification') && expected) {
            expected.times.push(received);
            if (expected.times.length === expected.count) report();
          }
        }
      });
    });
    req.on('error', () => {
      failed += 1;
      settle();
      resolve();
    });
  });
}

// Open in waves of 100 so the session look-ups do not all queue at once.
for (let i = 0; i < cookies.length; i += 100) await Promise.all(cookies.slice(i, i + 100).map(connect));

parentPort.on('message', (message) => {
  if (message.type === 'expect') {
    expected = { count: message.count, times: [] };
    parentPort.postMessage({ type: 'armed' });
  }
  if (message.type === 'flush' && expected) report();
});

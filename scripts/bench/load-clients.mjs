// The HTTP load of the benchmarks (lib.ts httpLoad), in a worker thread: autocannon with `connections` keep-alive
// connections for `seconds`, the `paths` asked in turn; posts back every 2xx response time (ms), the failures, and
// the share of the run this thread's event loop was busy, and the CPU time this thread used (Linux).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { threadCpuSeconds } from './thread-cpu.mjs';
import autocannon from 'autocannon';

const { url, connections, seconds, method, paths, headers, body } = workerData;
let next = 0;
const times = [];
const started = performance.now();
const loopBefore = performance.eventLoopUtilization();
const cpuBefore = threadCpuSeconds(readFileSync);
const instance = autocannon({
  url,
  connections,
  duration: seconds,
  headers,
  requests: [{ method, body, setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
});
instance.on('response', (_client, status, _bytes, ms) => {
  if (status >= 200 && status < 300) times.push(ms);
});
const result = await instance;
const clientBusy = performance.eventLoopUtilization(loopBefore).utilization;
const cpuAfter = threadCpuSeconds(readFileSync);
const clientCpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
parentPort.postMessage({
  times,
  failures: result.non2xx + result.errors + result.timeouts,
  seconds: (performance.now() - started) / 1000,
  clientBusy,
  clientCpuSeconds,
});

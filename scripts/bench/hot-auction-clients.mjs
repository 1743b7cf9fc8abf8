// The bidders of bench:hot-auction's HTTP phase (hot-auction.ts), in a worker thread so that they do not run on the
// server's event loop: one loop per cookie (a signed-in bidder) POSTs `url` (fetch) until `seconds` pass, every
// attempt the next amount of one shared counter with a fresh Idempotency-Key; an attempt under way at the deadline is
// awaited and counted. `floor`: GET `url` instead (the floor phase: a signed-in request with one read, answered 200).
// Posts back the outcomes (201 accepted, 400 refused as outbid, else the first other answer), the
// seconds, the CPU time this thread used (Linux) and the share of the run its event loop was busy.
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { threadCpuSeconds } from './thread-cpu.mjs';

const { url, origin, cookies, seconds, floor = false } = workerData;
const result = { attempts: 0, accepted: 0, refused: 0, other: 0, firstOther: '' };
let next = 0;
const started = performance.now();
const deadline = started + seconds * 1000;
const loopBefore = performance.eventLoopUtilization();
const cpuBefore = threadCpuSeconds(readFileSync);
await Promise.all(
  cookies.map(async (cookie) => {
    while (performance.now() < deadline) {
      const res = floor
        ? await fetch(url, { headers: { cookie, origin } })
        : await fetch(url, {
            method: 'POST',
            headers: { cookie, origin, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
            body: JSON.stringify({ amountDollars: ++next }),
          });
      const text = await res.text();
      result.attempts += 1;
      if (res.status === (floor ? 200 : 201)) result.accepted += 1;
      else if (res.status === 400) result.refused += 1;
      else {
        result.other += 1;
        result.firstOther ||= `${res.status} ${text.slice(0, 200)}`;
      }
    }
  }),
);
const clientBusy = performance.eventLoopUtilization(loopBefore).utilization;
const cpuAfter = threadCpuSeconds(readFileSync);
parentPort.postMessage({
  ...result,
  seconds: (performance.now() - started) / 1000,
  clientBusy,
  clientCpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
});

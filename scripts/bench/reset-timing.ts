/**
 * Does the password-reset answer tell whether an email has an account? 200 requests for existing accounts and
 * 200 for unknown emails, interleaved one at a time over HTTP, each timed from send to the end of the answer;
 * prints both medians, their difference and the spread (p25-p75) of each. Its own database next to
 * BENCH_DATABASE_URL; `npx tsx scripts/bench/reset-timing.ts` (BENCH_RESETS=200, BENCH_RUNS=1).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { defaultLoginLimits } from '../../apps/server/src/config.js';
import { createBenchDatabase, envNumber, hardStop, insertBenchAccounts, ORIGIN, percentile, startApp } from './lib.js';

const count = envNumber('BENCH_RESETS', 200);
const runs = envNumber('BENCH_RUNS', 1);
const cancel = hardStop(10 * 60_000);

const bench = await createBenchDatabase('reset', 10);
try {
  const sql = new pg.Client({ connectionString: bench.url });
  await sql.connect();
  const { players } = await insertBenchAccounts(sql, 'reset', count * runs + 20);
  // Sign-in needs a password row; a reset only needs the account to exist (better-auth looks it up with its accounts).
  await sql.query(`insert into accounts (user_id, account_id, provider_id, password) select id, id::text, 'credential', 'x' from users`);
  await sql.end();
  // Every request comes from this machine, and each account is asked for once: no limit may refuse one.
  const limits = { ...defaultLoginLimits, resetsPerAccount: 1_000_000, resetsPerAddress: 1_000_000 };
  const running = await startApp(bench.database, { loginLimits: limits });

  const timeOne = async (email: string) => {
    const started = performance.now();
    const response = await fetch(`${running.base}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, redirectTo: '/reset-password' }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`reset request answered ${response.status}`);
    return performance.now() - started;
  };

  // Warm-up (JIT, pool, prepared plans): not counted.
  for (let i = 0; i < 20; i++) await timeOne(i % 2 ? players[i]!.email : `ghost-${crypto.randomUUID()}@arena.test`);

  console.log(`password-reset answer, existing vs unknown email: ${count} + ${count} per run, interleaved; load average ${os.loadavg()[0]!.toFixed(2)}`);
  for (let run = 0; run < runs; run++) {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < count; i++) {
      const account = players[20 + run * count + i]!.email;
      const ghost = `ghost-${crypto.randomUUID()}@arena.test`;
      // Alternate which goes first, so neither side always follows the other's background work.
      if (i % 2) {
        known.push(await timeOne(account));
        unknown.push(await timeOne(ghost));
      } else {
        unknown.push(await timeOne(ghost));
        known.push(await timeOne(account));
      }
    }
    known.sort((a, b) => a - b);
    unknown.sort((a, b) => a - b);
    const ms = (n: number) => n.toFixed(2);
    const k50 = percentile(known, 50);
    const u50 = percentile(unknown, 50);
    console.log(
      `run ${run + 1}: median existing ${ms(k50)} ms (p25-p75 ${ms(percentile(known, 25))}-${ms(percentile(known, 75))}), ` +
        `unknown ${ms(u50)} ms (${ms(percentile(unknown, 25))}-${ms(percentile(unknown, 75))}); difference ${ms(k50 - u50)} ms`,
    );
  }
  await running.app.close();
} finally {
  await bench.drop();
  cancel();
}

/**
 * CSV export benchmark (issue 28): on PostgreSQL, 100,000 users with a wallet each seeded by SQL; then the admin's
 * GET /api/admin/users/export.csv (every user, streamed a batch at a time) downloaded over HTTP, counting rows and
 * bytes as they arrive (the client holds nothing), with the time to the first and the last byte and the process's
 * resident memory (RSS) sampled every 20 ms: before, peak during the export, and the growth. The app and the client
 * share this process, so the peak is an upper bound of what the server needs.
 *
 *   npm run bench:csv-export          (or: npx tsx scripts/bench/csv-export.ts)
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; the script creates and drops its
 * own database next to it), BENCH_USERS (default 100000), BENCH_RUNS (default 3).
 */
import pg from 'pg';
import { adminExportPaths } from '../../packages/shared/src/index.js';
import { createBenchDatabase, envNumber, insertBenchAccounts, signedInCookies, startApp } from './lib.js';

const USERS = envNumber('BENCH_USERS', 100_000);
const RUNS = envNumber('BENCH_RUNS', 3);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function exportOnce(base: string, cookie: string, path: string) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    // Node's fetch body is an async iterable of byte chunks.
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!firstByteMs) firstByteMs = performance.now() - t0;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  return { ms: performance.now() - t0, firstByteMs, bytes, rows: lines - 1, rssBefore, rssPeak };
}

async function main(): Promise<void> {
  const bench = await createBenchDatabase('csv', 10);
  try {
    const { app, base } = await startApp(bench.database);
    const sql = new pg.Client({ connectionString: bench.url });
    await sql.connect();
    const t0 = performance.now();
    const { admin } = await insertBenchAccounts(sql, 'csv-bench-', USERS);
    await sql.query('analyze');
    const [cookie] = await signedInCookies(app, sql, [admin.id]);
    console.log(`seeded ${USERS.toLocaleString('en-US')} users with wallets by SQL in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    for (const [label, path] of [
      ['all users', adminExportPaths.users],
      ['search "bench-1" (~11 %)', `${adminExportPaths.users}?search=bench-1`],
    ] as const) {
      for (let run = 1; run <= RUNS; run += 1) {
        const r = await exportOnce(base, cookie!, path);
        console.log(
          `${label.padEnd(26)} run ${run}: ${r.rows.toLocaleString('en-US').padStart(7)} rows, ${mb(r.bytes).padStart(5)} MB in ${(r.ms / 1000).toFixed(2)} s ` +
            `(first byte ${r.firstByteMs.toFixed(0)} ms, ${Math.round(r.rows / (r.ms / 1000)).toLocaleString('en-US')} rows/s); ` +
            `RSS ${mb(r.rssBefore)} MB before, peak ${mb(r.rssPeak)} MB (+${mb(r.rssPeak - r.rssBefore)} MB)`,
        );
      }
    }
    await sql.end();
    await app.close();
  } finally {
    await bench.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

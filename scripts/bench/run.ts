/**
 * The benchmark suite of issue 13, on PostgreSQL, in one run on one throw-away database:
 * 1. seeds the data set by SQL (seed.ts: 100k players, 1M deposit/withdrawal requests with their ledger entries,
 *    83k of them pending, 50k notifications, 300 broadcasts) after the app's migrations;
 * 2. starts the API in this process and measures
 *    - each list endpoint at 10 connections (autocannon in a worker thread): p50 / p95;
 *    - an admin adjustment over HTTP, the same ledger move in bare SQL (4 statements) and the use case called
 *      directly (adjustWalletInOneStatement, no HTTP), 16 concurrent each, as ops/s and ratios;
 *    - realtime delivery with BENCH_STREAMS signed-in event streams: a deposit approval for one stream user
 *      (one notification) and a broadcast to all players, timed from the request to each arrival;
 *    - the process RSS after the runs, and `checkLedger` after every money action;
 * 3. prints one table (Markdown) with the goals of the issue.
 *
 *   npm run bench            (or: npx tsx scripts/bench/run.ts)
 *   BENCH_USERS=2000 BENCH_LEDGER_ROWS=20000 BENCH_SECONDS=2 npm run bench      (smoke size, about a minute)
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; the script creates and drops
 * its own database arena_bench_suite_* next to it), BENCH_USERS (default 100000), BENCH_LEDGER_ROWS (requests,
 * default 1000000), BENCH_SECONDS (per measured phase, default 10), BENCH_STREAMS (default 2000).
 * Loopback only: the load generators run in this process (worker threads) and share the CPU with the server and
 * PostgreSQL, so on a 2-core machine the figures are an upper bound of latency and a lower bound of throughput.
 */
import os from 'node:os';
import pg from 'pg';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import {
  bareLedgerMove,
  createBenchDatabase,
  directAdjustment,
  envNumber,
  hardStop,
  httpLoad,
  openEventStreams,
  ORIGIN,
  percentile,
  runConcurrently,
  signedInCookies,
  startApp,
} from './lib.js';
import { playerIds, seedDataSet } from './seed.js';

const USERS = envNumber('BENCH_USERS', 100_000);
const LEDGER_ROWS = envNumber('BENCH_LEDGER_ROWS', 1_000_000);
const SECONDS = envNumber('BENCH_SECONDS', 10);
const STREAMS = Math.min(USERS, envNumber('BENCH_STREAMS', 2_000));
const NOTIFICATIONS = Math.round(USERS / 2);
/** Broadcasts already sent; the stream players have read every other one (their lists read both tables). */
const BROADCASTS = 300;
const LIST_CONNECTIONS = 10;
/** As bench:wallet: enough concurrent money actions to keep 2 cores and the pool busy. */
const MONEY_CONCURRENCY = 16;
/** Players whose wallets the money actions spread over, so they do not queue on one row lock. */
const MONEY_USERS = Math.min(USERS, 1_000);
/** Sequential approvals: with 100 samples, p99 is the second slowest rather than the slowest. */
const ONE_USER_ROUNDS = 100;
const BROADCAST_ROUNDS = 3;
const ADMIN_LIST_GOAL_MS = 50;
const PLAYER_LIST_KEPT_MS = 27;
const DELIVERY_GOAL_MS = 250;
const HTTP_RATIO_GOAL = 0.5;

interface Row {
  what: string;
  measured: string;
  goal: string;
  verdict: string;
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const int = (v: number) => Math.round(v).toLocaleString('en-US');
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const cancelHardStop = hardStop(60 * 60_000);
  const startedAt = new Date();
  const loadBefore = load();
  const bench = await createBenchDatabase('suite', 20);
  const sql = new pg.Client({ connectionString: bench.url });
  const money = new pg.Pool({ connectionString: bench.url, max: MONEY_CONCURRENCY });
  let closeApp: (() => Promise<void>) | undefined;
  try {
    await sql.connect();
    console.log(
      `seeding ${bench.name}: ${int(USERS)} players, ${int(LEDGER_ROWS)} wallet requests, ${int(NOTIFICATIONS)} notifications, ${BROADCASTS} broadcasts …`,
    );
    const seeded = await seedDataSet(sql, {
      users: USERS,
      transactions: LEDGER_ROWS,
      notifications: NOTIFICATIONS,
      broadcasts: BROADCASTS,
      broadcastReaders: STREAMS,
    });
    console.log(`seeded by SQL in ${seeded.seconds.toFixed(1)} s: ${int(seeded.entries)} ledger entries, ${int(seeded.pending)} pending requests`);

    const { app, port, base } = await startApp(bench.database);
    closeApp = () => app.close();
    const players = await playerIds(sql, Math.max(STREAMS, MONEY_USERS));
    const cookies = await signedInCookies(app, sql, [seeded.adminId, ...players.slice(0, STREAMS)]);
    const adminCookie = cookies[0]!;
    const playerCookies = cookies.slice(1);
    const playerCookie = playerCookies[0]!;
    const rows: Row[] = [];

    // ------------------------------------------------------------------ lists
    const lists = [
      { what: 'admin users, page 1', path: '/api/admin/users', cookie: adminCookie, admin: true },
      { what: 'admin users, page 500', path: '/api/admin/users?page=500', cookie: adminCookie, admin: true },
      { what: 'admin users, name search', path: '/api/admin/users?search=player%20777', cookie: adminCookie, admin: true },
      { what: 'admin wallet transactions, pending', path: '/api/admin/wallet-transactions?status=pending', cookie: adminCookie, admin: true },
      { what: 'admin dashboard', path: '/api/admin/dashboard', cookie: adminCookie, admin: true },
      { what: 'player wallet history', path: '/api/wallet/transactions', cookie: playerCookie, admin: false },
      { what: 'player balance chart', path: '/api/wallet/balance-history', cookie: playerCookie, admin: false },
      { what: 'player notifications', path: '/api/notifications', cookie: playerCookie, admin: false },
      { what: 'player /api/me', path: '/api/me', cookie: playerCookie, admin: false },
    ];
    for (const list of lists) {
      // Warm-up, and a failure shown with its answer rather than as a count of non-2xx.
      for (let i = 0; i < 5; i += 1) {
        const res = await fetch(base + list.path, { headers: { cookie: list.cookie, origin: ORIGIN } });
        if (res.status !== 200) throw new Error(`GET ${list.path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
        await res.arrayBuffer();
      }
      const result = await httpLoad({ port, connections: LIST_CONNECTIONS, seconds: SECONDS, cookie: list.cookie, paths: [list.path] });
      const p95 = percentile(result.times, 95);
      const limit = list.admin ? ADMIN_LIST_GOAL_MS : PLAYER_LIST_KEPT_MS;
      rows.push({
        what: `${list.what} (GET ${list.path})`,
        measured: `p50 ${ms(percentile(result.times, 50))}, p95 ${ms(p95)} (${int(result.perSecond)} req/s${result.failures ? `, ${result.failures} failed` : ''})`,
        goal: list.admin ? `p95 ≤ ${ADMIN_LIST_GOAL_MS} ms` : `p95 kept (~20–${PLAYER_LIST_KEPT_MS} ms)`,
        verdict: verdict(p95 <= limit && result.failures === 0),
      });
      console.log(`  ${rows.at(-1)!.what}: ${rows.at(-1)!.measured}`);
    }

    // ------------------------------------------------------------------ money
    const moneyUsers = players.slice(0, MONEY_USERS);
    const adjustPath = (userId: string) => `/api/admin/wallets/${userId}/adjust`;
    const actor = { id: seeded.adminId, email: 'bench-admin@arena.test', name: 'Bench Admin', role: 'admin' as const };
    const serviceMove = (i: number) => directAdjustment(bench.database.db, actor, { userId: moneyUsers[i % MONEY_USERS]!, amountCents: 100 });
    const sqlMove = (i: number) => bareLedgerMove(money, { userId: moneyUsers[i % MONEY_USERS]!, actorId: seeded.adminId, amountCents: 100 });
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(base + adjustPath(moneyUsers[i % MONEY_USERS]!), {
        method: 'POST',
        headers: { cookie: adminCookie, origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ amountDollars: 1 }),
      });
      if (res.status !== 200) throw new Error(`POST adjust: ${res.status} ${(await res.text()).slice(0, 300)}`);
      await res.arrayBuffer();
      await serviceMove(i);
      await sqlMove(i);
    }
    const http = await httpLoad({
      port,
      connections: MONEY_CONCURRENCY,
      seconds: SECONDS,
      cookie: adminCookie,
      method: 'POST',
      paths: moneyUsers.map(adjustPath),
      body: { amountDollars: 1 },
    });
    const bare = await runConcurrently({ concurrency: MONEY_CONCURRENCY, seconds: SECONDS, label: 'bare SQL' }, sqlMove);
    const service = await runConcurrently({ concurrency: MONEY_CONCURRENCY, seconds: SECONDS, label: 'service' }, serviceMove);
    const moneyRow = (what: string, r: { perSecond: number; times: number[] }, failures: number) => ({
      what,
      measured: `${int(r.perSecond)} ops/s (p50 ${ms(percentile(r.times, 50))}, p95 ${ms(percentile(r.times, 95))}${failures ? `, ${failures} failed` : ''})`,
      goal: '',
      verdict: failures ? 'ERRORS' : '',
    });
    const httpRatio = http.perSecond / bare.perSecond;
    rows.push(
      moneyRow(`admin adjustment over HTTP (POST /api/admin/wallets/:id/adjust), ${MONEY_CONCURRENCY} connections`, http, http.failures),
      moneyRow(`the same ledger move in bare SQL (4 statements), ${MONEY_CONCURRENCY} concurrent`, bare, bare.errors),
      moneyRow(`direct call (adjustWalletInOneStatement, no HTTP), ${MONEY_CONCURRENCY} concurrent`, service, service.errors),
      { what: 'ratio HTTP ÷ bare SQL', measured: httpRatio.toFixed(2), goal: `≥ ${HTTP_RATIO_GOAL}`, verdict: verdict(httpRatio >= HTTP_RATIO_GOAL) },
      { what: 'ratio service ÷ bare SQL', measured: (service.perSecond / bare.perSecond).toFixed(2), goal: '—', verdict: '' },
    );
    for (const row of rows.slice(-5)) console.log(`  ${row.what}: ${row.measured}`);

    // ------------------------------------------------------------------ realtime
    const streamUsers = players.slice(0, STREAMS);
    // One pending deposit per round for a stream user, approved by the admin: one notification to that one stream.
    const deposits = (
      await sql.query<{ id: string }>(
        `insert into wallet_transactions (user_id, amount_cents, type, payment_method, transaction_id, status)
         select u, 1000, 'deposit', 'moncash', lpad(i::text, 5, '0'), 'pending' from unnest($1::uuid[]) with ordinality as s(u, i) returning id`,
        [Array.from({ length: ONE_USER_ROUNDS }, (_, r) => streamUsers[Math.floor((r * STREAMS) / ONE_USER_ROUNDS)]!)],
      )
    ).rows.map((r) => r.id);
    const t0 = performance.now();
    const streams = await openEventStreams(port, playerCookies);
    console.log(`  opened ${streams.open} event streams (${streams.failed} failed) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const post = async (path: string, body?: unknown) => {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { cookie: adminCookie, origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      await res.arrayBuffer();
    };
    const now = () => performance.timeOrigin + performance.now();
    const oneUser: number[] = [];
    for (const id of deposits) {
      const start = now();
      const arrivals = await streams.measure(1, () => post(`/api/admin/wallet-transactions/${id}/approve`), 10_000);
      oneUser.push(...arrivals.map((t) => t - start));
    }
    const fromRequest: number[] = [];
    const fromAnswer: number[] = [];
    let slowestAnswer = 0;
    for (let round = 1; round <= BROADCAST_ROUNDS; round += 1) {
      const start = now();
      let answered = start;
      const arrivals = await streams.measure(streams.open, async () => {
        await post('/api/admin/notifications/broadcast', { title: `Bench broadcast ${round}`, message: 'Maintenance tonight at 22:00.', type: 'info' });
        answered = now();
      });
      slowestAnswer = Math.max(slowestAnswer, answered - start);
      fromRequest.push(...arrivals.map((t) => t - start));
      // The event leaves on commit, just before the answer: from the answer on, it is the fan-out alone.
      fromAnswer.push(...arrivals.map((t) => t - answered));
    }
    await streams.close();
    const expectedBroadcast = BROADCAST_ROUNDS * streams.open;
    const delivery = (what: string, delays: number[], expected: number, note = '') => {
      delays.sort((a, b) => a - b);
      const p99 = percentile(delays, 99);
      return {
        what,
        measured: `p50 ${ms(percentile(delays, 50))}, p99 ${ms(p99)} (${int(delays.length)} of ${int(expected)} deliveries${note})`,
        goal: `p99 ≤ ${DELIVERY_GOAL_MS} ms`,
        verdict: verdict(p99 <= DELIVERY_GOAL_MS && delays.length === expected),
      };
    };
    rows.push(
      delivery(`one user's event (deposit approval) with ${int(streams.open)} streams open, from the request`, oneUser, deposits.length),
      delivery(
        `broadcast to all ${int(USERS)} players, ${int(streams.open)} streams, from the request`,
        fromRequest,
        expectedBroadcast,
        `; answered in ≤ ${ms(slowestAnswer)}`,
      ),
      delivery(`  the same broadcast, from its answer (fan-out alone; < 0: before the answer)`, fromAnswer, expectedBroadcast),
    );
    for (const row of rows.slice(-3)) console.log(`  ${row.what}: ${row.measured}`);

    const rss = process.memoryUsage().rss;
    rows.push({ what: 'process RSS after the runs (client worker threads ended)', measured: `${int(rss / 2 ** 20)} MB`, goal: '', verdict: '' });
    const ledger = await checkLedger(bench.database.db);
    rows.push({
      what: 'checkLedger after every money action',
      measured: `${ledger.ok ? 'clean' : `${ledger.problems.length} problems`}: ${int(ledger.entries)} entries, ${int(ledger.wallets)} wallets, ${int(ledger.transactions)} requests`,
      goal: 'clean',
      verdict: verdict(ledger.ok),
    });
    for (const problem of ledger.problems.slice(0, 10)) console.error(`  ledger: ${problem.kind} ${problem.id}: ${problem.detail}`);

    console.log('');
    console.log(
      `Arena benchmark suite, ${startedAt.toISOString()}: PostgreSQL, ${int(USERS)} players, ${int(LEDGER_ROWS)} wallet requests (${int(seeded.pending)} pending), ` +
        `${int(seeded.entries)} ledger entries, ${int(NOTIFICATIONS)} notifications, ${BROADCASTS} broadcasts; ${SECONDS} s per phase; ${os.cpus().length} cores; ` +
        `load average ${loadBefore} before, ${load()} after (1/5/15 min)`,
    );
    console.log('');
    const widths = (['what', 'measured', 'goal', 'verdict'] as const).map((k) => Math.max(k.length, ...rows.map((r) => r[k].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(line(['what', 'measured', 'goal', 'verdict']));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const row of rows) console.log(line([row.what, row.measured, row.goal, row.verdict]));
    if (!ledger.ok || http.failures || bare.errors || service.errors) process.exitCode = 1;
  } finally {
    await closeApp?.().catch(() => undefined);
    await money.end().catch(() => undefined);
    await sql.end().catch(() => undefined);
    await bench.drop();
    cancelHardStop();
  }
}

main().then(
  // Worker threads and pools may keep handles; the run is over.
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

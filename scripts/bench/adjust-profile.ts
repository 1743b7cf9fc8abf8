/**
 * Where an admin adjustment's time goes (issue 13: money over HTTP at half the rate of bare SQL). Runs the bare SQL
 * ledger move, the adjustment's own statement on a bare pool (`bareAdjustment`: what PostgreSQL must do for it,
 * without drizzle or HTTP), the direct call (`adjustWalletInOneStatement`, decision 056) and the same adjustment over HTTP
 * (POST /api/admin/wallets/:id/adjust against the API started in this process), each at 16 concurrent for
 * BENCH_SECONDS, then the floor (GET /api/me over HTTP with the same load: the cheapest signed-in request), and prints:
 * - each one's rate and the statements it sends to PostgreSQL (counted at the pg driver), per operation;
 * - a CPU profile of this process's main thread during the direct phase and during the HTTP phase, self time
 *   grouped by where the code lives (Arena's server, drizzle-orm, pg, Fastify, Node's internals, …) and the top
 *   functions. The HTTP load comes from a worker thread, outside the profile.
 * PostgreSQL's own CPU is not in the profile: the statement count is its share.
 *
 *   npx tsx scripts/bench/adjust-profile.ts        (BENCH_SECONDS, default 10)
 */
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { threadCpuSeconds } from './thread-cpu.mjs';
import {
  bareAdjustment,
  bareLedgerMove,
  countStatements,
  createBenchDatabase,
  directAdjustment,
  envNumber,
  hardStop,
  httpLoad,
  insertBenchAccounts,
  runConcurrently,
  signedInCookies,
  startApp,
} from './lib.js';

const SECONDS = envNumber('BENCH_SECONDS', 10);
const CONCURRENCY = 16;
const USERS = 1_000;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

function place(url: string): string {
  if (url === '') return '(native, GC, idle)';
  if (url.includes('/apps/server/src/')) return 'Arena server';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'Node internals';
  return url;
}

/** Runs `work` under the CPU profiler of this process's main thread. */
async function profiled<T>(work: () => Promise<T>): Promise<{ value: T; profile: { nodes: ProfileNode[] } }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    const value = await work();
    const { profile } = await session.post('Profiler.stop');
    return { value, profile };
  } finally {
    session.disconnect();
  }
}

function printProfile(phase: string, profile: { nodes: ProfileNode[] }): void {
  const nodes = profile.nodes;
  const total = nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const n of nodes) {
    const hits = n.hitCount ?? 0;
    if (!hits) continue;
    const where = n.callFrame.functionName === '(idle)' ? '(idle)' : place(n.callFrame.url);
    byPlace.set(where, (byPlace.get(where) ?? 0) + hits);
    const name = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/work\/[^/]+\//, '')}:${n.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const pct = (hits: number) => `${((100 * hits) / total).toFixed(1).padStart(5)} %`;
  console.log(`\nNode CPU during ${phase}, self time by place:`);
  for (const [where, hits] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${pct(hits)}  ${where}`);
  console.log('\ntop functions (self time):');
  for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${pct(hits)}  ${name}`);
}

async function main(): Promise<void> {
  const cancelHardStop = hardStop((SECONDS * 4 + 120) * 1000);
  const statements = countStatements();
  const bench = await createBenchDatabase('profile', 20);
  const sql = new pg.Client({ connectionString: bench.url });
  const money = new pg.Pool({ connectionString: bench.url, max: CONCURRENCY });
  try {
    await sql.connect();
    const accounts = await insertBenchAccounts(sql, 'profile', USERS);
    const admin = accounts.admin;
    const players = accounts.players.map((player) => player.id);
    const serviceMove = (i: number) => directAdjustment(bench.database.db, admin, { userId: players[i % USERS]!, amountCents: 100 });
    const sqlMove = (i: number) => bareLedgerMove(money, { userId: players[i % USERS]!, actorId: admin.id, amountCents: 100 });
    for (let i = 0; i < 50; i += 1) await Promise.all([serviceMove(i), sqlMove(i)]);

    const before = statements.read();
    const bare = await runConcurrently({ concurrency: CONCURRENCY, seconds: SECONDS, label: 'bare SQL' }, sqlMove);
    const bareStatements = (statements.read() - before) / bare.ops;
    const adjustmentSql = (i: number) => bareAdjustment(money, { userId: players[i % USERS]!, actorId: admin.id, amountCents: 100 });
    const beforeAdjustmentSql = statements.read();
    const sqlAlone = await runConcurrently({ concurrency: CONCURRENCY, seconds: SECONDS, label: 'adjustment SQL' }, adjustmentSql);
    const sqlAloneStatements = (statements.read() - beforeAdjustmentSql) / sqlAlone.ops;

    const direct = await profiled(async () => {
      const started = statements.read();
      const result = await runConcurrently({ concurrency: CONCURRENCY, seconds: SECONDS, label: 'direct' }, serviceMove);
      return { result, statementsPerOp: (statements.read() - started) / result.ops };
    });

    const { app, port } = await startApp(bench.database);
    const [cookie] = await signedInCookies(app, sql, [admin.id]);
    const adjustPath = (userId: string) => `/api/admin/wallets/${userId}/adjust`;
    const overHttp = await profiled(async () => {
      const started = statements.read();
      const cpuBefore = process.cpuUsage();
      const serverCpuBefore = threadCpuSeconds(readFileSync);
      const loopBefore = performance.eventLoopUtilization();
      const result = await httpLoad({
        port,
        connections: CONCURRENCY,
        seconds: SECONDS,
        cookie: cookie!,
        method: 'POST',
        paths: players.map(adjustPath),
        body: { amountDollars: 1 },
      });
      const cpu = process.cpuUsage(cpuBefore);
      const processCores = (cpu.user + cpu.system) / 1e6 / result.seconds;
      const serverBusy = performance.eventLoopUtilization(loopBefore).utilization;
      const serverCpuAfter = threadCpuSeconds(readFileSync);
      const serverCpu = serverCpuBefore === null || serverCpuAfter === null ? null : serverCpuAfter - serverCpuBefore;
      return { result, statementsPerOp: (statements.read() - started) / result.times.length, processCores, serverBusy, serverCpu };
    });
    // The floor: the same load on the cheapest signed-in request (the session and one read of the account).
    const floor = await httpLoad({ port, connections: CONCURRENCY, seconds: SECONDS, cookie: cookie!, paths: ['/api/me'] });
    await app.close();
    if (floor.failures) throw new Error(`HTTP floor: ${floor.failures} requests failed`);
    if (overHttp.value.result.failures) throw new Error(`HTTP: ${overHttp.value.result.failures} requests failed`);

    const line = (label: string, perSecond: number, perOp: number) =>
      console.log(
        `${label.padEnd(10)} ${perSecond.toFixed(0).padStart(5)} ops/s, ${perOp.toFixed(1)} statements per op; ÷ bare SQL ${(perSecond / bare.perSecond).toFixed(2)}`,
      );
    line('bare SQL:', bare.perSecond, bareStatements);
    line('adj. SQL:', sqlAlone.perSecond, sqlAloneStatements);
    line('direct:', direct.value.result.perSecond, direct.value.statementsPerOp);
    line('HTTP:', overHttp.value.result.perSecond, overHttp.value.statementsPerOp);
    line('floor:', floor.perSecond, 1);
    console.log(
      "(adj. SQL: the adjustment's one statement on a bare pool, no drizzle or HTTP; direct: adjustWalletInOneStatement without HTTP; BEGIN and COMMIT count as statements; HTTP load comes from a worker thread of this process, outside the profile; " +
        'floor: GET /api/me over HTTP, the session and one read, with the same load: what this machine answers for the cheapest signed-in request)',
    );
    const { result: http, processCores, serverBusy, serverCpu } = overHttp.value;
    const cores = (cpuSeconds: number | null) => (cpuSeconds === null ? '-' : `${((100 * cpuSeconds) / http.seconds).toFixed(0)} %`);
    const clientShare =
      http.clientCpuSeconds === null || serverCpu === null ? '-' : `${((100 * http.clientCpuSeconds) / (http.clientCpuSeconds + serverCpu)).toFixed(0)} %`;
    console.log(
      `HTTP phase CPU, as a share of one core: this process ${(processCores * 100).toFixed(0)} %, of which the server's main thread ${cores(serverCpu)} ` +
        `and the load client's (autocannon) thread ${cores(http.clientCpuSeconds)}: the client is ${clientShare} of the two; ` +
        `event loops busy (wall time, descheduled time included): server ${(serverBusy * 100).toFixed(0)} %, client ${(http.clientBusy * 100).toFixed(0)} %`,
    );
    printProfile('the direct phase', direct.profile);
    printProfile('the HTTP phase (the API in this process)', overHttp.profile);
  } finally {
    await sql.end().catch(() => undefined);
    await money.end().catch(() => undefined);
    await bench.drop();
    cancelHardStop();
  }
}

await main();

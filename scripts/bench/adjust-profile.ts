/**
 * Where an admin adjustment's time goes (issue 13: money over HTTP at half the rate of bare SQL). Runs the use
 * case (`runUseCaseAs` + `adjustWallet`) and, for comparison, the bare SQL ledger move, each at 16 concurrent
 * for BENCH_SECONDS, and prints:
 * - the statements each sends to PostgreSQL (counted at the pg driver), per operation;
 * - a CPU profile of this Node process during the use-case phase, self time grouped by where the code lives
 *   (Arena's server, drizzle-orm, pg, Node's internals, …) and the top functions.
 * PostgreSQL's own CPU is not in the profile: the statement count is its share.
 *
 *   npx tsx scripts/bench/adjust-profile.ts        (BENCH_SECONDS, default 10)
 */
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { adjustWallet } from '../../apps/server/src/modules/wallet/adjust.js';
import { runUseCaseAs } from '../../apps/server/src/lib/use-case.js';
import { bareLedgerMove, createBenchDatabase, envNumber, hardStop, insertBenchAccounts, runConcurrently } from './lib.js';

const SECONDS = envNumber('BENCH_SECONDS', 10);
const CONCURRENCY = 16;
const USERS = 1_000;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Counts the statements every pg client of this process sends. */
function countStatements(): { read(): number } {
  let sent = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return { read: () => sent };
}

function place(url: string): string {
  if (url === '') return '(native, GC, idle)';
  if (url.includes('/apps/server/src/')) return 'Arena server';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'Node internals';
  return url;
}

async function main(): Promise<void> {
  const cancelHardStop = hardStop((SECONDS * 3 + 120) * 1000);
  const statements = countStatements();
  const bench = await createBenchDatabase('profile', 20);
  const sql = new pg.Client({ connectionString: bench.url });
  const money = new pg.Pool({ connectionString: bench.url, max: CONCURRENCY });
  try {
    await sql.connect();
    const accounts = await insertBenchAccounts(sql, 'profile', USERS);
    const admin = accounts.admin;
    const players = accounts.players.map((player) => player.id);
    const serviceMove = (i: number) => runUseCaseAs(bench.database.db, admin, (ctx) => adjustWallet(ctx, { userId: players[i % USERS]!, amountCents: 100 }));
    const sqlMove = (i: number) => bareLedgerMove(money, { userId: players[i % USERS]!, actorId: admin.id, amountCents: 100 });
    for (let i = 0; i < 50; i += 1) await Promise.all([serviceMove(i), sqlMove(i)]);

    const before = statements.read();
    const bare = await runConcurrently({ concurrency: CONCURRENCY, seconds: SECONDS, label: 'bare SQL' }, sqlMove);
    const bareStatements = (statements.read() - before) / bare.ops;

    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const started = statements.read();
    const service = await runConcurrently({ concurrency: CONCURRENCY, seconds: SECONDS, label: 'use case' }, serviceMove);
    const serviceStatements = (statements.read() - started) / service.ops;
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();

    console.log(`bare SQL:  ${bare.perSecond.toFixed(0)} ops/s, ${bareStatements.toFixed(1)} statements per op (BEGIN and COMMIT included)`);
    console.log(
      `use case:  ${service.perSecond.toFixed(0)} ops/s, ${serviceStatements.toFixed(1)} statements per op; ratio ${(service.perSecond / bare.perSecond).toFixed(2)}`,
    );

    const nodes = profile.nodes as ProfileNode[];
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
    console.log('\nNode CPU during the use-case phase, self time by place:');
    for (const [where, hits] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${pct(hits)}  ${where}`);
    console.log('\ntop functions (self time):');
    for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${pct(hits)}  ${name}`);
  } finally {
    await sql.end().catch(() => undefined);
    await money.end().catch(() => undefined);
    await bench.drop();
    cancelHardStop();
  }
}

await main();

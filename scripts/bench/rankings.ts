/**
 * Global ranking benchmark (issue 11): on PostgreSQL, 100,000 players with a ranking row each and 1,000,000
 * ledger rows (1 % of them prizes) seeded by SQL; then GET /api/rankings as /fyp asks it (top 100) and as the
 * dashboard card asks it (top 5), each at 10 connections with autocannon (in a worker thread), reporting p50 / p95 / p99 from every
 * response time; and one full recomputation from results (what a result change or Recalculate costs).
 *
 *   npm run bench:rankings            (or: npx tsx scripts/bench/rankings.ts)
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; the script creates and drops
 * its own database next to it), BENCH_USERS (default 100000), BENCH_LEDGER (default 1000000), BENCH_SECONDS
 * (per phase, default 10). Goal: p95 ≤ 50 ms. Client, server and PostgreSQL share the machine's CPU.
 */
import pg from 'pg';
import { recomputeRankings } from '../../apps/server/src/modules/rankings/index.js';
import { createAccount } from '../../apps/server/test/factories.js';
import { counterSeededEntries, createBenchDatabase, envNumber, httpLoad, percentile, startApp } from './lib.js';

const USERS = envNumber('BENCH_USERS', 100_000);
const LEDGER = envNumber('BENCH_LEDGER', 1_000_000);
const SECONDS = envNumber('BENCH_SECONDS', 10);

async function load(port: number, path: string, cookie: string): Promise<string> {
  const { times, failures, perSecond } = await httpLoad({ port, connections: 10, seconds: SECONDS, cookie, paths: [path] });
  const f = (v: number) => v.toFixed(1).padStart(6);
  return `${path.padEnd(44)} ${String(times.length).padStart(6)} req  ${perSecond.toFixed(0).padStart(5)} req/s  p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms  p99 ${f(percentile(times, 99))} ms  non-200 ${failures}`;
}

async function main(): Promise<void> {
  const bench = await createBenchDatabase('rankings', 10);
  const database = bench.database;
  try {
    const { app, port } = await startApp(database);
    const player = await createAccount(database.db, app.auth, { email: 'bench-player@arena.test', password: 'bench-password', name: 'Bench Player' });

    const sql = new pg.Client({ connectionString: bench.url });
    await sql.connect();
    let t0 = performance.now();
    await sql.query(
      `insert into users (email, name, role) select 'bench-' || g || '@arena.test', 'Bench Player ' || g, 'user' from generate_series(1, $1::int) g`,
      [USERS],
    );
    await sql.query(`insert into wallets (user_id) select id from users on conflict do nothing`);
    await sql.query(
      `insert into wallet_entries (user_id, amount_cents, kind, note)
       select u.id, case when g % 100 = 0 then 5000 else 100 end, case when g % 100 = 0 then 'prize' else 'deposit' end, 'bench'
       from generate_series(1, $1::int) g
       join (select id, row_number() over (order by id) as n from users) u on u.n = 1 + (g % ($2::int + 1))`,
      [LEDGER, USERS],
    );
    await counterSeededEntries(sql);
    // Every player ranked, with statistics spread out (the stored rows; the recomputation below rewrites them from results).
    await sql.query(
      `insert into global_rankings (user_id, rank_position, matches_played, wins, win_rate, total_earnings_cents, tournaments_won, leagues_won)
       select id, row_number() over (order by id), 20, (n % 21)::int, round(100.0 * (n % 21) / 20)::int, (n * 37 % 100000)::bigint, (n % 3)::int, (n % 2)::int
       from (select id, row_number() over (order by id) as n from users) u`,
    );
    await sql.query('analyze');
    console.log(
      `seeded ${USERS.toLocaleString('en-US')} users with rankings and ${LEDGER.toLocaleString('en-US')} ledger rows by SQL in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    t0 = performance.now();
    const result = await database.db.transaction((tx) => recomputeRankings(tx, { renumber: 'always' }));
    console.log(
      `full recomputation from results (Recalculate Rankings): ${((performance.now() - t0) / 1000).toFixed(2)} s, ${result.changed} rows changed, ${result.renumbered} renumbered`,
    );
    t0 = performance.now();
    await database.db.transaction((tx) => recomputeRankings(tx));
    console.log(`recomputation after a result change with nothing to move: ${((performance.now() - t0) / 1000).toFixed(2)} s`);
    await sql.query('analyze');

    for (const path of ['/api/rankings', '/api/rankings?limit=5', '/api/rankings?sort=earnings', '/api/rankings?search=player%2099']) {
      console.log(await load(port, path, player.cookie));
    }
    await sql.end();
    await app.close();
  } finally {
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

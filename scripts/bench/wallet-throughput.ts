/**
 * Wallet throughput: money transactions per second through the HTTP API next to the same work done
 * without HTTP (the use cases run on the same pool, as `runUseCaseAs` runs them) and as bare SQL, measured
 * in one run on one PostgreSQL database, printed with the ratios.
 *
 *   npm run bench:wallet            (or: npx tsx scripts/bench/wallet-throughput.ts)
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; the script creates
 * and drops its own database next to it), BENCH_SECONDS per phase (default 5), BENCH_MAX_OPS per phase
 * (default 20000), BENCH_CONCURRENCY (default 16), BENCH_USERS (default 20). Loopback only.
 * The HTTP client (fetch) runs in the same Node process as the server: on a 2-core machine client,
 * server and PostgreSQL share the CPU, so the HTTP figures are a lower bound.
 */
import pg from 'pg';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import { approveTransaction, createDeposit } from '../../apps/server/src/modules/wallet/testing.js';
import { runUseCaseAs } from '../../apps/server/src/lib/use-case.js';
import {
  bareLedgerMove,
  createBenchDatabase,
  directAdjustment,
  envNumber,
  hardStop,
  insertBenchAccounts,
  ORIGIN,
  percentile,
  runConcurrently,
  signedInCookies,
  startApp,
  type PhaseResult,
} from './lib.js';

const SECONDS = envNumber('BENCH_SECONDS', 5);
const MAX_OPS = envNumber('BENCH_MAX_OPS', 20_000);
const CONCURRENCY = envNumber('BENCH_CONCURRENCY', 16);
const USERS = envNumber('BENCH_USERS', 20);

async function main() {
  const cancelHardStop = hardStop((SECONDS * 7 + 90) * 1000);
  const bench = await createBenchDatabase('wallet', 20);
  const sql = new pg.Client({ connectionString: bench.url });
  const pool = new pg.Pool({ connectionString: bench.url, max: CONCURRENCY });
  let closeApp: (() => Promise<void>) | undefined;
  try {
    const { app, base } = await startApp(bench.database);
    closeApp = () => app.close();
    await sql.connect();
    const created = await insertBenchAccounts(sql, 'bench', USERS);
    // The four-eyes room is per wallet over 24 hours (decision 031): $1,000 by default, a thousand of this run's $1
    // adjustments on each of its USERS wallets. A fast machine makes more in its two adjustment phases (up to MAX_OPS
    // each), which would then become proposals half-way and stop the run: this database's threshold is set above
    // everything the run can adjust (the adjustment reads it either way, so its cost does not change).
    await sql.query(
      `insert into app_settings (key, value) values ('payments', jsonb_build_object('fourEyesThresholdCents', $1::bigint))
       on conflict (key) do update set value = app_settings.value || excluded.value`,
      [(2 * MAX_OPS + 20) * 100],
    );
    const rows = [created.admin, ...created.players];
    const cookies = await signedInCookies(
      app,
      sql,
      rows.map((r) => r.id),
    );
    const accounts = rows.map((user, i) => ({ user, cookie: cookies[i]! }));
    const admin = accounts.find((a) => a.user.role === 'admin')!;
    const users = accounts.filter((a) => a !== admin);
    const userAt = (i: number) => users[i % users.length]!;

    const call = async (method: string, path: string, cookie: string, body?: unknown, expected = 200) => {
      const res = await fetch(base + path, {
        method,
        headers: { origin: ORIGIN, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      return text ? (JSON.parse(text) as unknown) : undefined;
    };
    const phase = async (name: string, op: (i: number) => Promise<unknown>): Promise<PhaseResult> => {
      const result = await runConcurrently({ concurrency: CONCURRENCY, seconds: SECONDS, maxOps: MAX_OPS, label: name }, op);
      console.log(
        `  ${name.padEnd(44)} ${result.ops.toString().padStart(6)} ops  ${result.perSecond.toFixed(0).padStart(6)} tx/s  p50 ${percentile(result.times, 50).toFixed(1)} ms  p99 ${percentile(result.times, 99).toFixed(1)} ms`,
      );
      return result;
    };
    const depositInput = (i: number) => ({ method: 'moncash' as const, amountCents: 500, transactionRef: String(i % 100_000).padStart(5, '0') });

    console.log(`Wallet throughput on PostgreSQL (${bench.name}); ${CONCURRENCY} concurrent, ${SECONDS}s or ${MAX_OPS} ops per phase, ${USERS} users`);
    // Warm up connections, JIT and the session lookup.
    for (let i = 0; i < 20; i += 1) await call('POST', `/api/admin/wallets/${userAt(i).user.id}/adjust`, admin.cookie, { amountDollars: 1 });

    const results: PhaseResult[] = [];
    console.log('\nadjustment (1 money transaction = 1 ledger row + notification + realtime event + audit)');
    results.push(
      await phase('HTTP  POST /api/admin/wallets/:id/adjust', (i) =>
        call('POST', `/api/admin/wallets/${userAt(i).user.id}/adjust`, admin.cookie, { amountDollars: 1 }),
      ),
    );
    results.push(
      await phase('direct adjustWalletInOneStatement() (no HTTP)', (i) =>
        directAdjustment(bench.database.db, admin.user, { userId: userAt(i).user.id, amountCents: 100 }),
      ),
    );

    console.log('\ndeposit request + admin approval (2 requests per credited deposit)');
    results.push(
      await phase('HTTP  POST deposits + POST …/approve', async (i) => {
        const created = (await call('POST', '/api/wallet/deposits', userAt(i).cookie, depositInput(i), 201)) as { transaction: { id: string } };
        await call('POST', `/api/admin/wallet-transactions/${created.transaction.id}/approve`, admin.cookie);
      }),
    );
    results.push(
      await phase('direct createDeposit() + approveTransaction()', async (i) => {
        const created = await runUseCaseAs(bench.database.db, userAt(i).user, (ctx) => createDeposit(ctx, depositInput(i)));
        await runUseCaseAs(bench.database.db, admin.user, (ctx) => approveTransaction(ctx, { transactionId: created.transaction.id }));
      }),
    );

    console.log('\nbare ledger move in SQL (conditional UPDATE of the wallet + INSERT of the entry, one transaction)');
    const bareMove = (notify: boolean) => (i: number) => bareLedgerMove(pool, { userId: userAt(i).user.id, actorId: admin.user.id, amountCents: 100, notify });
    results.push(await phase('SQL   BEGIN; UPDATE wallets …; INSERT entry; COMMIT', bareMove(false)));
    // The realtime event is a NOTIFY in the same transaction; PostgreSQL serializes the commits of
    // notifying transactions, which is most of the gap between the service and bare SQL.
    results.push(await phase('SQL   the same + pg_notify (realtime event)', bareMove(true)));

    console.log('\nfor scale: the fixed cost of an authenticated request (session lookup + one read)');
    results.push(await phase('HTTP  GET /api/wallet', (i) => call('GET', '/api/wallet', userAt(i).cookie)));

    const [httpAdjust, directAdjust, httpDeposit, directDeposit, rawSql, rawSqlNotify] = results as [
      PhaseResult,
      PhaseResult,
      PhaseResult,
      PhaseResult,
      PhaseResult,
      PhaseResult,
    ];
    console.log('\nratios (same run, same database)');
    console.log(`  adjustment: HTTP / direct service          ${(httpAdjust.perSecond / directAdjust.perSecond).toFixed(2)}`);
    console.log(`  deposit+approve: HTTP / direct service     ${(httpDeposit.perSecond / directDeposit.perSecond).toFixed(2)}`);
    console.log(`  adjustment: direct service / bare SQL      ${(directAdjust.perSecond / rawSql.perSecond).toFixed(2)}`);
    console.log(`  adjustment: HTTP / bare SQL                ${(httpAdjust.perSecond / rawSql.perSecond).toFixed(2)}`);
    console.log(`  bare SQL with NOTIFY / without             ${(rawSqlNotify.perSecond / rawSql.perSecond).toFixed(2)}`);

    const report = await checkLedger(bench.database.db);
    console.log(
      `\nledger check after the run: ${report.ok ? 'OK' : `FAILED (${report.problems.length} problems)`} — ${report.entries} entries, ${report.wallets} wallets`,
    );
    if (!report.ok || results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await closeApp?.().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await sql.end().catch(() => undefined);
    await bench.drop();
    cancelHardStop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Wallet throughput: money transactions per second through the HTTP API next to the same work done
 * without HTTP (the service functions on the same pool) and as bare SQL, measured in one run on one
 * PostgreSQL database, printed with the ratios.
 *
 *   npm run bench:wallet            (or: npx tsx scripts/bench/wallet-throughput.ts)
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; the script creates
 * and drops its own database next to it), BENCH_SECONDS per phase (default 5), BENCH_MAX_OPS per phase
 * (default 20000), BENCH_CONCURRENCY (default 16), BENCH_USERS (default 20). Loopback only.
 * The HTTP client (fetch) runs in the same Node process as the server: on a 2-core machine client,
 * server and PostgreSQL share the CPU, so the HTTP figures are a lower bound.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { setUserRole } from '../../apps/server/src/modules/accounts/admin-service.js';
import { adjustWalletBalance } from '../../apps/server/src/modules/wallet/adjust.js';
import { approveTransaction } from '../../apps/server/src/modules/wallet/admin-service.js';
import { checkLedger } from '../../apps/server/src/modules/wallet/ledger-check.js';
import { createDeposit } from '../../apps/server/src/modules/wallet/service.js';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MAX_OPS = Number(process.env.BENCH_MAX_OPS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const ORIGIN = 'http://bench.local';
/** Whatever happens, the script ends: a hard stop well above the sum of the phases. */
const HARD_LIMIT_MS = (SECONDS * 7 + 90) * 1000;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface PhaseResult {
  name: string;
  ops: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Runs `op` from CONCURRENCY workers until SECONDS pass or MAX_OPS complete. */
async function phase(name: string, op: (i: number) => Promise<void>): Promise<PhaseResult> {
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: unknown;
  const worker = async () => {
    while (performance.now() < deadline && issued < MAX_OPS) {
      const i = issued++;
      const t0 = performance.now();
      try {
        await op(i);
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  if (firstError) console.error(`  ${name}: ${errors} errors, first: ${firstError instanceof Error ? firstError.message : String(firstError)}`);
  const result = { name, ops: latencies.length, errors, seconds, perSecond: latencies.length / seconds, p50Ms: pct(0.5), p99Ms: pct(0.99) };
  console.log(`  ${name.padEnd(44)} ${result.ops.toString().padStart(6)} ops  ${result.perSecond.toFixed(0).padStart(6)} tx/s  p50 ${result.p50Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms`);
  return result;
}

async function main() {
  const dbName = `arena_bench_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const url = withDatabase(BASE_URL, dbName);
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  let closeApp: (() => Promise<void>) | undefined;
  const hardStop = setTimeout(() => {
    console.error('bench: hard time limit reached, stopping');
    process.exit(1);
  }, HARD_LIMIT_MS);
  hardStop.unref();
  try {
    await database.migrate();
    const config = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, LOG_LEVEL: 'silent' }), webDist: undefined };
    const app = await buildApp({ config, database, authSecret: crypto.randomBytes(32).toString('hex'), logger: false, sendMail: async () => undefined });
    await app.listen({ port: 0, host: '127.0.0.1' });
    closeApp = () => app.close();
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

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
    const signUp = async (i: number) => {
      const email = `bench${i}-${crypto.randomBytes(3).toString('hex')}@arena.test`;
      const res = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'bench-password', name: `Bench ${i}` }),
      });
      if (res.status !== 200) throw new Error(`sign-up ${res.status} ${await res.text()}`);
      const { user } = (await res.json()) as { user: { id: string } };
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'bench-password' }),
      });
      if (signIn.status !== 200) throw new Error(`sign-in ${signIn.status} ${await signIn.text()}`);
      return { id: user.id, cookie: signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
    };

    console.log(`Wallet throughput on PostgreSQL (${dbName}); ${CONCURRENCY} concurrent, ${SECONDS}s or ${MAX_OPS} ops per phase, ${USERS} users`);
    const admin = await signUp(0);
    await setUserRole(database.db, { actorId: null, userId: admin.id, role: 'admin' });
    const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(i + 1)));
    const userAt = (i: number) => users[i % users.length]!;
    // Warm up connections, JIT and the session lookup.
    for (let i = 0; i < 20; i += 1) await call('POST', `/api/admin/wallets/${userAt(i).id}/adjust`, admin.cookie, { amountDollars: 1 });

    const results: PhaseResult[] = [];
    console.log('\nadjustment (1 money transaction = 1 ledger row + notification + realtime event + audit)');
    results.push(await phase('HTTP  POST /api/admin/wallets/:id/adjust', (i) => call('POST', `/api/admin/wallets/${userAt(i).id}/adjust`, admin.cookie, { amountDollars: 1 }).then(() => undefined)));
    results.push(await phase('direct adjustWalletBalance() (no HTTP)', (i) => adjustWalletBalance(database.db, { actorId: admin.id, userId: userAt(i).id, amountCents: 100 }).then(() => undefined)));

    console.log('\ndeposit request + admin approval (2 requests per credited deposit)');
    results.push(
      await phase('HTTP  POST deposits + POST …/approve', async (i) => {
        const user = userAt(i);
        const created = (await call('POST', '/api/wallet/deposits', user.cookie, { method: 'moncash', amountCents: 500, transactionRef: String(i % 100_000).padStart(5, '0') }, 201)) as { transaction: { id: string } };
        await call('POST', `/api/admin/wallet-transactions/${created.transaction.id}/approve`, admin.cookie);
      }),
    );
    results.push(
      await phase('direct createDeposit() + approveTransaction()', async (i) => {
        const user = userAt(i);
        const created = await database.db.transaction((tx) => createDeposit(tx, { userId: user.id, method: 'moncash', amountCents: 500, transactionRef: String(i % 100_000).padStart(5, '0') }));
        await database.db.transaction((tx) => approveTransaction(tx, { actorId: admin.id, transactionId: created.transaction.id }));
      }),
    );

    console.log('\nbare ledger move in SQL (conditional UPDATE of the wallet + INSERT of the entry, one transaction)');
    const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
    const bareMove = (notify: boolean) => async (i: number) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const updated = await client.query(
          'UPDATE wallets SET balance_cents = balance_cents + $2, updated_at = now() WHERE user_id = $1 AND balance_cents + $2 - held_cents >= 0 RETURNING balance_cents',
          [userAt(i).id, 100],
        );
        if (updated.rowCount !== 1) throw new Error('conditional update refused');
        await client.query("INSERT INTO wallet_entries (user_id, amount_cents, held_delta_cents, kind, actor_id) VALUES ($1, $2, 0, 'adjustment', $3)", [userAt(i).id, 100, admin.id]);
        if (notify) await client.query("SELECT pg_notify('arena_events', $1)", [JSON.stringify({ topic: 'wallet', userId: userAt(i).id, data: { bench: true } })]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    };
    results.push(await phase('SQL   BEGIN; UPDATE wallets …; INSERT entry; COMMIT', bareMove(false)));
    // The realtime event is a NOTIFY in the same transaction; PostgreSQL serializes the commits of
    // notifying transactions, which is most of the gap between the service and bare SQL.
    results.push(await phase('SQL   the same + pg_notify (realtime event)', bareMove(true)));
    await pool.end();

    console.log('\nfor scale: the fixed cost of an authenticated request (session lookup + one read)');
    results.push(await phase('HTTP  GET /api/wallet', (i) => call('GET', '/api/wallet', userAt(i).cookie).then(() => undefined)));

    const [httpAdjust, directAdjust, httpDeposit, directDeposit, rawSql, rawSqlNotify] = results as [PhaseResult, PhaseResult, PhaseResult, PhaseResult, PhaseResult, PhaseResult];
    console.log('\nratios (same run, same database)');
    console.log(`  adjustment: HTTP / direct service          ${(httpAdjust.perSecond / directAdjust.perSecond).toFixed(2)}`);
    console.log(`  deposit+approve: HTTP / direct service     ${(httpDeposit.perSecond / directDeposit.perSecond).toFixed(2)}`);
    console.log(`  adjustment: direct service / bare SQL      ${(directAdjust.perSecond / rawSql.perSecond).toFixed(2)}`);
    console.log(`  adjustment: HTTP / bare SQL                ${(httpAdjust.perSecond / rawSql.perSecond).toFixed(2)}`);
    console.log(`  bare SQL with NOTIFY / without             ${(rawSqlNotify.perSecond / rawSql.perSecond).toFixed(2)}`);

    const report = await checkLedger(database.db);
    console.log(`\nledger check after the run: ${report.ok ? 'OK' : `FAILED (${report.problems.length} problems)`} — ${report.entries} entries, ${report.wallets} wallets`);
    if (!report.ok || results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await closeApp?.().catch(() => undefined);
    await database.close().catch(() => undefined);
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error: unknown) => console.error(`could not drop ${dbName}:`, error));
    clearTimeout(hardStop);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

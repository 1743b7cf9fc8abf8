/**
 * What the benchmarks in this folder share: a throw-away PostgreSQL database next to BENCH_DATABASE_URL with the
 * app's migrations, the API started in-process, signed-in sessions written straight to the database, load
 * generators (HTTP in a worker thread, plain async work in-process), event-stream clients and percentiles.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { Worker } from 'node:worker_threads';
import { makeSignature } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { WALLET_DEFAULT_FOUR_EYES_CENTS, WALLET_MIN_AMOUNT_CENTS } from '@arena/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig, type AppConfig } from '../../apps/server/src/config.js';
import { EVENTS_CHANNEL, openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { MAX_EVENT_BYTES } from '../../apps/server/src/lib/realtime-events.js';
import type { SessionUser } from '../../apps/server/src/lib/session-user.js';
import { systemClock } from '../../apps/server/src/lib/clock.js';
import { adjustWalletInOneStatement } from '../../apps/server/src/modules/wallet/testing.js';

export const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ORIGIN = 'http://bench.local';

export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Whatever happens, the script ends: exits with code 2 after `ms` unless cancelled. */
export function hardStop(ms: number): () => void {
  const timer = setTimeout(() => {
    console.error('bench: hard time limit reached, stopping');
    process.exit(2);
  }, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

export interface BenchDatabase {
  name: string;
  url: string;
  database: Database;
  /** Closes the app's pool and drops the database. */
  drop(): Promise<void>;
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

/** A fresh database `arena_bench_<label>_<random>` next to BENCH_DATABASE_URL, migrated as the app migrates. */
export async function createBenchDatabase(label: string, poolSize: number): Promise<BenchDatabase> {
  const name = `arena_bench_${label}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  const drop = async () => {
    await database.close().catch(() => undefined);
    await adminQuery(`drop database if exists ${name} with (force)`).catch((error: unknown) => console.error(`could not drop ${name}:`, error));
  };
  try {
    await database.migrate();
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, url: url.toString(), database, drop };
}

export interface RunningApp {
  app: FastifyInstance;
  port: number;
  base: string;
}

/** The API in this process on a free loopback port, silent, without the web build. */
export async function startApp(database: Database, overrides: Partial<AppConfig> = {}): Promise<RunningApp> {
  const config = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, LOG_LEVEL: 'silent' }), webDist: undefined, ...overrides };
  const app = await buildApp({ config, database, authSecret: crypto.randomBytes(32).toString('hex'), logger: false, sendMail: async () => undefined });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, port, base: `http://127.0.0.1:${port}` };
}

/**
 * An admin (the first row) and `players` players, each with a wallet, written straight to the database (sign-up is
 * not what is measured); emails are `<prefix><n>@arena.test`.
 */
export async function insertBenchAccounts(sql: pg.ClientBase, prefix: string, players: number): Promise<{ admin: SessionUser; players: SessionUser[] }> {
  const { rows } = await sql.query<SessionUser>(
    `insert into users (email, name, role)
     select $1 || g || '@arena.test', initcap($1) || ' ' || g, case when g = 0 then 'admin' else 'user' end from generate_series(0, $2::int) g
     returning id, email, name, role`,
    [prefix, players],
  );
  await sql.query('insert into wallets (user_id) select id from users');
  return { admin: rows[0]!, players: rows.slice(1) };
}

/**
 * One signed-in session per user, written straight to the database (as the test factories do, but in one
 * statement for thousands of users); returns each user's `cookie` header in the order of `userIds`.
 */
export async function signedInCookies(app: FastifyInstance, sql: pg.ClientBase, userIds: string[]): Promise<string[]> {
  const context = await app.auth.$context;
  const tokens = userIds.map(() => crypto.randomBytes(24).toString('base64url'));
  await sql.query(
    `insert into sessions (user_id, token, expires_at, ip_address, user_agent)
     select u, tk, now() + interval '1 day', '127.0.0.1', '' from unnest($1::uuid[], $2::text[]) as s(u, tk)`,
    [userIds, tokens],
  );
  return Promise.all(
    tokens.map(async (token) => `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${await makeSignature(token, context.secret)}`)}`),
  );
}

export interface LoadResult {
  /** Response times of the 2xx answers in ms, ascending. */
  times: number[];
  /** Answers other than 2xx plus connection errors and timeouts. */
  failures: number;
  seconds: number;
  perSecond: number;
  /** The share of the run the load client's thread was busy: its own CPU, as a share of one core. */
  clientBusy: number;
  /** The CPU time the load client's thread used (user + system, seconds; null off Linux). */
  clientCpuSeconds: number | null;
}

export interface LoadOptions {
  port: number;
  connections: number;
  seconds: number;
  cookie: string;
  method?: 'GET' | 'POST';
  /** Paths asked in turn (one request each, round robin). */
  paths: string[];
  /** JSON body of every request. */
  body?: unknown;
}

/**
 * HTTP load from autocannon in a worker thread (load-clients.mjs), so that parsing the answers does not run on
 * the server's event loop; client, server and PostgreSQL still share the machine's CPU.
 */
export function httpLoad(options: LoadOptions): Promise<LoadResult> {
  const worker = new Worker(new URL('./load-clients.mjs', import.meta.url), {
    workerData: {
      url: `http://127.0.0.1:${options.port}`,
      connections: options.connections,
      seconds: options.seconds,
      method: options.method ?? 'GET',
      paths: options.paths,
      headers: { cookie: options.cookie, origin: ORIGIN, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: { times: number[]; failures: number; seconds: number; clientBusy: number; clientCpuSeconds: number | null }) => {
      const times = result.times.sort((a, b) => a - b);
      resolve({
        times,
        failures: result.failures,
        seconds: result.seconds,
        perSecond: times.length / result.seconds,
        clientBusy: result.clientBusy,
        clientCpuSeconds: result.clientCpuSeconds,
      });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`load worker exited with code ${code} before reporting`)));
  });
}

export interface PhaseResult {
  ops: number;
  errors: number;
  seconds: number;
  perSecond: number;
  /** Latencies in ms, ascending. */
  times: number[];
}

/** Runs `op` from `concurrency` loops in this process until `seconds` pass or `maxOps` were started. */
export async function runConcurrently(
  options: { concurrency: number; seconds: number; maxOps?: number; label: string },
  op: (i: number) => Promise<unknown>,
): Promise<PhaseResult> {
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const maxOps = options.maxOps ?? Infinity;
  const times: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: unknown;
  const loop = async () => {
    while (performance.now() < deadline && issued < maxOps) {
      const i = issued++;
      const t0 = performance.now();
      try {
        await op(i);
        times.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  if (firstError) console.error(`  ${options.label}: ${errors} errors, first: ${firstError instanceof Error ? firstError.message : inspect(firstError)}`);
  times.sort((a, b) => a - b);
  return { ops: times.length, errors, seconds, perSecond: times.length / seconds, times };
}

/**
 * Seeds write wallet entries straight to the table; this gives each one that changed a balance and has no counter
 * entry yet its counter entry (the opposite amount, in the system account its kind requires), as postLedgerMove and
 * the migration's backfill do, so the seeded books sum to zero and `checkLedger` stays clean.
 */
export async function counterSeededEntries(sql: pg.ClientBase): Promise<void> {
  await sql.query(`
    insert into system_account_entries (account, amount_cents, wallet_entry_id, kind, reference_type, reference_id, actor_id, created_at)
    select case
             when e.kind in ('deposit', 'withdrawal') then case when t.payment_method = 'natcash' then 'natcash_clearing' else 'moncash_clearing' end
             when e.kind in ('entry_fee', 'refund') then 'entry_fees'
             when e.kind = 'prize' then 'prizes'
             when e.kind = 'bid_capture' then 'marketplace_sales'
             else 'adjustments'
           end,
           -e.amount_cents, e.id, e.kind, e.reference_type, e.reference_id, e.actor_id, e.created_at
    from wallet_entries e
    left join wallet_transactions t on e.reference_type = 'wallet_transaction' and t.id = e.reference_id
    where e.amount_cents <> 0 and not exists (select 1 from system_account_entries s where s.wallet_entry_id = e.id)`);
}

/** Counts the statements every pg client of this process sends. */
export function countStatements(): { read(): number } {
  let sent = 0;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with each client as `this` below
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return { read: () => sent };
}

/** `work` in one transaction on a client of `pool`: BEGIN, the work, COMMIT (ROLLBACK when it throws). */
async function inBareTransaction(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The same ledger move as a money action, in bare SQL with the minimal statements: BEGIN; the conditional UPDATE of
 * the wallet; the INSERT of the entry and its counter entry (one statement, as postLedgerMove); COMMIT (with
 * `notify`, a pg_notify like the realtime event before COMMIT).
 */
export async function bareLedgerMove(pool: pg.Pool, move: { userId: string; actorId: string; amountCents: number; notify?: boolean }): Promise<void> {
  await inBareTransaction(pool, async (client) => {
    const updated = await client.query(
      'UPDATE wallets SET balance_cents = balance_cents + $2, updated_at = now() WHERE user_id = $1 AND balance_cents + $2 - held_cents >= 0 RETURNING balance_cents',
      [move.userId, move.amountCents],
    );
    if (updated.rowCount !== 1) throw new Error('conditional update refused');
    await client.query(
      `WITH e AS (INSERT INTO wallet_entries (user_id, amount_cents, held_delta_cents, kind, actor_id) VALUES ($1, $2, 0, 'adjustment', $3) RETURNING id, created_at)
       INSERT INTO system_account_entries (account, amount_cents, wallet_entry_id, kind, actor_id, created_at) SELECT 'adjustments', -$2::bigint, id, 'adjustment', $3, created_at FROM e`,
      [move.userId, move.amountCents, move.actorId],
    );
    if (move.notify)
      await client.query("SELECT pg_notify('arena_events', $1)", [JSON.stringify({ topic: 'wallet', userId: move.userId, data: { bench: true } })]);
  });
}

/**
 * An admin adjustment as PostgreSQL runs it, without Node's layers (no drizzle, use case or HTTP): the one statement
 * of decision 056 (`wallet_adjust_request`: the move, the notification, the audit row, two stored realtime events
 * and their NOTIFYs, committed as it returns). How fast the adjustment's SQL alone can go beside the bare move.
 */
export async function bareAdjustment(pool: pg.Pool, move: { userId: string; actorId: string; amountCents: number }): Promise<void> {
  const { rows } = await pool.query<{ outcome: string }>(
    `select outcome from wallet_adjust_request($1, $2, $3, null, $4, $5, 'success', 'notify.fundsAdded.title', 'notify.fundsAdded.message',
       $6::jsonb, null, null, 'POST', '', null, 'Wallet updated successfully', $7, $8)`,
    [
      move.userId,
      move.amountCents,
      move.actorId,
      WALLET_DEFAULT_FOUR_EYES_CENTS,
      WALLET_MIN_AMOUNT_CENTS,
      JSON.stringify({ amount: { cents: move.amountCents } }),
      EVENTS_CHANNEL,
      MAX_EVENT_BYTES,
    ],
  );
  if (rows[0]?.outcome !== 'applied') throw new Error(`adjustment ${rows[0]?.outcome ?? 'missing'}`);
}

/** An admin adjustment as the API makes one, without HTTP (`adjustWalletInOneStatement`, decision 056). */
export async function directAdjustment(db: Database['db'], admin: SessionUser, move: { userId: string; amountCents: number }): Promise<void> {
  const caller = { actor: admin, clock: systemClock, requestId: 'bench', ip: null };
  const applied = await adjustWalletInOneStatement(db, caller, move, { key: undefined, method: 'POST', path: '', body: null });
  if (!applied) throw new Error('the adjustment did not apply in one statement');
}

type StreamMessage = { type: 'ready'; open: number; failed: number } | { type: 'armed' } | { type: 'arrivals'; times: number[] };

export interface EventStreams {
  open: number;
  failed: number;
  /**
   * Runs `action` once the clients count `notification` events, and returns when each of the next `count` ones
   * arrived (absolute ms, `performance.timeOrigin + performance.now()`), or the ones that came within `timeoutMs`.
   */
  measure(count: number, action: () => Promise<void>, timeoutMs?: number): Promise<number[]>;
  close(): Promise<void>;
}

/** Opens one signed-in event stream (GET /api/events) per cookie from a worker thread (broadcast-clients.mjs). */
export async function openEventStreams(port: number, cookies: string[]): Promise<EventStreams> {
  const worker = new Worker(new URL('./broadcast-clients.mjs', import.meta.url), { workerData: { port, cookies } });
  const inbox: StreamMessage[] = [];
  const waiters: Array<() => void> = [];
  worker.on('message', (m: StreamMessage) => {
    inbox.push(m);
    for (const w of waiters.splice(0)) w();
  });
  const next = async <K extends StreamMessage['type']>(type: K, timeoutMs: number): Promise<Extract<StreamMessage, { type: K }> | undefined> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = inbox.findIndex((m) => m.type === type);
      if (i >= 0) return inbox.splice(i, 1)[0] as Extract<StreamMessage, { type: K }>;
      if (Date.now() > deadline) return undefined;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  const ready = await next('ready', 300_000);
  if (!ready) throw new Error('event streams did not open within 5 minutes');
  return {
    open: ready.open,
    failed: ready.failed,
    async measure(count, action, timeoutMs = 30_000) {
      // Armed before the action starts, so that no arrival is missed.
      worker.postMessage({ type: 'expect', count });
      if (!(await next('armed', 10_000))) throw new Error('stream clients did not answer');
      await action();
      let arrivals = await next('arrivals', timeoutMs);
      if (!arrivals) {
        worker.postMessage({ type: 'flush' });
        arrivals = await next('arrivals', 10_000);
      }
      return arrivals?.times ?? [];
    },
    async close() {
      await worker.terminate();
    },
  };
}

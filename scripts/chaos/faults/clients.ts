/**
 * `npm run chaos:clients`: slow and hostile clients against one Arena process on PostgreSQL, and what the other
 * players see meanwhile.
 *
 * 1. Quiet (CHAOS_PHASE_SECONDS, default 30: longer than the server's 20 s headers timeout): CHAOS_PLAYERS (default 20) players on CHAOS_CONCURRENCY (default 8)
 *    loops read their wallet and its history and ask for a deposit every fourth time; each answer's time is kept.
 *    Meanwhile a broadcast event of about 7 KB goes to every player's stream every CHAOS_BROADCAST_MS (default 200),
 *    as a busy day's notifications would.
 * 2. Under attack (same length, after the attack is in place): the same load and broadcasts, plus
 *    - CHAOS_STALLED_STREAMS (default 500) event streams that never read a byte (100 accounts, 5 streams each, the
 *      most one account may hold), their sockets paused;
 *    - CHAOS_SLOWLORIS (default 100) connections that send a request's headers one line every 2 s and never end them;
 *      one the server closes is opened again at once, so that 100 are always there.
 * Reported: the players' p50/p99 quiet and under attack and their ratio (goal: p99 within 2×), the process's memory
 * (RSS) quiet, at its highest under attack and after, how many stalled streams the server cut and how many slowloris
 * connections it closed. Port CHAOS_PORT (default 4713). Exit code 0 when the goals hold, 1 otherwise.
 */
import '@arena/shared/english-first';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { makeSignature } from 'better-auth/crypto';
import pg from 'pg';
import { EVENTS_CHANNEL } from '../../../apps/server/src/db/client.js';
import { residentBytes } from '../../cluster/cluster.js';
import { Client, DEPOSIT_CENTS, percentile, sleep } from '../../cluster/money-load.js';
import { BASE_URL, envNumber, hardStop, loadAverage, prepareDatabase, signedInAccounts, startArena, stopArena, throwAwayDatabase, workDir } from './harness.js';

const PHASE_SECONDS = envNumber('CHAOS_PHASE_SECONDS', 30);
const PLAYERS = envNumber('CHAOS_PLAYERS', 20);
const CONCURRENCY = envNumber('CHAOS_CONCURRENCY', 8);
const STALLED = envNumber('CHAOS_STALLED_STREAMS', 500);
const SLOWLORIS = envNumber('CHAOS_SLOWLORIS', 100);
const BROADCAST_MS = envNumber('CHAOS_BROADCAST_MS', 200);
const PORT = envNumber('CHAOS_PORT', 4713);
const STREAMS_PER_ACCOUNT = 5;

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** Players' requests for `seconds`: wallet, history, and a deposit every fourth time; returns the answer times (ms). */
async function playerLoad(base: string, cookies: string[], seconds: number): Promise<{ times: number[]; failures: number }> {
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  let round = 0;
  const loop = async () => {
    while (performance.now() < end) {
      const i = round++;
      const client = new Client(base, cookies[i % cookies.length]);
      const t0 = performance.now();
      try {
        const { status } =
          i % 4 === 3
            ? await client.request(
                'POST',
                '/api/wallet/deposits',
                { method: 'moncash', amountCents: DEPOSIT_CENTS, transactionRef: String(i % 100_000).padStart(5, '0') },
                { 'idempotency-key': crypto.randomUUID() },
              )
            : await client.request('GET', i % 4 === 1 ? '/api/wallet/transactions' : '/api/wallet');
        if (status >= 200 && status < 300) times.push(performance.now() - t0);
        else failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return { times: times.sort((a, b) => a - b), failures };
}

/** Opens GET /api/events with `cookie` on a raw socket and never reads from it. */
function stalledStream(port: number, cookie: string): net.Socket {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`);
    socket.pause();
  });
  return socket;
}

/** CHAOS_SLOWLORIS connections that trickle header lines and never end them; each one closed is opened again. */
function slowloris(port: number, count: number): { closedByServer: () => number; stop: () => void } {
  let closed = 0;
  let stopped = false;
  const sockets = new Set<net.Socket>();
  const open = () => {
    if (stopped) return;
    const socket = net.connect(port, '127.0.0.1');
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    socket.once('connect', () => socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`));
    socket.once('close', () => {
      sockets.delete(socket);
      if (stopped) return;
      closed += 1;
      open();
    });
  };
  for (let i = 0; i < count; i += 1) open();
  const trickle = setInterval(() => {
    for (const s of sockets) if (!s.destroyed && s.writable) s.write(`X-Slow-${crypto.randomBytes(3).toString('hex')}: a\r\n`);
  }, 2000);
  return {
    closedByServer: () => closed,
    stop: () => {
      stopped = true;
      clearInterval(trickle);
      for (const s of sockets) s.destroy();
    },
  };
}

async function main() {
  hardStop(30 * 60 * 1000);
  console.log(`Slow and hostile clients, ${new Date().toISOString()}; load average ${loadAverage()}`);
  const db = await throwAwayDatabase(BASE_URL, 'clients');
  const dir = workDir('clients');
  const secret = crypto.randomBytes(32).toString('hex');
  const failures: string[] = [];
  let arena: Awaited<ReturnType<typeof startArena>> | undefined;
  const sql = new pg.Client({ connectionString: db.url });
  try {
    const admins = await prepareDatabase({ databaseUrl: db.url });
    arena = await startArena(PORT, dir, {
      DATABASE_URL: db.url,
      AUTH_SECRET: secret,
      DATA_DIR: path.join(dir, 'data'),
      SIGNUP_LIMIT_PER_ADDRESS: String(PLAYERS + 10),
    });
    const base = `http://127.0.0.1:${PORT}`;
    const accounts = await signedInAccounts(base, admins, PLAYERS);
    const cookies = accounts.players.map((p) => p.cookie);
    await sql.connect();

    // The hostile accounts and their sessions, written straight to the database (signing 100 accounts up is not what is measured).
    const hostileAccounts = Math.ceil(STALLED / STREAMS_PER_ACCOUNT);
    const { rows } = await sql.query<{ id: string }>(
      `insert into users (email, name, role) select 'stalled' || g || '@arena.test', 'Stalled ' || g, 'user' from generate_series(1, $1::int) g returning id`,
      [hostileAccounts],
    );
    await sql.query('insert into wallets (user_id) select id from users on conflict do nothing');
    const cookieName = cookies[0]!.split('=')[0]!;
    const tokens = rows.map(() => crypto.randomBytes(24).toString('base64url'));
    await sql.query(
      `insert into sessions (user_id, token, expires_at, ip_address, user_agent)
       select u, tk, now() + interval '1 day', '127.0.0.1', '' from unnest($1::uuid[], $2::text[]) as s(u, tk)`,
      [rows.map((r) => r.id), tokens],
    );
    const hostileCookies = await Promise.all(
      tokens.map(async (token) => `${cookieName}=${encodeURIComponent(`${token}.${await makeSignature(token, secret)}`)}`),
    );

    // Every player's own stream, read; and the broadcasts, all along.
    const readers = accounts.players.map((p) => {
      const socket = net.connect(PORT, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('data', () => undefined);
      socket.once('connect', () => socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nCookie: ${p.cookie}\r\n\r\n`));
      return socket;
    });
    const padding = 'x'.repeat(7000);
    let broadcasts = 0;
    const broadcaster = setInterval(() => {
      broadcasts += 1;
      const event = { topic: 'wallet', userId: null, role: 'user', data: { broadcast: broadcasts, padding } };
      sql.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]).catch(() => undefined);
    }, BROADCAST_MS);

    const rss: Array<{ phase: string; bytes: number }> = [];
    let phase = 'quiet';
    const sampler = setInterval(() => rss.push({ phase, bytes: residentBytes(arena!.pid) }), 500);
    await sleep(3000);

    const quiet = await playerLoad(base, cookies, PHASE_SECONDS);
    console.log(
      `  quiet: ${quiet.times.length} answers, p50 ${percentile(quiet.times, 50).toFixed(0)} ms, p99 ${percentile(quiet.times, 99).toFixed(0)} ms; load average ${loadAverage()}`,
    );

    // The attack, in place before the second measure starts.
    phase = 'attack';
    const stalled: net.Socket[] = [];
    for (let i = 0; i < STALLED; i += 1) {
      stalled.push(stalledStream(PORT, hostileCookies[i % hostileCookies.length]!));
      if (i % 50 === 49) await sleep(100);
    }
    const lorises = slowloris(PORT, SLOWLORIS);
    await sleep(5000);
    const attacked = await playerLoad(base, cookies, PHASE_SECONDS);
    console.log(
      `  under attack: ${attacked.times.length} answers, p50 ${percentile(attacked.times, 50).toFixed(0)} ms, p99 ${percentile(attacked.times, 99).toFixed(0)} ms; load average ${loadAverage()}`,
    );
    phase = 'after';
    // The stalled readers wake up: those the server cut find their connection ended once they read what was buffered.
    let cut = 0;
    await Promise.all(
      stalled.map(
        (s) =>
          new Promise<void>((resolve) => {
            const done = setTimeout(() => {
              s.destroy();
              resolve();
            }, 5000);
            s.once('close', () => {
              clearTimeout(done);
              cut += 1;
              resolve();
            });
            s.on('data', () => undefined);
            s.resume();
          }),
      ),
    );
    await sleep(3000);
    // The slowloris connections stayed until now: long enough for the server's headers timeout to come round.
    lorises.stop();
    clearInterval(sampler);
    clearInterval(broadcaster);
    for (const r of readers) r.destroy();

    const max = (p: string) => Math.max(...rss.filter((r) => r.phase === p).map((r) => r.bytes));
    const ratio = percentile(attacked.times, 99) / percentile(quiet.times, 99);
    console.log(
      `\n  players' answer time p99: quiet ${percentile(quiet.times, 99).toFixed(0)} ms, under attack ${percentile(attacked.times, 99).toFixed(0)} ms: ratio ${ratio.toFixed(2)} (goal ≤ 2)`,
    );
    console.log(
      `  players' answer time p50: quiet ${percentile(quiet.times, 50).toFixed(0)} ms, under attack ${percentile(attacked.times, 50).toFixed(0)} ms; failed requests quiet ${quiet.failures}, under attack ${attacked.failures}`,
    );
    console.log(`  memory of the process (RSS, highest): quiet ${mb(max('quiet'))}, under attack ${mb(max('attack'))}, after ${mb(max('after'))}`);
    console.log(`  ${broadcasts} broadcasts of ~7 KB (one every ${BROADCAST_MS} ms) to every player's stream`);
    console.log(`  stalled streams (${STALLED}, never read) the server had cut when their readers woke: ${cut}`);
    console.log(`  slowloris connections (${SLOWLORIS} at all times, one header line every 2 s) closed by the server: ${lorises.closedByServer()}`);
    console.log(`  Arena process alive: ${arena.alive ? 'yes' : 'NO'}`);
    if (!arena.alive) failures.push('the Arena process ended');
    if (!(ratio <= 2)) failures.push(`the players' p99 under attack is ${ratio.toFixed(2)}× the quiet one`);
    if (attacked.failures > 0) failures.push(`${attacked.failures} of the players' requests failed under attack`);
  } finally {
    await sql.end().catch(() => undefined);
    if (arena) await stopArena(arena);
    await db.drop();
  }
  console.log(`\nload average at the end: ${loadAverage()}`);
  for (const f of failures) console.log(`  FAILED: ${f}`);
  if (failures.length === 0) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`logs kept in ${dir}`);
  console.log(failures.length ? '\nClients run FAILED' : '\nClients run passed');
  process.exit(failures.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run chaos:kill`: the Arena process is killed with SIGKILL again and again in the middle of money load, and
 * started again each time by this runner, as a supervisor (systemd, Docker) would; then every operation that was
 * answered 2xx must be in the database exactly once, nothing half-applied (`checkLedger`), and every start after a
 * kill must have become ready on its own, without an error in its log.
 *
 * 1. PostgreSQL (CHAOS_KILLS, default 20 kills): a throw-away database next to CHAOS_DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
 * 2. The embedded database (CHAOS_EMBEDDED_KILLS, default 5 kills): PGlite in a fresh DATA_DIR; a killed process
 *    leaves its lock file behind, and the next start must take it over at once.
 * CHAOS_ONLY=postgres or embedded runs one of them. Load: CHAOS_PLAYERS (default 20) players, CHAOS_CONCURRENCY
 * (default 8) loops asking for deposits, approving them and asking for withdrawals (scripts/cluster/money-load.ts);
 * a kill comes 1 to 3 s (CHAOS_SEED picks when) after the process became ready and acknowledged something.
 * A client sends a request again for up to CHAOS_PATIENCE_SECONDS (default 600). Port: CHAOS_PORT (default 4711). Exit code 0 when everything holds, 1 otherwise.
 */
import '@arena/shared/english-first';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../../apps/server/src/db/client.js';
import type { ArenaProcess } from '../../cluster/cluster.js';
import { Client, moneyLoad, percentile, sleep } from '../../cluster/money-load.js';
import {
  BASE_URL,
  envNumber,
  hardStop,
  loadAverage,
  prepareDatabase,
  signedInAccounts,
  startArena,
  stopArena,
  throwAwayDatabase,
  verifyMoney,
  workDir,
} from './harness.js';

const KILLS = envNumber('CHAOS_KILLS', 20);
const EMBEDDED_KILLS = envNumber('CHAOS_EMBEDDED_KILLS', 5);
const PLAYERS = envNumber('CHAOS_PLAYERS', 20);
const CONCURRENCY = envNumber('CHAOS_CONCURRENCY', 8);
const PORT = envNumber('CHAOS_PORT', 4711);
const SEED = envNumber('CHAOS_SEED', 1);
const ONLY = process.env.CHAOS_ONLY;
/**
 * How long a client keeps sending a money request again before it gives up (an operation given up on is not
 * acknowledged, and fails the run): several kills and starts may pass while one request waits.
 */
const PATIENCE_MS = envNumber('CHAOS_PATIENCE_SECONDS', 600) * 1000;

/** A small seeded generator (mulberry32): the same CHAOS_SEED kills at the same moments. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lines at pino's level error (50) or above in `logFile` from byte `from` on. */
function errorLines(logFile: string, from: number): string[] {
  const text = fs.readFileSync(logFile, 'utf8').slice(from);
  return text.split('\n').filter((line) => /"level":(5\d|60)/.test(line) || /^(Error|TypeError|RangeError)\b/.test(line));
}

async function killRun(label: string, kills: number, env: Record<string, string>, verifyWith: { databaseUrl?: string; dataDir?: string }, dir: string) {
  console.log(`\n${label}: ${kills} kills (SIGKILL) under money load, ${PLAYERS} players, ${CONCURRENCY} loops; load average ${loadAverage()}`);
  Client.retries = Client.givenUp = Client.replayed = 0;
  Client.serverErrors = [];
  const admins = await prepareDatabase(verifyWith);
  let server: ArenaProcess = await startArena(PORT, dir, { ...env, SIGNUP_LIMIT_PER_ADDRESS: String(PLAYERS + 10) });
  const base = `http://127.0.0.1:${PORT}`;
  const accounts = await signedInAccounts(base, admins, PLAYERS);
  const load = moneyLoad();
  let loading = true;
  const started = performance.now();
  const running = load.run({
    base,
    admins: accounts.admins,
    players: accounts.players,
    concurrency: CONCURRENCY,
    running: () => loading,
    patienceMs: PATIENCE_MS,
  });
  const next = random(SEED);
  const restartTimes: number[] = [];
  const unclean: string[] = [];
  const ackedBetweenKills: number[] = [];
  for (let k = 1; k <= kills; k += 1) {
    const mark = load.acked.length;
    await sleep(1000 + next() * 2000);
    // A kill only once this process acknowledged something: each kill lands in the middle of work that answers.
    while (load.acked.length === mark) await sleep(50);
    ackedBetweenKills.push(load.acked.length - mark);
    server.child.kill('SIGKILL');
    await server.exited;
    const logSize = fs.statSync(server.logFile).size;
    const t0 = performance.now();
    server = await startArena(PORT, dir, { ...env, SIGNUP_LIMIT_PER_ADDRESS: String(PLAYERS + 10) });
    restartTimes.push(performance.now() - t0);
    const errors = errorLines(server.logFile, logSize);
    if (errors.length) unclean.push(`restart ${k}: ${errors.slice(0, 3).join(' | ').slice(0, 500)}`);
    process.stdout.write(
      `  kill ${k}: ${ackedBetweenKills.at(-1)} acknowledged since the previous start, ready again in ${(restartTimes.at(-1)! / 1000).toFixed(1)} s\n`,
    );
  }
  // Some load on the last start too, then everyone stops.
  const mark = load.acked.length;
  await sleep(2000);
  while (load.acked.length === mark) await sleep(50);
  loading = false;
  await running;
  const seconds = (performance.now() - started) / 1000;
  const logSize = fs.statSync(server.logFile).size;
  await stopArena(server);
  const stopErrors = errorLines(server.logFile, logSize);
  if (stopErrors.length) unclean.push(`final stop: ${stopErrors.slice(0, 3).join(' | ').slice(0, 500)}`);

  const database = await openDatabase({ ...verifyWith, poolSize: 2 });
  try {
    const verdict = await verifyMoney(database, load.acked, load.refused);
    const sorted = [...restartTimes].sort((a, b) => a - b);
    console.log(
      `  load: ${seconds.toFixed(1)} s; ${kills} kills, each after ${Math.min(...ackedBetweenKills)} to ${Math.max(...ackedBetweenKills)} acknowledged operations`,
    );
    console.log(
      `  started again after each kill without a manual step: ${restartTimes.length} of ${kills}; ready in p50 ${(percentile(sorted, 50) / 1000).toFixed(1)} s, max ${(percentile(sorted, 100) / 1000).toFixed(1)} s`,
    );
    console.log(`  error lines in the logs of the restarted processes: ${unclean.length === 0 ? 'none' : unclean.length}`);
    for (const u of unclean.slice(0, 5)) console.log(`    ${u}`);
    for (const line of verdict.lines) console.log(`  ${line}`);
    const failures = [...verdict.failures];
    if (restartTimes.length !== kills) failures.push('not every kill was followed by a start');
    if (unclean.length) failures.push('a restarted process logged errors');
    return failures;
  } finally {
    await database.close();
  }
}

async function main() {
  hardStop(60 * 60 * 1000);
  console.log(`Kill -9 under money load, ${new Date().toISOString()}, seed ${SEED}; load average ${loadAverage()}`);
  const failures: string[] = [];
  const secret = crypto.randomBytes(32).toString('hex');
  if (ONLY !== 'embedded') {
    const db = await throwAwayDatabase(BASE_URL, 'kill');
    const dir = workDir('kill-pg');
    try {
      const found = await killRun(
        `PostgreSQL (${db.name})`,
        KILLS,
        { DATABASE_URL: db.url, AUTH_SECRET: secret, DATA_DIR: path.join(dir, 'data') },
        { databaseUrl: db.url },
        dir,
      );
      failures.push(...found.map((f) => `PostgreSQL: ${f}`));
      if (found.length === 0) fs.rmSync(dir, { recursive: true, force: true });
      else console.log(`  logs kept in ${dir}`);
    } finally {
      await db.drop();
    }
  }
  if (ONLY !== 'postgres') {
    const dir = workDir('kill-embedded');
    const dataDir = path.join(dir, 'data');
    const found = await killRun(`Embedded PGlite (${dataDir})`, EMBEDDED_KILLS, { DATABASE_URL: '', AUTH_SECRET: secret, DATA_DIR: dataDir }, { dataDir }, dir);
    failures.push(...found.map((f) => `embedded: ${f}`));
    if (found.length === 0) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`  data and logs kept in ${dir}`);
  }
  console.log(`\nload average at the end: ${loadAverage()}; 503 answers met: ${Client.unavailable}`);
  for (const f of failures) console.log(`  FAILED: ${f}`);
  console.log(failures.length ? '\nKill run FAILED' : '\nKill run passed');
  process.exit(failures.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

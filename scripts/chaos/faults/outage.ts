/**
 * `npm run chaos:outage`: PostgreSQL goes away for CHAOS_OUTAGE_SECONDS (default 10) in the middle of money load, and
 * comes back. A dedicated throw-away PostgreSQL cluster is made for it (initdb in a temporary folder, port
 * CHAOS_OUTAGE_PG_PORT, default 5499) and stopped with `pg_ctl stop -m fast` (its backends are terminated, new
 * connections refused) then started again; the shared server is never touched. Checks:
 * - while it is away, requests are answered 503 with the catalogue's text ('Unable to connect to the database…'),
 *   never another 5xx; the Arena process does not crash;
 * - nothing partial: every operation answered 2xx is in the database exactly once, `checkLedger` is clean;
 * - service is back within 5 s of the database accepting connections again: a player reading their wallet every
 *   100 ms gets a 200 again (the figure is the time from `pg_ctl start` returning to that first 200).
 * Binaries: initdb and pg_ctl on the PATH (Debian: /usr/lib/postgresql/<version>/bin); as root they run as the
 * `postgres` user. Arena's port: CHAOS_PORT (default 4712). Exit code 0 when everything holds, 1 otherwise.
 */
import '@arena/shared/english-first';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { translate } from '../../../apps/server/src/lib/i18n.js';
import { openDatabase } from '../../../apps/server/src/db/client.js';
import { Client, moneyLoad, sleep } from '../../cluster/money-load.js';
import { adminQuery, envNumber, hardStop, loadAverage, prepareDatabase, signedInAccounts, startArena, stopArena, verifyMoney, workDir } from './harness.js';

const OUTAGE_SECONDS = envNumber('CHAOS_OUTAGE_SECONDS', 10);
const PG_PORT = envNumber('CHAOS_OUTAGE_PG_PORT', 5499);
const PORT = envNumber('CHAOS_PORT', 4712);
const PLAYERS = envNumber('CHAOS_PLAYERS', 20);
const CONCURRENCY = envNumber('CHAOS_CONCURRENCY', 8);
/** The goal: service back within this long after the database is. */
const BACK_WITHIN_MS = 5000;

/** Runs a PostgreSQL binary, as the `postgres` user when this script runs as root (initdb refuses root). */
function pgTool(tool: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [command, full] = asRoot ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
  return execFileSync(command, full, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

interface Probe {
  at: number;
  status: number;
  message?: string;
}

async function main() {
  hardStop(20 * 60 * 1000);
  const dir = workDir('outage');
  const pgData = path.join(dir, 'pgdata');
  // As root, the cluster belongs to the `postgres` user, as Debian's own clusters do.
  if (process.getuid?.() === 0) {
    const { uid, gid } = fs.statSync('/var/lib/postgresql');
    fs.chownSync(dir, uid, gid);
  }
  console.log(`Database outage under money load, ${new Date().toISOString()}; load average ${loadAverage()}`);
  pgTool('initdb', ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const pgCtl = (...args: string[]) =>
    pgTool('pg_ctl', ['-D', pgData, '-l', path.join(dir, 'postgres.log'), '-o', `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, ...args]);
  pgCtl('-w', 'start');
  let arena: Awaited<ReturnType<typeof startArena>> | undefined;
  const failures: string[] = [];
  try {
    const adminUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
    await adminQuery(adminUrl, 'create database arena');
    const databaseUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/arena`;
    const admins = await prepareDatabase({ databaseUrl });
    arena = await startArena(PORT, dir, {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
      DATA_DIR: path.join(dir, 'data'),
      SIGNUP_LIMIT_PER_ADDRESS: String(PLAYERS + 10),
    });
    const base = `http://127.0.0.1:${PORT}`;
    const accounts = await signedInAccounts(base, admins, PLAYERS);
    console.log(`  a PostgreSQL cluster of its own on port ${PG_PORT} (${pgData}); Arena on ${base}; ${PLAYERS} players, ${CONCURRENCY} loops of money load`);

    const load = moneyLoad();
    let loading = true;
    const running = load.run({
      base,
      admins: accounts.admins,
      players: accounts.players,
      concurrency: CONCURRENCY,
      running: () => loading,
      patienceMs: 120_000,
    });
    // A player who reads their wallet every 100 ms: what a screen sees through the outage.
    const probes: Probe[] = [];
    const reader = new Client(base, accounts.players[0]!.cookie);
    const probing = (async () => {
      while (loading) {
        const at = performance.now();
        try {
          const { status, json } = await reader.request('GET', '/api/wallet');
          probes.push({ at, status, message: (json as { error?: { message?: string } } | undefined)?.error?.message });
        } catch {
          probes.push({ at, status: 0 });
        }
        await sleep(100);
      }
    })();

    await sleep(5000);
    const ackedBefore = load.acked.length;
    const downAt = performance.now();
    pgCtl('-m', 'fast', 'stop');
    const stoppedAt = performance.now();
    console.log(`  PostgreSQL stopped (pg_ctl stop -m fast: backends terminated, port closed) in ${((stoppedAt - downAt) / 1000).toFixed(1)} s`);
    await sleep(OUTAGE_SECONDS * 1000);
    const ackedDuringOutage = load.acked.length - ackedBefore;
    const startAt = performance.now();
    pgCtl('-w', 'start');
    const upAt = performance.now();
    console.log(
      `  PostgreSQL started again after ${((startAt - stoppedAt) / 1000).toFixed(1)} s away; accepting connections ${((upAt - startAt) / 1000).toFixed(1)} s later`,
    );
    // Load goes on until the reader is served again, and 10 s more.
    const deadline = upAt + 60_000;
    while (!probes.some((p) => p.at >= upAt && p.status === 200) && performance.now() < deadline) await sleep(50);
    const ackedAtUp = load.acked.length;
    await sleep(10_000);
    loading = false;
    await Promise.all([running, probing]);

    const firstOkAfterUp = probes.find((p) => p.at >= upAt && p.status === 200);
    const firstMoneyAfterUp = load.acked.find((a) => a.at >= upAt);
    const during = probes.filter((p) => p.at >= stoppedAt && p.at < startAt);
    const statuses = new Map<string, number>();
    for (const p of probes.filter((q) => q.at >= downAt && (!firstOkAfterUp || q.at < firstOkAfterUp.at))) {
      const key = `${p.status}${p.message ? ` '${p.message}'` : ''}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const catalogue = translate('en', 'error.databaseUnavailable');
    const unexpected = probes.filter((p) => p.at >= stoppedAt && p.at < startAt && !(p.status === 503 && p.message === catalogue));
    const backMs = firstOkAfterUp ? firstOkAfterUp.at - upAt : NaN;
    const moneyBackMs = firstMoneyAfterUp ? firstMoneyAfterUp.at - upAt : NaN;
    console.log(`\n  answers to the wallet reader from the stop to its first 200 after: ${[...statuses.entries()].map(([k, n]) => `${n} × ${k}`).join(', ')}`);
    console.log(`  while PostgreSQL was away: ${during.length} reads, ${during.length - unexpected.length} of them 503 with the catalogue text`);
    console.log(
      `  money operations acknowledged while it was away: ${ackedDuringOutage} (requests in flight at the stop and answered from committed work); after it came back, before the reader's first 200: ${ackedAtUp - ackedBefore - ackedDuringOutage}`,
    );
    console.log(
      `  503 answers met by the money loops: ${Client.unavailable - during.length}; texts: ${[...Client.unavailableTexts.keys()].map((t) => `'${t}'`).join(', ')}`,
    );
    console.log(
      `  service back after the database: first 200 to the reader ${Number.isNaN(backMs) ? 'NEVER' : `${(backMs / 1000).toFixed(2)} s`}, first acknowledged money operation ${Number.isNaN(moneyBackMs) ? 'NEVER' : `${(moneyBackMs / 1000).toFixed(2)} s`} after pg_ctl start returned (goal: within ${BACK_WITHIN_MS / 1000} s)`,
    );
    console.log(`  Arena process alive through the outage: ${arena.alive ? 'yes' : 'NO'}`);
    if (!arena.alive) failures.push('the Arena process ended during the outage');
    if (during.length === 0) failures.push('no read was made while the database was away');
    if (unexpected.length)
      failures.push(`${unexpected.length} reads during the outage were not a 503 with the catalogue text: ${JSON.stringify(unexpected.slice(0, 3))}`);
    if (!(backMs <= BACK_WITHIN_MS)) failures.push(`service was not back within ${BACK_WITHIN_MS / 1000} s of the database`);

    await stopArena(arena);
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    try {
      const verdict = await verifyMoney(database, load.acked, load.refused);
      for (const line of verdict.lines) console.log(`  ${line}`);
      failures.push(...verdict.failures);
    } finally {
      await database.close();
    }
  } finally {
    if (arena?.alive) await stopArena(arena);
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      // Already stopped.
    }
  }
  console.log(`\nload average at the end: ${loadAverage()}`);
  for (const f of failures) console.log(`  FAILED: ${f}`);
  if (failures.length === 0) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`logs kept in ${dir}`);
  console.log(failures.length ? '\nOutage run FAILED' : '\nOutage run passed');
  process.exit(failures.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

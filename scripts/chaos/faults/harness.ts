/**
 * What the fault runs share (kill.ts, outage.ts, clients.ts): a throw-away PostgreSQL database, one Arena process
 * started as `npm start` starts it, signed-in admins and players, the money load and its exactly-once check from
 * scripts/cluster/money-load.ts, and the lines every report starts and ends with.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../apps/server/src/db/client.js';
import { checkLedger } from '../../../apps/server/src/modules/wallet/index.js';
import { spawnArena, waitUntilReady, type ArenaProcess } from '../../cluster/cluster.js';
import { checkExactlyOnce, Client, makeAdmins, signIn, signUpPlayers, type Account, type Acked } from '../../cluster/money-load.js';

export const BASE_URL = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

/** Whatever happens, the script ends: exits with code 2 after `ms`. */
export function hardStop(ms: number): void {
  setTimeout(() => {
    console.error('hard time limit reached, stopping');
    process.exit(2);
  }, ms).unref();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database `<base>_faults_<label>_<random>` next to `base`; `drop` removes it. */
export async function throwAwayDatabase(base: string, label: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const baseName = new URL(base).pathname.slice(1) || 'arena';
  const name = `${baseName}_faults_${label}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(base, `drop database if exists ${name} with (force)`).catch((error: unknown) => console.error(`could not drop ${name}:`, error)),
  };
}

/** Migrates the database (PostgreSQL `databaseUrl`, or the embedded one in `dataDir`) and makes two admins in it, as an operator would before starting the server. */
export async function prepareDatabase(where: { databaseUrl?: string; dataDir?: string }): Promise<Array<Omit<Account, 'cookie'>>> {
  const database = await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir, poolSize: 2 });
  try {
    await database.migrate();
    return await makeAdmins(database.db, 'faults');
  } finally {
    await database.close();
  }
}

/** The Arena processes this script started: whatever happens to it, they end with it. */
const started = new Set<ArenaProcess>();
process.once('exit', () => {
  for (const entry of started) entry.child.kill('SIGKILL');
});

/** One Arena process on `port` with `env` (DATABASE_URL or DATA_DIR…), ready; its log in `workDir`. */
export async function startArena(port: number, workDir: string, env: Record<string, string>): Promise<ArenaProcess> {
  const entry = spawnArena({ port, logFile: path.join(workDir, `arena-${port}.log`), env: { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env } });
  started.add(entry);
  void entry.exited.then(() => started.delete(entry));
  await waitUntilReady(entry);
  return entry;
}

/** Stops `entry` as an operator would (SIGTERM), SIGKILL after 20 s. */
export async function stopArena(entry: ArenaProcess): Promise<void> {
  if (!entry.alive) return;
  entry.child.kill('SIGTERM');
  const timer = setTimeout(() => entry.child.kill('SIGKILL'), 20_000);
  await entry.exited;
  clearTimeout(timer);
}

/** Admins signed in, `players` players signed up and in, over HTTP. */
export async function signedInAccounts(
  base: string,
  admins: Array<Omit<Account, 'cookie'>>,
  players: number,
): Promise<{ admins: Account[]; players: Account[] }> {
  const signedAdmins: Account[] = [];
  for (const a of admins) signedAdmins.push({ ...a, cookie: await signIn(base, a.email) });
  return { admins: signedAdmins, players: await signUpPlayers(base, players, 'faults') };
}

export interface MoneyVerdict {
  lines: string[];
  failures: string[];
}

/** The exactly-once check and the ledger check on `database`, as report lines and failures. */
export async function verifyMoney(database: Database, acked: Acked[], refused: Array<{ kind: string; status: number; body: unknown }>): Promise<MoneyVerdict> {
  const once = await checkExactlyOnce(database.db, acked);
  const ledger = await checkLedger(database.db);
  const count = (kind: Acked['kind']) => acked.filter((a) => a.kind === kind).length;
  const lines = [
    `operations acknowledged (2xx): ${acked.length} (${count('deposit')} deposit requests, ${count('approval')} approvals, ${count('withdrawal')} withdrawal requests)`,
    `sent again with the same key after no answer or a 502/503/504: ${Client.retries} (answered from the stored answer of an attempt that had committed: ${Client.replayed}); given up: ${Client.givenUp}; refused (4xx): ${refused.length}`,
    `lost: ${once.lost}`,
    `duplicated: ${once.duplicated} (requests without a key's answer ${once.unkeyedRequests}, approvals without one ${once.unkeyedApprovals}, requests with two entries of one kind ${once.doubleEntries})`,
    `other 5xx answers (500 = an error not mapped): ${Client.serverErrors.length}`,
    `ledger check: ${ledger.ok ? 'clean' : `FAILED (${ledger.problems.length} problems)`}: ${ledger.entries} entries, ${ledger.wallets} wallets, ${ledger.transactions} requests`,
  ];
  for (const r of refused.slice(0, 5)) lines.push(`  refused ${r.kind}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  for (const e of Client.serverErrors.slice(0, 5)) lines.push(`  ${e.status}: ${e.body}`);
  if (!ledger.ok) for (const p of ledger.problems.slice(0, 10)) lines.push(`  ${p.kind} ${p.id}: ${p.detail}`);
  const failures: string[] = [];
  if (acked.length === 0) failures.push('no operation was acknowledged');
  if (once.lost > 0) failures.push(`${once.lost} acknowledged operations are not in the database`);
  if (once.duplicated > 0) failures.push(`${once.duplicated} operations applied more than once`);
  if (Client.givenUp > 0) failures.push(`${Client.givenUp} operations got no answer at all`);
  if (Client.serverErrors.length > 0) failures.push(`${Client.serverErrors.length} answers were a 5xx other than 502/503/504`);
  if (!ledger.ok) failures.push('the ledger check found problems');
  return { lines, failures };
}

export function workDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `arena-faults-${label}-`));
}

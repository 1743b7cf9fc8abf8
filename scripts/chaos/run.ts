/**
 * Model-based random runs on PostgreSQL (issue 30; docs/reliability.md, "Model-based random runs"):
 *
 *   npm run chaos                                   (seed from the clock, 10,000 operations)
 *   npm run chaos -- --seed 7 --ops 10000 --seeds 20  (seeds 7..26)
 *
 * Each seed: a fresh database next to CHAOS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * the API started in this process and listening on a loopback port, 50 players and two admins, and generated
 * operations over HTTP on 8 connections, the invariants checked at every quiet point; then the accepted
 * operations replayed on a second fresh database. Both databases are dropped at the end. A violation prints
 * its seed and invariant and the command exits 1; `--seed N` runs that seed again.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { ChaosViolation, runSeed, type SeedResult, type Target } from './run-seed.js';

const BASE_URL = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORIGIN = 'http://chaos.local';
const CONNECTIONS = 8;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
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

/** A fresh migrated database `arena_chaos_<random>` with the API listening in front of it. */
async function startTarget(cleanups: Array<() => Promise<void>>): Promise<Target> {
  const name = `arena_chaos_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  cleanups.push(async () => {
    await database.close().catch(() => undefined);
    await adminQuery(`drop database if exists ${name} with (force)`).catch((error: unknown) => console.error(`could not drop ${name}:`, error));
  });
  await database.migrate();
  const config = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, LOG_LEVEL: 'silent' }), webDist: undefined };
  const app = await buildApp({ config, database, authSecret: crypto.randomBytes(32).toString('hex'), logger: false, sendMail: async () => undefined });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    db: database.db,
    auth: app.auth,
    async request(cookie, { method, url, body, key }) {
      const headers: Record<string, string> = { cookie, origin: ORIGIN };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (key) headers['idempotency-key'] = key;
      const response = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
  };
}

function load(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

async function main(): Promise<void> {
  const first = option('seed', Date.now() % 1_000_000);
  const operations = option('ops', 10_000);
  const seeds = option('seeds', 1);
  console.log(`Model-based random run: seeds ${first}..${first + seeds - 1}, ${operations} operations each, ${CONNECTIONS} connections, on ${BASE_URL}`);
  console.log(`load average ${load()} (1/5/15 min), ${os.cpus().length} CPUs, ${new Date().toISOString()}`);
  const results: SeedResult[] = [];
  for (let seed = first; seed < first + seeds; seed += 1) {
    const cleanups: Array<() => Promise<void>> = [];
    try {
      const result = await runSeed({
        seed,
        operations,
        connections: CONNECTIONS,
        target: await startTarget(cleanups),
        replayTarget: () => startTarget(cleanups),
        log: console.log,
      });
      results.push(result);
      console.log(
        `seed ${seed}: ${result.operations} operations, ${result.accepted} accepted, ${result.quietPoints} quiet points, 0 violations; ` +
          `run ${result.seconds.toFixed(0)} s (checks ${result.checkSeconds.toFixed(0)} s), replay ${result.replaySeconds.toFixed(0)} s; load ${load()}`,
      );
    } catch (error) {
      if (error instanceof ChaosViolation) {
        console.error(`\nVIOLATION ${error.message}`);
        process.exitCode = 1;
        return;
      }
      throw error;
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }
  }
  const answers = new Map<string, number>();
  for (const r of results) for (const [label, n] of r.answers) answers.set(label, (answers.get(label) ?? 0) + n);
  console.log(
    `\nanswers: ${[...answers]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, n]) => `${label}: ${n}`)
      .join(', ')}`,
  );
  const total = results.reduce((n, r) => n + r.operations, 0);
  console.log(`${results.length} seeds × ${operations} operations (${total} in all), 0 violations; load average ${load()}`);
}

await main();

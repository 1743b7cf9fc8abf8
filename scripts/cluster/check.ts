/**
 * `npm run cluster:check`: three Arena processes on one PostgreSQL behind nginx (cluster.ts), one of them killed
 * with SIGKILL in the middle of money load; then checks that nothing acknowledged was lost or applied twice.
 *
 * 1. A fresh database `<name>_cluster_<random>` next to CLUSTER_DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/postgres; dropped at the end), the cluster started on it.
 * 2. Two admins (made by the operator's path, as `npm run admin` makes them) and CLUSTER_PLAYERS players (default
 *    30) who sign up and sign in through the proxy; every player opens their event stream through the proxy.
 * 3. Money load through the proxy for CLUSTER_SECONDS (default 30) from CLUSTER_CONCURRENCY loops (default 12):
 *    a player asks for a deposit, an admin approves it, every third time the player asks for a withdrawal of part
 *    of it. Every POST carries an Idempotency-Key; a client that gets no answer, or a 502/503/504, sends the same
 *    request with the same key again (as the web app does), until it gets an answer.
 * 4. At 40 % of the load, one process is killed with SIGKILL. Streams it held end; each client reconnects
 *    through the proxy after 1 s (the web app's first back-off step), nginx sends it to a live process.
 * 5. After the load: every stream reconnected, one more deposit per player reaches that player's stream; every
 *    acknowledged (2xx) operation is in the database exactly once, found by its Idempotency-Key and by the id it
 *    answered; nothing in the database comes from an operation without its key; `checkLedger` is clean.
 *
 * Exit code 0 when all of that holds, 1 otherwise. Ports: CLUSTER_PORTS (default 4701,4702,4703),
 * CLUSTER_PROXY_PORT (default 4700). DATABASE_POOL_SIZE per process (default 10).
 */
import '@arena/shared/english-first';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import { residentBytes, startCluster, type Cluster } from './cluster.js';
import {
  checkExactlyOnce,
  Client,
  makeAdmins,
  moneyLoad,
  percentile,
  signIn,
  signUpPlayers,
  sleep,
  DEPOSIT_CENTS,
  type Account,
  type Acked,
} from './money-load.js';

const BASE_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = Number(process.env.CLUSTER_PLAYERS ?? 30);
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.CLUSTER_CONCURRENCY ?? 12);
const PORTS = (process.env.CLUSTER_PORTS ?? '4701,4702,4703').split(',').map((p) => Number(p.trim()));
const PROXY_PORT = Number(process.env.CLUSTER_PROXY_PORT ?? 4700);
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const RECONNECT_DELAY_MS = 1000;
async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A player's event stream through the proxy, reconnecting like the browser's EventSource after RECONNECT_DELAY_MS. */
class Stream {
  connected = false;
  opens = 0;
  drops = 0;
  /** From the moment a stream ended to the moment the next one said `: connected`, in ms. */
  reconnectTimes: number[] = [];
  events: Array<{ topic: string; at: number }> = [];
  private droppedAt: number | undefined;
  private request: http.ClientRequest | undefined;
  private stopped = false;
  private waiters: Array<() => void> = [];

  constructor(
    private readonly port: number,
    private readonly cookie: string,
  ) {}

  open(): void {
    if (this.stopped) return;
    const request = http.get({
      host: '127.0.0.1',
      port: this.port,
      path: '/api/events',
      headers: { cookie: this.cookie, accept: 'text/event-stream' },
      agent: false,
    });
    this.request = request;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      if (this.connected) {
        this.drops += 1;
        this.droppedAt = performance.now();
      }
      this.connected = false;
      if (!this.stopped) setTimeout(() => this.open(), RECONNECT_DELAY_MS);
    };
    request.on('error', end);
    request.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        res.on('end', end);
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (frame.startsWith(': connected')) {
            this.connected = true;
            this.opens += 1;
            if (this.droppedAt !== undefined) this.reconnectTimes.push(performance.now() - this.droppedAt);
            this.droppedAt = undefined;
          }
          const topic = /^event: (.+)$/m.exec(frame)?.[1];
          if (topic) this.events.push({ topic, at: performance.now() });
          for (const w of this.waiters.splice(0)) w();
        }
      });
      res.on('end', end);
      res.on('close', end);
      res.on('error', end);
    });
  }

  /** Waits until `ok()` holds or `ms` passed; returns whether it held. */
  async until(ok: () => boolean, ms: number): Promise<boolean> {
    const deadline = performance.now() + ms;
    while (!ok()) {
      if (performance.now() > deadline) return false;
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return true;
  }

  close(): void {
    this.stopped = true;
    this.request?.destroy();
  }
}

async function main() {
  const hardStop = setTimeout(
    () => {
      console.error('cluster check: hard time limit reached');
      process.exit(2);
    },
    (SECONDS + 600) * 1000,
  );
  hardStop.unref();

  const baseName = new URL(BASE_URL).pathname.slice(1) || 'arena';
  const name = `${baseName}_cluster_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let cluster: Cluster | undefined;
  const streams: Stream[] = [];
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let failed = false;
  const fail = (why: string) => {
    failed = true;
    console.log(`  FAILED: ${why}`);
  };
  try {
    const started = performance.now();
    cluster = await startCluster({
      databaseUrl,
      ports: PORTS,
      proxyPort: PROXY_PORT,
      authSecret: crypto.randomBytes(32).toString('hex'),
      poolSize: POOL_SIZE,
      // Every player of this check signs up from the same address (this machine).
      env: { SIGNUP_LIMIT_PER_ADDRESS: String(PLAYERS + 10) },
    });
    const now = new Date().toISOString();
    console.log(`Cluster check, ${now}: ${PORTS.length} Arena processes (pool ${POOL_SIZE} each) on PostgreSQL ${name}, nginx at ${cluster.url}`);
    console.log(`  started in ${((performance.now() - started) / 1000).toFixed(1)} s; work folder ${cluster.workDir}`);
    const rssIdle = cluster.processes.map((p) => residentBytes(p.pid));

    // --- accounts
    const checkUrl = new URL(databaseUrl);
    checkUrl.searchParams.set('application_name', 'cluster-check');
    database = await openDatabase({ databaseUrl: checkUrl.toString(), poolSize: 4 });
    const db = database.db;
    const admins: Account[] = [];
    for (const made of await makeAdmins(db)) admins.push({ ...made, cookie: await signIn(cluster.url, made.email) });
    const players = await signUpPlayers(cluster.url, PLAYERS);
    console.log(`  ${admins.length} admins and ${players.length} players signed in through the proxy`);

    // --- event streams
    for (const p of players) {
      const stream = new Stream(PROXY_PORT, p.cookie);
      streams.push(stream);
      stream.open();
    }
    const allConnected = () => streams.every((s) => s.connected);
    const deadline = performance.now() + 30_000;
    while (!allConnected() && performance.now() < deadline) await sleep(100);
    if (!allConnected()) throw new Error(`only ${streams.filter((s) => s.connected).length} of ${streams.length} streams opened through the proxy`);
    console.log(`  ${streams.length} event streams open through the proxy`);

    // --- money load, one process killed in the middle
    const load = moneyLoad();
    const { acked, refused, record } = load;
    const loadStart = performance.now();
    const loadEnd = loadStart + SECONDS * 1000;
    const victim = cluster.processes[Math.floor(cluster.processes.length / 2)]!;
    let killedAt = 0;
    let killedAtEpochMs = 0;
    // The database connections the processes hold, sampled through the load (pg_stat_activity, this check's own excluded).
    const sampler = new pg.Client({ connectionString: databaseUrl });
    await sampler.connect();
    const connectionSamples: number[] = [];
    const activeSamples: number[] = [];
    const sampling = (async () => {
      while (performance.now() < loadEnd) {
        const { rows } = await sampler.query<{ n: number; active: number }>(
          `select count(*)::int as n, count(*) filter (where state <> 'idle')::int as active from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and application_name <> 'cluster-check'`,
        );
        connectionSamples.push(rows[0]!.n);
        activeSamples.push(rows[0]!.active);
        await sleep(250);
      }
      await sampler.end();
    })();
    const killer = (async () => {
      await sleep(SECONDS * 400);
      killedAt = performance.now();
      killedAtEpochMs = Date.now();
      process.kill(victim.pid, 'SIGKILL');
      console.log(`  SIGKILL to the process on port ${victim.port} (pid ${victim.pid}) at ${((killedAt - loadStart) / 1000).toFixed(1)} s of load`);
      await victim.exited;
    })();
    await load.run({ base: cluster.url, admins, players, concurrency: CONCURRENCY, running: () => performance.now() < loadEnd });
    await killer;
    await sampling;
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const droppedStreams = streams.filter((s) => s.drops > 0).length;

    // --- the streams reconnect through the proxy, and carry events again
    const reconnected = await Promise.all(streams.map((s) => s.until(() => s.connected, 30_000)));
    const rssLoaded = cluster.processes.map((p) => residentBytes(p.pid));
    const afterKill = acked.filter((a) => a.at > killedAt).length;
    const marks = streams.map((s) => s.events.length);
    const lastDeposits = await Promise.all(
      players.map((p) =>
        new Client(cluster!.url, p.cookie).money('/api/wallet/deposits', { method: 'moncash', amountCents: DEPOSIT_CENTS, transactionRef: '99999' }),
      ),
    );
    lastDeposits.forEach((r, i) => record('deposit', players[i]!.userId, r));
    const delivered = await Promise.all(streams.map((s, i) => s.until(() => s.events.slice(marks[i]).some((e) => e.topic === 'wallet'), 15_000)));

    // --- who answered the requests sent after the kill (nginx's access log, see the template's log_format: the
    // time it was logged, how long it took, the status, and the processes tried, the one that answered last)
    const servedAfterKill = new Map<string, number>();
    for (const line of fs.readFileSync(cluster.accessLog, 'utf8').split('\n')) {
      const [msec, seconds, status, , , upstream] = line.split('|');
      if (!msec || !seconds || !status?.startsWith('2') || !upstream) continue;
      if ((Number(msec) - Number(seconds)) * 1000 < killedAtEpochMs) continue;
      const last = upstream.split(', ').pop()!;
      servedAfterKill.set(last, (servedAfterKill.get(last) ?? 0) + 1);
    }

    // --- the killed process comes back, and nginx sends it requests again once its fail_timeout (5 s) has passed
    const restarted = await cluster.restart(victim.port);
    const restartedAtEpochMs = Date.now();
    await sleep(6000);
    for (let i = 0; i < 30; i += 1) await new Client(cluster.url, players[i % players.length]!.cookie).request('GET', '/api/wallet');
    await sleep(500);
    const servedByRestarted = fs
      .readFileSync(cluster.accessLog, 'utf8')
      .split('\n')
      .filter((line) => {
        const [msec, seconds, status, , uri, upstream] = line.split('|');
        return (
          uri === '/api/wallet' && status === '200' && (Number(msec) - Number(seconds)) * 1000 >= restartedAtEpochMs && upstream === `127.0.0.1:${victim.port}`
        );
      }).length;

    // --- every acknowledged operation exactly once
    {
      const { lost, duplicated, unkeyedRequests, unkeyedApprovals, doubleEntries } = await checkExactlyOnce(db, acked);
      const ledger = await checkLedger(db);

      const reconnectTimes = streams.flatMap((s) => s.reconnectTimes).sort((a, b) => a - b);
      const count = (kind: Acked['kind']) => acked.filter((a) => a.kind === kind).length;
      const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
      console.log(`\n  load: ${loadSeconds.toFixed(1)} s, ${CONCURRENCY} loops, ${PLAYERS} players, every request through nginx`);
      console.log(
        `  operations acknowledged (2xx): ${acked.length} (${count('deposit')} deposit requests, ${count('approval')} approvals, ${count('withdrawal')} withdrawal requests), ${afterKill} of them after the kill`,
      );
      console.log(
        `  sent again with the same key after no answer or a 502/503/504: ${Client.retries} (answered from the stored answer of an attempt that had committed: ${Client.replayed}); given up: ${Client.givenUp}; refused (4xx): ${refused.length}`,
      );
      for (const r of refused.slice(0, 5)) console.log(`    refused ${r.kind}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      console.log(`  lost: ${lost}`);
      console.log(
        `  duplicated: ${duplicated} (requests without a key's answer ${unkeyedRequests}, approvals without one ${unkeyedApprovals}, requests with two entries of one kind ${doubleEntries})`,
      );
      console.log(
        `  event streams dropped by the kill: ${droppedStreams} of ${streams.length}; reconnects through the proxy: ${reconnectTimes.length}; all ${streams.length} open again: ${reconnected.every(Boolean) ? 'yes' : 'NO'}`,
      );
      console.log(
        `  time to reconnect (from the drop to the new stream's first frame; the client waits ${RECONNECT_DELAY_MS} ms first): p50 ${percentile(reconnectTimes, 50).toFixed(0)} ms, max ${percentile(reconnectTimes, 100).toFixed(0)} ms`,
      );
      console.log(`  a deposit after the kill reached its player's stream: ${delivered.filter(Boolean).length} of ${streams.length}`);
      console.log(
        `  answered 2xx after the kill, per process: ${[...servedAfterKill.entries()]
          .sort()
          .map(([u, n]) => `${u} ${n}`)
          .join(', ')}`,
      );
      console.log(
        `  PostgreSQL connections of the processes during the load: at most ${Math.max(...connectionSamples)} open, ${Math.max(...activeSamples)} busy at once (limit: ${PORTS.length} × (pool ${POOL_SIZE} + 1 listening) = ${PORTS.length * (POOL_SIZE + 1)})`,
      );
      console.log(`  the killed process started again (pid ${restarted.pid}): it answered ${servedByRestarted} of 30 requests sent through nginx 6 s later`);
      console.log(
        `  memory per process (RSS) idle / after the load: ${cluster.processes
          .map((p, i) => `:${p.port} ${mb(rssIdle[i]!)} / ${p === restarted ? 'killed' : mb(rssLoaded[i]!)}`)
          .join(', ')}`,
      );
      console.log(
        `  ledger check: ${ledger.ok ? 'clean' : `FAILED (${ledger.problems.length} problems)`}: ${ledger.entries} entries, ${ledger.wallets} wallets, ${ledger.transactions} requests`,
      );
      if (!ledger.ok) for (const p of ledger.problems.slice(0, 10)) console.log(`    ${p.kind} ${p.id}: ${p.detail}`);

      if (acked.length === 0) fail('no operation was acknowledged');
      if (afterKill === 0) fail('nothing was acknowledged after the kill');
      if (lost > 0) fail(`${lost} acknowledged operations are not in the database`);
      if (duplicated > 0) fail(`${duplicated} operations applied more than once`);
      if (droppedStreams === 0) fail('the kill dropped no stream: nothing was checked about reconnecting');
      if (!reconnected.every(Boolean)) fail('not every stream reconnected');
      if (!delivered.every(Boolean)) fail('not every stream received its event after the kill');
      if (Client.givenUp > 0) fail(`${Client.givenUp} operations got no answer at all`);
      if (!ledger.ok) fail('the ledger check found problems');
      const survivors = PORTS.filter((port) => port !== victim.port).map((port) => `127.0.0.1:${port}`);
      for (const s of survivors) if (!servedAfterKill.get(s)) fail(`${s} answered nothing after the kill`);
      if (servedAfterKill.get(`127.0.0.1:${victim.port}`)) fail('the killed process answered after its kill');
      if (servedByRestarted === 0) fail('nginx sent nothing to the process once it was back');
    }
    console.log(failed ? '\nCluster check FAILED' : '\nCluster check passed');
  } finally {
    for (const s of streams) s.close();
    await database?.close().catch(() => undefined);
    await cluster?.stop().catch((error: unknown) => console.error('stopping the cluster:', error));
    // The processes' and nginx's logs stay when something failed, to read.
    if (cluster && !failed) fs.rmSync(cluster.workDir, { recursive: true, force: true });
    else if (cluster) console.log(`logs kept in ${cluster.workDir}`);
    await adminQuery(`drop database if exists ${name} with (force)`).catch((error: unknown) => console.error(`could not drop ${name}:`, error));
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Marketplace benchmarks (issue 10, "Performance"), on PostgreSQL, in one run on one database:
 *
 * 1. The Market list. 200 active players, every one with bids from several of 20 bidders (a leading
 *    pending bid holding its money, outbid pending bids, some rejected ones, a few auctions already
 *    ended), seeded by SQL. GET /api/marketplace/players (one SQL statement: players, leading bid, bid
 *    count, the viewer's own bid) at 10 connections with autocannon, next to the spec's per-player
 *    pattern on the same data (user-app.md: "marketplace_players: select where status active, newest
 *    first"; "mob_requests: per player select the highest pending bid (limit 1) with bidder; count of
 *    all bids; the user's own bids keyed by player"): per page load 1 players query + 1 own-bids query
 *    + 2 queries per player = 402 statements, issued as the client's map over players does (all at
 *    once, each one round trip), on its own connection per client, 10 clients. That pattern is run as
 *    bare SQL without HTTP, session lookup or JSON encoding, so the ratio printed is a lower bound.
 * 2. 200 bidders contending for one player: 200 HTTP clients, each a signed-in funded user, POST
 *    /api/marketplace/players/:id/bids with a fresh Idempotency-Key each; amounts come from one
 *    shared counter, so each bidder bids increasing amounts and the bids race on the player's row
 *    lock (a bid that lost the race is refused with 400 'Bid must be at least …' and counted apart).
 *    Then one retried key (must replay, not bid again) and the ledger check. For the account of what
 *    bounds it: one bidder alone in sequence (the cost of one bid) and the 200 bidders spread over 20
 *    players (no single row lock to queue on), with the share of a core the Node process used.
 *
 *   npm run bench:marketplace            (or: npx tsx scripts/bench/marketplace.ts)
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; the script creates
 * and drops its own database arena_bench_market_* next to it), BENCH_SECONDS per phase (default 10),
 * BENCH_BIDDERS (default 200), BENCH_POOL (server pool size, default 20). Loopback only: the load
 * generators run in the same Node process as the server and share the machine's CPU with PostgreSQL.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { listMarket } from '../../apps/server/src/modules/marketplace/index.js';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import { createAccount, type CreatedAccount } from '../../apps/server/test/factories.js';
import { counterSeededEntries, createBenchDatabase, envNumber, hardStop, httpLoad, ORIGIN, percentile, startApp } from './lib.js';

const SECONDS = envNumber('BENCH_SECONDS', 10);
const BIDDERS = envNumber('BENCH_BIDDERS', 200);
const POOL = envNumber('BENCH_POOL', 20);
const PLAYERS = 200;
const LIST_BIDDERS = 20;
const CONNECTIONS = 10;

interface Row {
  what: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  note: string;
}

/** Runs `op` from `workers` concurrent loops for SECONDS; each completed op's time in ms. */
async function loop(workers: number, op: () => Promise<unknown>): Promise<{ times: number[]; seconds: number }> {
  await Promise.all(Array.from({ length: workers }, () => op())); // warm-up
  const times: number[] = [];
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await op();
        times.push(performance.now() - t);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

/** The share of one core this process (server and load generator) used since `before`. */
function cpuShare(before: NodeJS.CpuUsage, seconds: number): string {
  const used = process.cpuUsage(before);
  return `${(((used.user + used.system) / 1e6 / seconds) * 100).toFixed(0)}%`;
}

function summarise(what: string, times: number[], seconds: number, note: string): Row {
  times.sort((a, b) => a - b);
  return { what, count: times.length, perSecond: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), note };
}

async function main(): Promise<void> {
  const cancelHardStop = hardStop((SECONDS * 4 + 180) * 1000);
  const bench = await createBenchDatabase('market', POOL);
  const { database } = bench;
  const sql = new pg.Client({ connectionString: bench.url });
  let closeApp: (() => Promise<void>) | undefined;
  try {
    const { app, port, base } = await startApp(database);
    closeApp = () => app.close();
    await sql.connect();
    console.log(
      `Marketplace benchmarks on PostgreSQL (${bench.name}); load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (1/5/15 min), ${os.cpus().length} CPUs`,
    );

    // Accounts: signed-in sessions written straight to the database (test factories), then funded by SQL
    // with one ledger row each so that the wallet stays equal to the sum of its entries.
    const accounts: CreatedAccount[] = [];
    for (let i = 0; i < Math.max(LIST_BIDDERS, BIDDERS); i += 1) {
      accounts.push(await createAccount(database.db, app.auth, { email: `bench-bidder-${i}@arena.test`, password: 'bench-password', name: `Bidder ${i}` }));
    }
    await sql.query(
      `insert into wallet_entries (user_id, amount_cents, held_delta_cents, kind, note) select id, 100000000000, 0, 'deposit', 'bench funding' from users`,
    );
    await sql.query(`update wallets set balance_cents = balance_cents + 100000000000, updated_at = now()`);
    await counterSeededEntries(sql);

    // 1. The Market list data: 200 players, 2..8 bids each from the first 20 bidders.
    const t0 = performance.now();
    await sql.query(
      `insert into marketplace_players (name, description, stats, contract_duration, price_cents, created_at)
       select 'Bench Player ' || g, 'Seeded for the benchmark', 1 + (g * 37) % 100, (array['1_month','3_months','6_months'])[1 + g % 3],
              (10 + g % 50) * 100, now() - make_interval(mins => g)
       from generate_series(1, $1::int) g`,
      [PLAYERS],
    );
    const bidderIds = accounts.slice(0, LIST_BIDDERS).map((a) => a.id);
    await sql.query(
      `insert into mob_requests (player_id, user_id, bid_amount_cents, status, created_at, expires_at)
       select p.id, ($1::uuid[])[1 + (p.n + j) % $2::int], p.price_cents + j * 100,
              case when j = 2 and p.n % 4 = 0 then 'rejected' else 'pending' end,
              now() - make_interval(mins => 60 - j),
              -- every 25th auction ended already (awaiting approval), the others run for hours
              case when p.n % 25 = 0 then now() - interval '1 minute' else now() + make_interval(hours => 11, mins => j) end
       from (select id, price_cents, row_number() over (order by created_at desc) as n from marketplace_players) p,
            generate_series(1, 2 + (p.n % 7)::int) j`,
      [bidderIds, LIST_BIDDERS],
    );
    // The leading pending bid of each player holds its amount, as placeBid leaves it.
    await sql.query(
      `with leaders as (
         select distinct on (player_id) id, user_id, bid_amount_cents from mob_requests where status = 'pending'
         order by player_id, bid_amount_cents desc, created_at asc, id asc),
       entries as (
         insert into wallet_entries (user_id, amount_cents, held_delta_cents, kind, reference_type, reference_id, note)
         select user_id, 0, bid_amount_cents, 'bid_hold', 'mob_request', id, 'bench seed' from leaders returning user_id, held_delta_cents)
       update wallets w set held_cents = w.held_cents + h.held, updated_at = now()
       from (select user_id, sum(held_delta_cents) as held from entries group by user_id) h where h.user_id = w.user_id`,
    );
    await sql.query('analyze');
    const { rows: counts } = await sql.query<{ players: number; bids: number }>(
      `select (select count(*) from marketplace_players)::int as players, (select count(*) from mob_requests)::int as bids`,
    );
    console.log(
      `seeded ${counts[0]!.players} players with ${counts[0]!.bids} bids from ${LIST_BIDDERS} bidders, ${accounts.length} funded accounts, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const viewer = accounts[0]!;
    const listPath = '/api/marketplace/players';
    const check = await fetch(base + listPath, { headers: { cookie: viewer.cookie, origin: ORIGIN } });
    const listed = (await check.json()) as { items: { bidCount: number; myBidCents: number | null }[] };
    if (check.status !== 200 || listed.items.length !== PLAYERS) throw new Error(`market list: ${check.status}, ${listed.items?.length} items`);
    console.log(
      `  market list check: ${listed.items.length} players, ${listed.items.reduce((s, p) => s + p.bidCount, 0)} bids counted, viewer has own bids on ${listed.items.filter((p) => p.myBidCents !== null).length}`,
    );

    const rows: Row[] = [];
    // a) the one-query Market list through HTTP (autocannon in a worker thread).
    await httpLoad({ port, connections: CONNECTIONS, seconds: 2, cookie: viewer.cookie, paths: [listPath] }); // warm-up
    const market = await httpLoad({ port, connections: CONNECTIONS, seconds: SECONDS, cookie: viewer.cookie, paths: [listPath] });
    const non200 = market.failures;
    const oneQuery = summarise(`HTTP GET ${listPath} (1 query)`, market.times, market.seconds, `${CONNECTIONS} conn, non-200 ${non200}`);
    rows.push(oneQuery);

    // b) the spec's per-player pattern, bare SQL on the same data.
    // One connection per client (a pool of 1 queues the statements issued together, as one connection would).
    const clients = Array.from({ length: CONNECTIONS }, () => new pg.Pool({ connectionString: bench.url, max: 1 }));
    let statements = 0;
    const pageLoad = async (c: pg.Pool) => {
      const players = await c.query<{ id: string }>(
        `select id, name, description, stats, contract_duration, image_url, price_cents, status, created_at
         from marketplace_players where status = 'active' order by created_at desc`,
      );
      const own = c.query(`select player_id, bid_amount_cents, status, created_at from mob_requests where user_id = $1 and status = 'pending'`, [viewer.id]);
      const perPlayer = players.rows.map((p) =>
        Promise.all([
          c.query(
            `select m.id, m.bid_amount_cents, m.created_at, m.expires_at, u.email, u.name from mob_requests m join users u on u.id = m.user_id
             where m.player_id = $1 and m.status = 'pending' order by m.bid_amount_cents desc limit 1`,
            [p.id],
          ),
          c.query(`select count(*) from mob_requests where player_id = $1`, [p.id]),
        ]),
      );
      await Promise.all([own, ...perPlayer]);
      statements += 2 + 2 * players.rows.length;
    };
    for (const c of clients) await pageLoad(c); // warm-up
    statements = 0;
    const perPlayerTimes: number[] = [];
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      clients.map(async (c) => {
        while (performance.now() < deadline) {
          const t = performance.now();
          await pageLoad(c);
          perPlayerTimes.push(performance.now() - t);
        }
      }),
    );
    const perPlayerSeconds = (performance.now() - started) / 1000;
    const perPlayer = summarise(
      'spec per-player pattern, bare SQL',
      perPlayerTimes,
      perPlayerSeconds,
      `${CONNECTIONS} conn, ${(statements / Math.max(1, perPlayerTimes.length)).toFixed(0)} statements/load`,
    );
    rows.push(perPlayer);
    await Promise.all(clients.map((c) => c.end()));

    // c) the same two without HTTP: listMarket() (the route's one query) on the server's pool.
    const direct = await loop(CONNECTIONS, () => listMarket(database.db, viewer.id, { duration: 'all', sort: 'newest' }));
    rows.splice(1, 0, summarise('listMarket() direct, no HTTP (1 query)', direct.times, direct.seconds, `${CONNECTIONS} workers`));

    // d) the per-player pattern as requests through the same server: the list, then per player its bids
    //    (GET …/:id/bids gives the highest pending bid and the count), 6 requests at a time like a browser.
    const httpGet = async (path: string) => {
      const res = await fetch(base + path, { headers: { cookie: viewer.cookie, origin: ORIGIN } });
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
      return res.json();
    };
    const httpPageLoad = async () => {
      const list = (await httpGet(listPath)) as { items: { id: string }[] };
      const queue = list.items.map((p) => p.id);
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          for (let id = queue.shift(); id !== undefined; id = queue.shift()) await httpGet(`/api/marketplace/players/${id}/bids`);
        }),
      );
    };
    const httpPattern = await loop(CONNECTIONS, httpPageLoad);
    const httpPerPlayer = summarise('per-player pattern over HTTP (1 + 200 GETs)', httpPattern.times, httpPattern.seconds, `${CONNECTIONS} clients x 6 conn`);
    rows.push(httpPerPlayer);
    const ratio = oneQuery.perSecond / perPlayer.perSecond;
    const ratioHttp = oneQuery.perSecond / httpPerPlayer.perSecond;
    const ratioSql = rows[1]!.perSecond / perPlayer.perSecond;

    // 2. 200 bidders contending for one player.
    const {
      rows: [contended],
    } = await sql.query<{ id: string }>(
      `insert into marketplace_players (name, stats, contract_duration, price_cents) values ('Contended Player', 90, '3_months', 100) returning id`,
    );
    const bidPath = `/api/marketplace/players/${contended!.id}/bids`;
    let nextAmount = 0;
    let accepted = 0;
    let refused = 0;
    let failed = 0;
    let firstFailure = '';
    const bidTimes: number[] = [];
    let last: { key: string; cookie: string; amount: number } | undefined;
    const bid = async (cookie: string, key: string, amountDollars: number, path = bidPath) =>
      fetch(base + path, {
        method: 'POST',
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ amountDollars }),
      });
    // The cost of one bid with nobody waiting: one bidder raising their own bid on another player, in sequence.
    const {
      rows: [solo],
    } = await sql.query<{ id: string }>(
      `insert into marketplace_players (name, stats, contract_duration, price_cents) values ('Solo Player', 50, '1_month', 100) returning id`,
    );
    let soloAmount = 0;
    const soloRun = await loop(1, async () => {
      const res = await bid(accounts[1]!.cookie, crypto.randomUUID(), ++soloAmount, `/api/marketplace/players/${solo!.id}/bids`);
      await res.text();
      if (res.status !== 201) throw new Error(`solo bid: ${res.status}`);
    });
    rows.push(summarise('HTTP POST place-bid, 1 bidder in sequence', soloRun.times, soloRun.seconds, 'uncontended: the cost of one bid'));

    const bidders = accounts.slice(0, BIDDERS);
    const cpuBefore = process.cpuUsage();
    const bidStarted = performance.now();
    const bidDeadline = bidStarted + SECONDS * 1000;
    await Promise.all(
      bidders.map(async (bidder) => {
        while (performance.now() < bidDeadline) {
          const amount = ++nextAmount;
          const key = crypto.randomUUID();
          const t = performance.now();
          const res = await bid(bidder.cookie, key, amount);
          const text = await res.text();
          if (res.status === 201) {
            accepted += 1;
            bidTimes.push(performance.now() - t);
            if (!last || amount > last.amount) last = { key, cookie: bidder.cookie, amount };
          } else if (res.status === 400) refused += 1;
          else {
            failed += 1;
            firstFailure ||= `${res.status} ${text.slice(0, 200)}`;
          }
        }
      }),
    );
    const bidSeconds = (performance.now() - bidStarted) / 1000;
    const bidCpu = cpuShare(cpuBefore, bidSeconds);
    rows.push(
      summarise(
        `HTTP POST place-bid, ${bidders.length} bidders, 1 player`,
        bidTimes,
        bidSeconds,
        `accepted; refused (outbid in the race) ${refused}, other ${failed}; Node CPU ${bidCpu}`,
      ),
    );

    // The same 200 bidders spread over 20 players (10 per player, no single row lock to queue on): what
    // the server does when the lock is not the limit.
    const { rows: spreadPlayers } = await sql.query<{ id: string }>(
      `insert into marketplace_players (name, stats, contract_duration, price_cents)
       select 'Spread Player ' || g, 60, '1_month', 100 from generate_series(1, 20) g returning id`,
    );
    const spreadNext = spreadPlayers.map(() => 0);
    const spreadTimes: number[] = [];
    let spreadRefused = 0;
    let spreadFailed = 0;
    const spreadCpuBefore = process.cpuUsage();
    const spreadStarted = performance.now();
    const spreadDeadline = spreadStarted + SECONDS * 1000;
    await Promise.all(
      bidders.map(async (bidder, i) => {
        const p = i % spreadPlayers.length;
        const path = `/api/marketplace/players/${spreadPlayers[p]!.id}/bids`;
        while (performance.now() < spreadDeadline) {
          const t = performance.now();
          const res = await bid(bidder.cookie, crypto.randomUUID(), (spreadNext[p] = spreadNext[p]! + 1), path);
          await res.text();
          if (res.status === 201) spreadTimes.push(performance.now() - t);
          else if (res.status === 400) spreadRefused += 1;
          else spreadFailed += 1;
        }
      }),
    );
    const spreadSeconds = (performance.now() - spreadStarted) / 1000;
    rows.push(
      summarise(
        `HTTP POST place-bid, ${bidders.length} bidders, ${spreadPlayers.length} players`,
        spreadTimes,
        spreadSeconds,
        `accepted; refused ${spreadRefused}, other ${spreadFailed}; Node CPU ${cpuShare(spreadCpuBefore, spreadSeconds)}`,
      ),
    );
    failed += spreadFailed;
    if (firstFailure) console.error(`  place-bid failures, first: ${firstFailure}`);

    // A retried click with the same key replays the first answer and places nothing.
    const before = await sql.query<{ n: number }>(`select count(*)::int as n from mob_requests where player_id = $1`, [contended!.id]);
    const replay = last ? await bid(last.cookie, last.key, last.amount) : undefined;
    const after = await sql.query<{ n: number }>(`select count(*)::int as n from mob_requests where player_id = $1`, [contended!.id]);
    const replayed = replay?.status === 201 && replay.headers.get('idempotent-replayed') === 'true' && before.rows[0]!.n === after.rows[0]!.n;
    const { rows: state } = await sql.query<{ bids: number; pending: number; leader: string | null; holds: number }>(
      `select (select count(*) from mob_requests where player_id = $1)::int as bids,
              (select count(*) from mob_requests where player_id = $1 and status = 'pending')::int as pending,
              (select max(bid_amount_cents) / 100 from mob_requests where player_id = $1)::text as leader,
              (select count(*) from mob_requests b where b.player_id = $1
                 and (select coalesce(sum(e.held_delta_cents), 0) from wallet_entries e where e.reference_type = 'mob_request' and e.reference_id = b.id) > 0)::int as holds`,
      [contended!.id],
    );
    const report = await checkLedger(database.db);

    const f = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1));
    console.log('');
    console.log(`${'benchmark'.padEnd(48)} ${'count'.padStart(7)} ${'per s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  notes`);
    for (const r of rows) {
      console.log(
        `${r.what.padEnd(48)} ${String(r.count).padStart(7)} ${r.perSecond.toFixed(1).padStart(8)} ${f(r.p50).padStart(8)} ${f(r.p95).padStart(8)}  ${r.note}`,
      );
    }
    console.log('');
    console.log(`Market list, one query vs the per-player pattern (goal >= 10x):`);
    console.log(`  HTTP list / per-player over HTTP          ${ratioHttp.toFixed(1)}x ${ratioHttp >= 10 ? 'MET' : 'NOT MET'}`);
    console.log(`  listMarket() / per-player bare SQL        ${ratioSql.toFixed(1)}x ${ratioSql >= 10 ? 'MET' : 'NOT MET'}`);
    console.log(`  HTTP list / per-player bare SQL           ${ratio.toFixed(1)}x (lower bound: HTTP on one side only)`);
    const bidRate = accepted / bidSeconds;
    console.log(
      `Contended bids: ${accepted} accepted (${bidRate.toFixed(0)}/s, goal >= 500/s ${bidRate >= 500 ? 'MET' : 'NOT MET'}), ${refused} refused, ${failed} other; ` +
        `player has ${state[0]!.bids} bids, ${state[0]!.pending} pending, leader $${state[0]!.leader}, ${state[0]!.holds} bid holding money`,
    );
    console.log(`Retried Idempotency-Key: ${replayed ? 'replayed, no second bid' : 'NOT replayed correctly'}`);
    console.log(
      `Ledger check after the run: ${report.ok ? 'clean' : `FAILED (${report.problems.length} problems: ${JSON.stringify(report.problems.slice(0, 3))})`} — ${report.entries} entries, ${report.wallets} wallets`,
    );
    console.log(
      `load after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (!report.ok || !replayed || failed > 0 || non200 > 0) process.exitCode = 1;
  } finally {
    await sql.end().catch(() => undefined);
    await closeApp?.().catch(() => undefined);
    await bench.drop();
    cancelHardStop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

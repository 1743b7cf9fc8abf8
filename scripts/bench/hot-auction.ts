/**
 * A hot auction (issue 31, docs/decisions/049): 200 funded bidders racing for one marketplace player. Every attempt
 * bids the next amount of one shared counter, so most lose the race and are refused ('Bid must be at least …'); an
 * attempt is processed when it was accepted or refused. Printed per phase: attempts/s (accepted + refused),
 * accepted/s, the time each attempt held the player's row lock (p50, p95, max), the process's CPU (Node CPU, all its
 * threads) and, over HTTP, the bidders' thread's own CPU (client CPU), both as a share of one core.
 *
 * In one run, interleaved, on one database and one pool, each phase on a player of its own:
 *  - before: the bid as it ran before decision 049, step by step through the query builder (a dozen round trips
 *    under the player's lock; kept below as `placeBidStepByStep`, the baseline), as a use case without HTTP;
 *  - after: `placeBid` without HTTP: the bidder judged in a short transaction, then the bid as one statement outside a
 *    transaction (decision 055: its key, protection lock, bid, events and answer; the commit follows the function);
 *  - after, over HTTP: POST /api/marketplace/players/:id/bids from 200 signed-in clients (each its own session's
 *    cookie; fetch, a fresh Idempotency-Key each, as bench:marketplace sends them) in a worker thread of this process
 *    (hot-auction-clients.mjs, which keeps the shared counter), so that the clients do not run on the server's event
 *    loop; the worker reports its thread's CPU (Linux) and how busy its event loop was, to tell the clients' share of
 *    the process's CPU from the server's. Client, server and PostgreSQL still share the machine's cores;
 *  - the floor, over HTTP: the same clients GET /api/me (the session and one read of the account) for as long: what the
 *    machine answers for a signed-in request that holds no lock and writes nothing, against which the bid's rate reads;
 *  - the ceiling, bare SQL: the bid's function alone, one statement outside an explicit transaction (so its commit
 *    follows it inside PostgreSQL, with no round trip while the lock is held), from the same number of bidders on a
 *    bare pool of the same size, without a spending limit, events or an idempotency row: what this machine's
 *    PostgreSQL can do for one player however the rest of the bid were arranged.
 * "gap": from one attempt's grant of the lock to the next one's (the bid functions report it; none before 049): the
 * hold with its commit and the hand-over while a waiter is queued, idle time when none is.
 * Lock time: before, from the answer of the locking SELECT to the end of the transaction (commit or rollback, as this
 * process sees it); after, the bid function's own time from the grant of the lock (clock_timestamp()) to its end
 * (lib/metrics.ts `observeAuctionLock`): the statement's commit follows inside PostgreSQL. Then the invariants:
 * checkLedger (one hold per leading bid, every outbid hold released once, the books), and accepted bids rising
 * strictly in the order they were placed.
 *
 *   npx tsx scripts/bench/hot-auction.ts            (npm run bench:hot-auction)
 *
 * Environment: BENCH_DATABASE_URL, BENCH_SECONDS per phase (default 8), BENCH_ROUNDS (default 2), BENCH_BIDDERS
 * (default 200), BENCH_POOL (the server's pool, default 20).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { and, eq, sql as dsql } from 'drizzle-orm';
import pg from 'pg';
import { AUCTION_DURATION_HOURS, BID_INCREMENT_CENTS, minimumBidCents } from '@arena/shared';
import type { Database, DbOrTx } from '../../apps/server/src/db/client.js';
import { marketplacePlayers, mobRequests } from '../../apps/server/src/db/schema/index.js';
import { refuseAdminAsPlayer } from '../../apps/server/src/lib/conflict-of-interest.js';
import { AppError, notFound } from '../../apps/server/src/lib/errors.js';
import { listenToAuctionLock } from '../../apps/server/src/lib/metrics.js';
import { publishEvent } from '../../apps/server/src/lib/realtime-events.js';
import type { SessionUser } from '../../apps/server/src/lib/session-user.js';
import { runUseCaseAs, type UseCaseContext } from '../../apps/server/src/lib/use-case.js';
import { placeBid } from '../../apps/server/src/modules/marketplace/index.js';
import { sendNotification } from '../../apps/server/src/modules/notifications/index.js';
import { guardSpending } from '../../apps/server/src/modules/protection/index.js';
import { BID_REFERENCE, checkLedger, postLedgerMove, publishWalletEvent } from '../../apps/server/src/modules/wallet/index.js';
import { counterSeededEntries, createBenchDatabase, envNumber, hardStop, insertBenchAccounts, ORIGIN, percentile, signedInCookies, startApp } from './lib.js';

const SECONDS = envNumber('BENCH_SECONDS', 8);
const ROUNDS = envNumber('BENCH_ROUNDS', 2);
const BIDDERS = envNumber('BENCH_BIDDERS', 200);
const POOL = envNumber('BENCH_POOL', 20);

/**
 * The bid as it ran before decision 049 (commit 4e887cb), for the comparison: lock, leader, minimum, spending guard,
 * release and hold, the bid's row, the outbid notification and the auction's state, each its own round trip under the
 * player's lock. `lockedAt` receives the moment the lock's SELECT answered.
 */
async function placeBidStepByStep(ctx: UseCaseContext, input: { playerId: string; amountDollars: number }, lockedAt: (t: number) => void): Promise<void> {
  const { tx, actor } = ctx;
  await refuseAdminAsPlayer(ctx);
  const [player] = await tx.select().from(marketplacePlayers).where(eq(marketplacePlayers.id, input.playerId)).for('update');
  lockedAt(performance.now());
  if (!player) throw notFound();
  if (player.status !== 'active') throw new AppError('CONFLICT', 'market.notAvailable');
  const [lead] = await tx
    .select({
      id: mobRequests.id,
      userId: mobRequests.userId,
      amount: mobRequests.bidAmountCents,
      ended: dsql<boolean>`${mobRequests.expiresAt} <= clock_timestamp()`,
    })
    .from(mobRequests)
    .where(and(eq(mobRequests.playerId, player.id), eq(mobRequests.status, 'pending')))
    .orderBy(dsql`${mobRequests.bidAmountCents} desc, ${mobRequests.createdAt} asc, ${mobRequests.id} asc`)
    .limit(1);
  const leader = lead ? { id: lead.id, userId: lead.userId, amountCents: Number(lead.amount), ended: Boolean(lead.ended) } : null;
  if (leader?.ended) throw new AppError('CONFLICT', 'market.auctionClosed');
  const amountCents = input.amountDollars * 100;
  const min = minimumBidCents(Number(player.priceCents), leader?.amountCents ?? null);
  if (amountCents < min) throw new AppError('VALIDATION', 'market.bidTooLow', { params: { min: { cents: min, bid: true } } });
  const id = crypto.randomUUID();
  const committed = leader?.userId === actor.id ? amountCents - leader.amountCents : amountCents;
  await guardSpending(ctx, { kind: 'bid', amountCents: committed, referenceId: id });
  const hold = () =>
    postLedgerMove(tx, {
      userId: actor.id,
      kind: 'bid_hold',
      amountCents: 0,
      heldDeltaCents: amountCents,
      referenceType: BID_REFERENCE,
      referenceId: id,
      actorId: actor.id,
      note: player.name,
    });
  const release = () =>
    postLedgerMove(tx, {
      userId: leader!.userId,
      kind: 'bid_release',
      amountCents: 0,
      heldDeltaCents: -leader!.amountCents,
      referenceType: BID_REFERENCE,
      referenceId: leader!.id,
      actorId: actor.id,
      note: leader!.userId === actor.id ? 'raised by the same bidder' : 'outbid',
    });
  let wallet;
  if (!leader) wallet = await hold();
  else if (leader.userId === actor.id) {
    await release();
    wallet = await hold();
  } else if (leader.userId < actor.id) {
    const outbidWallet = await release();
    wallet = await hold();
    await publishWalletEvent(tx, leader.userId, outbidWallet);
  } else {
    wallet = await hold();
    await publishWalletEvent(tx, leader.userId, await release());
  }
  await tx.insert(mobRequests).values({
    id,
    playerId: player.id,
    userId: actor.id,
    bidAmountCents: amountCents,
    status: 'pending',
    createdAt: dsql`clock_timestamp()`,
    expiresAt: dsql`clock_timestamp() + make_interval(hours => ${AUCTION_DURATION_HOURS})`,
  });
  if (leader && leader.userId !== actor.id) {
    await sendNotification(tx, leader.userId, {
      type: 'warning',
      titleKey: 'notify.outbid.title',
      messageKey: 'notify.outbid.message',
      params: { amount: { cents: amountCents, bid: true }, player: player.name, held: { cents: leader.amountCents, bid: true } },
    });
  }
  await publishWalletEvent(tx, actor.id, wallet);
  await publishAuctionState(tx, player.id);
}

async function publishAuctionState(tx: DbOrTx, playerId: string): Promise<void> {
  const [state] = await tx
    .select({
      leading: dsql<string | null>`(select max(bid_amount_cents) from mob_requests where player_id = ${playerId} and status = 'pending')`,
      ends: dsql<
        string | null
      >`(select expires_at from mob_requests where player_id = ${playerId} and status = 'pending' order by bid_amount_cents desc, created_at asc, id asc limit 1)`,
      count: dsql<string>`(select count(*) from mob_requests where player_id = ${playerId})`,
    })
    .from(dsql`(select 1) as one`);
  await publishEvent(tx, {
    topic: 'auction',
    userId: null,
    data: { playerId, reason: 'bid', leadingBidCents: Number(state?.leading), bidCount: Number(state?.count) },
  });
}

interface Phase {
  what: string;
  attempts: number;
  accepted: number;
  refused: number;
  other: number;
  seconds: number;
  lockMs: number[];
  /** When each attempt was granted the player's lock (ms, the database's clock). */
  grants: number[];
  /** The process's CPU (all its threads), as a share of one core. */
  cpu: number;
  /** Over HTTP, the bidders' worker thread: its CPU as a share of one core (null off Linux) and its event loop's busy share. */
  clientCpu: number | null;
  clientBusy: number | null;
  firstOther: string;
}

/** 200 loops bidding the shared counter's next amount on one player for SECONDS. */
async function race(what: string, bidders: number, attempt: (bidder: number, amountDollars: number) => Promise<string>): Promise<Phase> {
  let next = 0;
  const phase: Phase = {
    what,
    attempts: 0,
    accepted: 0,
    refused: 0,
    other: 0,
    seconds: 0,
    lockMs: [],
    grants: [],
    cpu: 0,
    clientCpu: null,
    clientBusy: null,
    firstOther: '',
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: bidders }, async (_, b) => {
      while (performance.now() < deadline) {
        const outcome = await attempt(b, ++next);
        phase.attempts += 1;
        if (outcome === 'accepted') phase.accepted += 1;
        else if (outcome === 'refused') phase.refused += 1;
        else {
          phase.other += 1;
          phase.firstOther ||= outcome;
        }
      }
    }),
  );
  phase.seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpuBefore);
  phase.cpu = (used.user + used.system) / 1e6 / phase.seconds;
  return phase;
}

type ClientsResult = Pick<Phase, 'attempts' | 'accepted' | 'refused' | 'other' | 'firstOther' | 'seconds' | 'clientBusy'> & { clientCpuSeconds: number | null };

/**
 * The same race over HTTP: `cookies.length` bidders POST `url` from a worker thread (hot-auction-clients.mjs), so that
 * this thread only serves them; the worker keeps the shared counter and counts the outcomes as `race` does.
 */
async function raceOverHttp(what: string, url: string, cookies: string[], floor = false): Promise<Phase> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const worker = new Worker(new URL('./hot-auction-clients.mjs', import.meta.url), { workerData: { url, origin: ORIGIN, cookies, seconds: SECONDS, floor } });
  const result = await new Promise<ClientsResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`bidders' worker exited with code ${code} before reporting`)));
  });
  await worker.terminate();
  const used = process.cpuUsage(cpuBefore);
  const { clientCpuSeconds, ...counts } = result;
  return {
    ...counts,
    what,
    lockMs: [],
    grants: [],
    cpu: (used.user + used.system) / 1e6 / ((performance.now() - started) / 1000),
    clientCpu: clientCpuSeconds === null ? null : clientCpuSeconds / result.seconds,
  };
}

/**
 * From each grant of the player's lock to the next one (ms, ascending): the hold with its commit and the hand-over to
 * the next waiter while one is queued; idle time too when none is.
 */
function grantGaps(grants: number[]): number[] {
  const sorted = [...grants].sort((x, y) => x - y);
  return sorted
    .slice(1)
    .map((t, i) => t - sorted[i]!)
    .sort((x, y) => x - y);
}

/** Accepted, refused as outbid in the race (a 400 'Bid must be at least …'), or what else happened. */
function outcomeOf(error: unknown): string {
  if (error instanceof AppError && error.messageId === 'market.bidTooLow') return 'refused';
  return error instanceof Error ? error.message : String(error);
}

/**
 * The ceiling phase: `bidders` loops call the bid's function in autocommit on `pool`. Returns the phase and the
 * moments (ms, database clock) each attempt was granted the lock.
 */
async function raceBareFunction(what: string, pool: pg.Pool, bidders: string[], playerId: string): Promise<Phase> {
  const lockMs: number[] = [];
  const grants: number[] = [];
  const phase = await race(what, bidders.length, async (b, amountDollars) => {
    const { rows } = await pool.query<{ outcome: string; locked_ms: number | null; granted_ms: number | null }>(
      `select outcome, (extract(epoch from finished_at - locked_at) * 1000)::float8 as locked_ms, (extract(epoch from locked_at) * 1000)::float8 as granted_ms
       from marketplace_place_bid($1::uuid, $2::uuid, $3::uuid, $4::bigint, null, $5::bigint, $6::int)`,
      [playerId, bidders[b], crypto.randomUUID(), amountDollars * 100, BID_INCREMENT_CENTS, AUCTION_DURATION_HOURS],
    );
    const row = rows[0]!;
    if (row.locked_ms !== null) lockMs.push(row.locked_ms);
    if (row.granted_ms !== null) grants.push(row.granted_ms);
    return row.outcome === 'placed' ? 'accepted' : row.outcome === 'too_low' ? 'refused' : row.outcome;
  });
  phase.lockMs = lockMs;
  phase.grants = grants;
  return phase;
}

async function main(): Promise<void> {
  const cancelHardStop = hardStop((SECONDS * ROUNDS * 5 + 240) * 1000);
  const bench = await createBenchDatabase('hot_auction', POOL);
  const { database } = bench;
  const sql = new pg.Client({ connectionString: bench.url });
  const barePool = new pg.Pool({ connectionString: bench.url, max: POOL });
  // Dropping the bench database ends whatever connection is still open; that is not a failure of the run.
  barePool.on('error', () => undefined);
  let closeApp: (() => Promise<void>) | undefined;
  try {
    const { app, base } = await startApp(database);
    closeApp = () => app.close();
    await sql.connect();
    const loadBefore = os.loadavg();
    const { players } = await insertBenchAccounts(sql, 'hot-bidder-', BIDDERS);
    await sql.query(
      `insert into wallet_entries (user_id, amount_cents, held_delta_cents, kind, note) select id, 100000000000, 0, 'deposit', 'bench funding' from users`,
    );
    await sql.query(`update wallets set balance_cents = balance_cents + 100000000000, updated_at = now()`);
    await counterSeededEntries(sql);
    const cookies = await signedInCookies(
      app,
      sql,
      players.map((p) => p.id),
    );
    const newPlayer = async (name: string) => {
      const { rows } = await sql.query<{ id: string }>(
        `insert into marketplace_players (name, stats, contract_duration, price_cents) values ($1, 90, '3_months', 100) returning id`,
        [name],
      );
      return rows[0]!.id;
    };

    const before = (db: Database, user: SessionUser, playerId: string, lockMs: number[]) => async (_: number, amountDollars: number) => {
      let lockedAt = 0;
      const record = () => {
        if (lockedAt) lockMs.push(performance.now() - lockedAt);
      };
      try {
        await runUseCaseAs(db.db, user, async (ctx) => {
          ctx.afterCommit(async () => record());
          ctx.afterRollback(async () => record());
          await placeBidStepByStep(ctx, { playerId, amountDollars }, (t) => (lockedAt = t));
        });
        return 'accepted';
      } catch (error) {
        return outcomeOf(error);
      }
    };
    const after = (db: Database, user: SessionUser, playerId: string) => async (_: number, amountDollars: number) => {
      try {
        await placeBid(db.db, { actor: user }, { playerId, amountDollars });
        return 'accepted';
      } catch (error) {
        return outcomeOf(error);
      }
    };

    const phases: Phase[] = [];
    // placeBid reports its lock times to the listener; each phase keeps the samples taken while it ran.
    let lockSink: number[] = [];
    let grantSink: number[] = [];
    const stopListening = listenToAuctionLock((seconds, _outcome, grantedAtMs) => {
      lockSink.push(seconds * 1000);
      grantSink.push(grantedAtMs);
    });
    const measured = async (run: () => Promise<Phase>, lockMs: number[] = []) => {
      lockSink = lockMs;
      const grants: number[] = [];
      grantSink = grants;
      const phase = await run();
      phase.lockMs = lockMs;
      phase.grants = grants;
      lockSink = [];
      grantSink = [];
      phases.push(phase);
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      const beforePlayer = await newPlayer(`Hot Player before ${round}`);
      const beforeLocks: number[] = [];
      await measured(
        () =>
          race(`before: step by step, use case (round ${round})`, BIDDERS, (i, amount) => before(database, players[i]!, beforePlayer, beforeLocks)(i, amount)),
        beforeLocks,
      );
      const afterPlayer = await newPlayer(`Hot Player after ${round}`);
      await measured(() =>
        race(`after: one statement, no HTTP (round ${round})`, BIDDERS, (i, amount) => after(database, players[i]!, afterPlayer)(i, amount)),
      );
      const httpUrl = `${base}/api/marketplace/players/${await newPlayer(`Hot Player HTTP ${round}`)}/bids`;
      await measured(() => raceOverHttp(`after: one statement, HTTP (round ${round})`, httpUrl, cookies));
      await measured(() => raceOverHttp(`floor: GET /api/me, HTTP (round ${round})`, `${base}/api/me`, cookies, true));
      const barePlayer = await newPlayer(`Hot Player bare ${round}`);
      phases.push(
        await raceBareFunction(
          `ceiling: the function alone, bare SQL (round ${round})`,
          barePool,
          players.map((p) => p.id),
          barePlayer,
        ),
      );
    }
    stopListening();

    const report = await checkLedger(database.db);
    const { rows: order } = await sql.query<{ breaks: number; players: number }>(
      `select count(*) filter (where amount <= previous)::int as breaks, count(distinct player_id)::int as players from (
         select player_id, bid_amount_cents as amount, lag(bid_amount_cents) over (partition by player_id order by created_at, bid_amount_cents) as previous
         from mob_requests) b`,
    );
    const loadAfter = os.loadavg();

    const f = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '-');
    console.log(
      `Hot auction, ${new Date().toISOString()}: PostgreSQL (${bench.name}), ${BIDDERS} bidders on one player, ${SECONDS} s per phase, pool ${POOL}, ${os.cpus().length} CPUs; ` +
        `load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after (1/5/15 min)`,
    );
    console.log('');
    console.log(
      `${'phase'.padEnd(44)} ${'attempts/s'.padStart(10)} ${'accepted/s'.padStart(10)} ${'refused'.padStart(8)} ${'other'.padStart(6)} ${'lock p50'.padStart(9)} ${'lock p95'.padStart(9)} ${'lock max'.padStart(9)} ${'gap p50'.padStart(8)} ${'gap p95'.padStart(8)} ${'Node CPU'.padStart(9)} ${'client CPU'.padStart(10)}`,
    );
    const pct = (share: number | null) => (share === null || !Number.isFinite(share) ? '-' : `${(share * 100).toFixed(0)}%`);
    for (const p of phases) {
      const lock = [...p.lockMs].sort((x, y) => x - y);
      const gaps = grantGaps(p.grants);
      console.log(
        `${p.what.padEnd(44)} ${(p.attempts / p.seconds).toFixed(0).padStart(10)} ${(p.accepted / p.seconds).toFixed(0).padStart(10)} ${String(p.refused).padStart(8)} ${String(p.other).padStart(6)} ` +
          `${f(percentile(lock, 50)).padStart(9)} ${f(percentile(lock, 95)).padStart(9)} ${f(lock.at(-1) ?? NaN).padStart(9)} ${f(percentile(gaps, 50)).padStart(8)} ${f(percentile(gaps, 95)).padStart(8)} ${pct(p.cpu).padStart(9)} ${pct(p.clientCpu).padStart(10)}`,
      );
      if (p.firstOther) console.log(`  first other outcome: ${p.firstOther}`);
    }
    const rate = (what: string) => {
      const of = phases.filter((p) => p.what.startsWith(what));
      return of.reduce((s, p) => s + p.attempts, 0) / of.reduce((s, p) => s + p.seconds, 0);
    };
    const p95 = (what: string) =>
      percentile(
        phases
          .filter((p) => p.what.startsWith(what))
          .flatMap((p) => p.lockMs)
          .sort((x, y) => x - y),
        95,
      );
    console.log('');
    console.log(
      `attempts/s, after ÷ before (no HTTP): ${(rate('after: one statement, no HTTP') / rate('before')).toFixed(1)}×; lock p95 ${f(p95('before'))} → ${f(p95('after: one statement, no HTTP'))} ms`,
    );
    const httpRate = rate('after: one statement, HTTP');
    const httpP95 = p95('after: one statement, HTTP');
    // The HTTP phases' shares (of one core, of the time), weighted by their seconds.
    const http = phases.filter((p) => p.clientBusy !== null);
    const httpShare = (of: (p: Phase) => number | null) => http.reduce((s, p) => s + (of(p) ?? NaN) * p.seconds, 0) / http.reduce((s, p) => s + p.seconds, 0);
    console.log(
      `over HTTP: ${httpRate.toFixed(0)} attempts/s (goal >= 500: ${httpRate >= 500 ? 'MET' : 'NOT MET'}), lock p95 ${f(httpP95)} ms (goal <= 2: ${httpP95 <= 2 ? 'MET' : 'NOT MET'}); ` +
        `the bidders' thread used ${pct(httpShare((p) => p.clientCpu))} of one core, ${pct(httpShare((p) => p.clientCpu) / httpShare((p) => p.cpu))} of the process's CPU (Node CPU), ` +
        `its event loop busy ${pct(httpShare((p) => p.clientBusy))} of the time`,
    );
    const floorRate = rate('floor');
    console.log(
      `the floor over HTTP: ${floorRate.toFixed(0)} answers/s to GET /api/me (the session and one read) from the same clients; ` +
        `a bid attempt over HTTP ran at ${(httpRate / floorRate).toFixed(2)} of it`,
    );
    const ceilingRate = rate('ceiling');
    console.log(
      `the ceiling, bare SQL: ${ceilingRate.toFixed(0)} attempts/s (the bid over HTTP ran at ${(httpRate / ceilingRate).toFixed(2)} of it), ` +
        `lock p95 ${f(p95('ceiling'))} ms in the function`,
    );
    console.log(
      `invariants: ${order[0]!.breaks} accepted bids not above the one before them on ${order[0]!.players} players; checkLedger ${report.ok ? 'clean' : `FAILED ${JSON.stringify(report.problems.slice(0, 3))}`} (${report.entries} entries)`,
    );
    if (!report.ok || order[0]!.breaks > 0 || phases.some((p) => p.other > 0)) process.exitCode = 1;
  } finally {
    await sql.end().catch(() => undefined);
    await barePool.end().catch(() => undefined);
    await closeApp?.().catch(() => undefined);
    await bench.drop();
    cancelHardStop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdjustWalletResponse, WalletActionResponse } from '@arena/shared';
import type { Tx } from '../src/db/client.js';
import { leagueTeams, marketplacePlayers, mobRequests, requests, tournaments, walletTransactions } from '../src/db/schema/index.js';
import { approveBid, placeBid, rejectBid } from '../src/modules/marketplace/index.js';
import { runIdempotent, type IdempotencyScope, type IdempotentOutcome } from '../src/lib/idempotency.js';
import { AppError } from '../src/lib/errors.js';
import { rowsOf } from '../src/lib/rows-of.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { adjustWallet, approveTransaction, cancelTransaction, createDeposit, createWithdrawal, rejectTransaction } from '../src/modules/wallet/testing.js';
import type { UseCaseContext } from '../src/lib/use-case.js';
import { actor, asUseCase, runAs } from './use-case.js';
import { addTournamentTeam, createTournament, deleteTournament, enrollInTournament, setChampion } from '../src/modules/tournaments/testing.js';
import { addLeagueTeam, createLeague, enrollInLeague, setChampion as setLeagueChampion, setLeagueStatus } from '../src/modules/leagues/testing.js';
import { approveRequest, rejectRequest } from '../src/modules/enrollments/index.js';
import { createTestApp, type TestApp } from './helpers.js';
import { insertUsers, prng, runBounded } from './wallet-helpers.js';

/**
 * A seeded random mix of every money operation (deposits and approvals, withdrawals, approvals,
 * rejections, cancels, adjustments, tournament entry fees, refunds on deletion and champion prizes,
 * league enrollments with their entry fees, rejected enrollments with their refunds and league
 * champions' prizes, marketplace bids with outbids, approvals and rejections of bids, replayed
 * idempotency keys) across 20 users, run with bounded
 * concurrency through the same service functions and idempotency wrapper the routes use. Afterwards
 * (and between batches, while nothing is paused on PostgreSQL) the ledger check must pass, no
 * available balance may be negative, and the total of all balances must equal the sum of the money
 * the successful operations moved. Reproduce a failure with WALLET_RANDOM_SEED.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const OPERATIONS = Number(process.env.WALLET_RANDOM_OPS ?? (onPostgres ? 3000 : 400));
const CONCURRENCY = onPostgres ? 8 : 4;
const BATCHES = 4;
const SEED = Number(process.env.WALLET_RANDOM_SEED ?? 20240611);

type Pending = { id: string; userId: string; type: 'deposit' | 'withdraw'; amountCents: number };
type OpenTournament = { id: string; priceCents: number; prizeCents: number; enrolled?: boolean };
type PendingEnrollment = { id: string; userId: string; feeCents: number };
type League = { id: string; priceCents: number; winningPriceCents: number; teamIds: string[] };
type Outcome = { kind: string; ok: boolean; code?: string; replayed?: boolean; deltaCents: number };
interface Done {
  scope: IdempotencyScope;
  run: (tx: Tx) => Promise<unknown>;
  body: unknown;
  deltaCents: number;
}

describe('wallet randomized money operations', () => {
  let t: TestApp;
  let userIds: string[];
  let adminIds: string[];
  /** Leagues open for enrollment (entry fees) and started leagues waiting for a champion (prizes). */
  let openLeagues: League[];
  let prizeLeagues: League[];
  let playerIds: string[];

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 10 });
    userIds = await insertUsers(t.db, 20);
    adminIds = await insertUsers(t.db, 2, 'admin');
    const asAdmin = <T>(fn: (ctx: UseCaseContext) => Promise<T>) => runAs(t.db, actor(adminIds[0]!, 'admin'), fn);
    const league = async (i: number, priceCents: number, winningPriceCents: number, maxTeams: number): Promise<League> => {
      const { league: l } = await asAdmin((ctx) =>
        createLeague(ctx, {
          name: `Random ${i}`,
          description: null,
          startDate: new Date('2026-12-01T00:00:00Z'),
          endDate: new Date('2026-12-20T00:00:00Z'),
          priceCents,
          winningPriceCents,
          maxTeams,
        }),
      );
      return { id: l.id, priceCents, winningPriceCents, teamIds: [] };
    };
    openLeagues = [await league(0, 500, 0, 12), await league(1, 2_500, 0, 6), await league(2, 12_000, 0, 20)];
    prizeLeagues = [];
    for (let i = 0; i < 12; i += 1) {
      const l = await league(10 + i, 0, 1_000 * (i + 1), 2);
      for (const k of [0, 1]) await asAdmin((ctx) => addLeagueTeam(ctx, { leagueId: l.id, name: `Team ${k}`, userId: userIds[(i * 2 + k) % userIds.length]! }));
      await asAdmin((ctx) => setLeagueStatus(ctx, { leagueId: l.id, status: 'started' }));
      l.teamIds = (await t.db.select({ id: leagueTeams.id }).from(leagueTeams).where(eq(leagueTeams.leagueId, l.id))).map((r) => r.id);
      prizeLeagues.push(l);
    }
    const players = await t.db
      .insert(marketplacePlayers)
      .values(
        Array.from({ length: 8 }, (_, i) => ({ name: `Random Player ${i}`, stats: 40 + i * 7, contractDuration: '1_month', priceCents: (10 + i * 5) * 100 })),
      )
      .returning({ id: marketplacePlayers.id });
    playerIds = players.map((p) => p.id);
  });
  afterAll(() => t.close());

  it(`keeps the ledger exact through ${OPERATIONS} mixed operations (seed ${SEED})`, async () => {
    const random = prng(SEED);
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
    const amount = () => 100 + Math.floor(random() * random() * 40_000);
    const pending: Pending[] = [];
    const tournamentPool: OpenTournament[] = [];
    const pendingEnrollments: PendingEnrollment[] = [];
    const completed: Done[] = [];
    const newTournament = async () => {
      const priceCents = 100 * (1 + Math.floor(random() * 40));
      const prizeCents = random() < 0.2 ? 0 : 100 * (10 + Math.floor(random() * 500));
      const admin = pick(adminIds);
      const created = await runIdempotent(t.db, { userId: admin, key: undefined, method: 'POST', path: '/api/admin/tournaments', body: null }, async (tx) => ({
        statusCode: 201,
        body: await asUseCase(actor(admin, 'admin'), (ctx) =>
          createTournament(ctx, {
            name: `Random Cup ${tournamentPool.length}`,
            startDate: '2026-12-01',
            endDate: '2026-12-08',
            priceCents,
            winningPriceCents: prizeCents,
            status: 'active',
          }),
        )(tx),
      }));
      tournamentPool.push({ id: (created.body as { id: string }).id, priceCents, prizeCents });
    };
    let keyCounter = 0;
    let minAvailableSeen = Infinity;

    /** Runs one operation like its route does: one transaction, optionally with an idempotency key. */
    const execute = async (
      kind: string,
      scope: Omit<IdempotencyScope, 'key'>,
      withKey: boolean,
      run: (tx: Tx) => Promise<unknown>,
      delta: (body: unknown) => number,
      /** An action that is not a use case on a transaction (a bid): how its route runs it. */
      alone?: (scope: IdempotencyScope) => Promise<IdempotentOutcome<unknown>>,
    ): Promise<Outcome> => {
      const fullScope = { ...scope, key: withKey ? `k${SEED}-${keyCounter++}` : undefined };
      try {
        const outcome = alone ? await alone(fullScope) : await runIdempotent(t.db, fullScope, async (tx) => ({ statusCode: 200, body: await run(tx) }));
        const body = outcome.body as Partial<WalletActionResponse> & { availableCents?: number };
        const wallet = body.wallet ?? (body as { availableCents?: number });
        if (wallet.availableCents !== undefined) minAvailableSeen = Math.min(minAvailableSeen, wallet.availableCents);
        const deltaCents = delta(outcome.body);
        if (withKey) completed.push({ scope: fullScope, run, body: outcome.body, deltaCents });
        return { kind, ok: true, deltaCents };
      } catch (error) {
        // NOT_FOUND: a tournament deleted by an earlier (or concurrent) operation.
        if (error instanceof AppError && (error.code === 'INSUFFICIENT_FUNDS' || error.code === 'CONFLICT' || error.code === 'NOT_FOUND'))
          return { kind, ok: false, code: error.code, deltaCents: 0 };
        // A bid below the minimum (the leader moved on meanwhile) is refused and moves nothing.
        if (error instanceof AppError && kind === 'bid' && error.messageId === 'market.bidTooLow') return { kind, ok: false, code: error.code, deltaCents: 0 };
        throw error;
      }
    };

    const takePending = (filter: (p: Pending) => boolean): Pending | undefined => {
      const candidates = pending.filter(filter);
      if (candidates.length === 0) return undefined;
      const chosen = pick(candidates);
      // Usually taken out of the pool; sometimes left in, so two operations race for it.
      if (random() < 0.85) pending.splice(pending.indexOf(chosen), 1);
      return chosen;
    };

    /** Marketplace: bids (usually valid, sometimes below the minimum), approvals and rejections of a random pending bid. */
    const makeMarketTask = (): (() => Promise<Outcome>) => {
      const r = random();
      const user = pick(userIds);
      const admin = pick(adminIds);
      const playerId = pick(playerIds);
      const withKey = random() < 0.3;
      const step = random();
      const low = random() < 0.1;
      if (r < 0.6) {
        return async () => {
          const [lead] = await t.db
            .select({ amount: sql<string | null>`max(${mobRequests.bidAmountCents})` })
            .from(mobRequests)
            .where(sql`${mobRequests.playerId} = ${playerId} and ${mobRequests.status} = 'pending'`);
          const current = lead?.amount == null ? 10 : Math.ceil(Number(lead.amount) / 100);
          const body = { amountDollars: low ? Math.max(1, current - 1) : current + 1 + Math.floor(step * step * 120) };
          return execute(
            'bid',
            { userId: user, method: 'POST', path: `/api/marketplace/players/${playerId}/bids`, body },
            withKey,
            // Never run: a bid claims its key in its own statement, so a replay finds the stored answer.
            () => Promise.reject(new Error('a bid is not a use case on a transaction')),
            () => 0,
            (scope) => placeBid(t.db, { actor: actor(user, 'user') }, { playerId, ...body }, scope),
          );
        };
      }
      const which = r < 0.8 ? 'approve' : 'reject';
      return async () => {
        const bids = await t.db
          .select({ id: mobRequests.id, amount: mobRequests.bidAmountCents })
          .from(mobRequests)
          .where(sql`${mobRequests.playerId} = ${playerId} and ${mobRequests.status} = 'pending'`);
        if (bids.length === 0) return { kind: `bid-${which}-none`, ok: true, deltaCents: 0 };
        // Mostly the highest (the leader), sometimes an outbid one (approval is then refused).
        const sorted = [...bids].sort((a, b) => Number(b.amount) - Number(a.amount));
        const chosen = step < 0.8 ? sorted[0]! : sorted[Math.floor(step * sorted.length) % sorted.length]!;
        const path = `/api/admin/marketplace/bids/${chosen.id}/${which}`;
        if (which === 'approve') {
          // A bid is approved only once its auction has ended: end this one first.
          await t.db
            .update(mobRequests)
            .set({ expiresAt: sql`now() - interval '1 minute'` })
            .where(sql`${mobRequests.playerId} = ${playerId} and ${mobRequests.status} = 'pending'`);
          return execute(
            'bid-approve',
            { userId: admin, method: 'POST', path, body: null },
            withKey,
            asUseCase(actor(admin, 'admin'), (ctx) => approveBid(ctx, { bidId: chosen.id })),
            (out) => -(out as { bid: { bidAmountCents: number } }).bid.bidAmountCents,
          );
        }
        return execute(
          'bid-reject',
          { userId: admin, method: 'POST', path, body: null },
          withKey,
          asUseCase(actor(admin, 'admin'), (ctx) => rejectBid(ctx, { bidId: chosen.id })),
          () => 0,
        );
      };
    };

    const makeTask = (): (() => Promise<Outcome>) => {
      if (random() < 0.2) return makeMarketTask();
      const r = random();
      const user = pick(userIds);
      const admin = pick(adminIds);
      const withKey = random() < 0.3;
      if (random() < 0.2) return makeLeagueTask(user, admin, withKey);
      if (r < 0.22) {
        const body = {
          method: random() < 0.5 ? 'moncash' : 'natcash',
          amountCents: amount(),
          transactionRef: String(Math.floor(random() * 100_000)).padStart(5, '0'),
        } as const;
        return () =>
          execute(
            'deposit',
            { userId: user, method: 'POST', path: '/api/wallet/deposits', body },
            withKey,
            asUseCase(actor(user, 'user'), (ctx) => createDeposit(ctx, body)),
            () => 0,
          );
      }
      if (r < 0.4) {
        const body = { method: 'moncash', amountCents: amount(), phoneNumber: '+50937123456' } as const;
        return () =>
          execute(
            'withdraw',
            { userId: user, method: 'POST', path: '/api/wallet/withdrawals', body },
            withKey,
            asUseCase(actor(user, 'user'), (ctx) => createWithdrawal(ctx, body)),
            () => 0,
          );
      }
      if (r < 0.74) {
        const which = r < 0.58 ? 'approve' : r < 0.66 ? 'reject' : 'cancel';
        return async () => {
          const p = takePending(() => true);
          if (!p) return { kind: `${which}-none`, ok: true, deltaCents: 0 };
          const path = `/api/${which === 'cancel' ? 'wallet/transactions' : 'admin/wallet-transactions'}/${p.id}/${which}`;
          if (which === 'approve') {
            const delta = p.type === 'deposit' ? p.amountCents : -p.amountCents;
            // A user's requests of one kind completed within 24 hours count toward the four-eyes threshold: a
            // first approval moves nothing, and the request goes back to the pool for the other admin.
            const outcome = await execute(
              'approve',
              { userId: admin, method: 'POST', path, body: null },
              withKey,
              asUseCase(actor(admin, 'admin'), (ctx) => approveTransaction(ctx, { transactionId: p.id })),
              (body) => ((body as WalletActionResponse).transaction.status === 'completed' ? delta : 0),
            );
            if (outcome.ok && outcome.deltaCents === 0 && !pending.includes(p)) pending.push(p);
            return outcome;
          }
          if (which === 'reject') {
            return execute(
              'reject',
              { userId: admin, method: 'POST', path, body: { reason: 'random' } },
              withKey,
              asUseCase(actor(admin, 'admin'), (ctx) => rejectTransaction(ctx, { transactionId: p.id, reason: 'random' })),
              () => 0,
            );
          }
          return execute(
            'cancel',
            { userId: p.userId, method: 'POST', path, body: null },
            withKey,
            asUseCase(actor(p.userId, 'user'), (ctx) => cancelTransaction(ctx, { transactionId: p.id })),
            () => 0,
          );
        };
      }
      if (r < 0.82) {
        const dollars = random() < 0.6 ? 1 + Math.floor(random() * 300) : -(1 + Math.floor(random() * 200));
        return () =>
          execute(
            'adjust',
            { userId: admin, method: 'POST', path: `/api/admin/wallets/${user}/adjust`, body: { amountDollars: dollars } },
            withKey,
            asUseCase(actor(admin, 'admin'), (ctx) => adjustWallet(ctx, { userId: user, amountCents: dollars * 100 })),
            // Past the wallet's 24-hour adjustment threshold it is only proposed: nothing moves.
            (body) => ((body as AdjustWalletResponse).proposal ? 0 : dollars * 100),
          );
      }
      if (r < 0.95) {
        // Tournaments: entry fees (charged under the tournament's row lock), a champion with its prize
        // (a team added and crowned in one transaction), deletion refunding every open entry once.
        if (tournamentPool.length === 0) return async () => ({ kind: 'tournament-none', ok: true, deltaCents: 0 });
        const tournament = pick(tournamentPool);
        const path = `/api/admin/tournaments/${tournament.id}`;
        const t2 = random();
        if (t2 < 0.6) {
          return async () => {
            const outcome = await execute(
              'enroll',
              { userId: user, method: 'POST', path: `/api/tournaments/${tournament.id}/enroll`, body: null },
              withKey,
              asUseCase(actor(user, 'user'), (ctx) => enrollInTournament(ctx, { tournamentId: tournament.id })),
              () => -tournament.priceCents,
            );
            if (outcome.ok) tournament.enrolled = true;
            return outcome;
          };
        }
        if (t2 < 0.75) {
          return () =>
            execute(
              'champion',
              { userId: admin, method: 'POST', path: `${path}/champion`, body: { userId: user } },
              withKey,
              asUseCase(actor(admin, 'admin'), async (ctx) => {
                const { team } = await addTournamentTeam(ctx, { tournamentId: tournament.id, name: `Team ${user.slice(0, 8)}`, userId: user });
                return setChampion(ctx, { tournamentId: tournament.id, teamId: team.id });
              }),
              (body) => (body as { prizePaidCents: number }).prizePaidCents,
            );
        }
        // Mostly a tournament someone paid to enter, so deletion has fees to refund.
        const withEntries = tournamentPool.filter((p) => p.enrolled);
        const doomed = withEntries.length > 0 && random() < 0.8 ? pick(withEntries) : tournament;
        return () =>
          execute(
            'delete-tournament',
            { userId: admin, method: 'DELETE', path: `/api/admin/tournaments/${doomed.id}`, body: null },
            withKey,
            asUseCase(actor(admin, 'admin'), (ctx) => deleteTournament(ctx, { tournamentId: doomed.id })),
            (body) => (body as { refunded: number }).refunded * doomed.priceCents,
          );
      }
      // Replay an earlier keyed request: it must come back identical and move nothing.
      return async () => {
        if (completed.length === 0) return { kind: 'replay-none', ok: true, deltaCents: 0 };
        const done = pick(completed);
        const outcome = await runIdempotent(t.db, done.scope, async (tx) => ({ statusCode: 200, body: await done.run(tx) }));
        expect(outcome.replayed).toBe(true);
        expect(outcome.body).toEqual(done.body);
        return { kind: 'replay', ok: true, replayed: true, deltaCents: 0 };
      };
    };

    /** League money: an enrollment charges the fee, a rejection refunds it, a champion is paid the prize (each at most once). */
    const makeLeagueTask = (user: string, admin: string, withKey: boolean): (() => Promise<Outcome>) => {
      const r = random();
      if (r < 0.5) {
        const league = pick(openLeagues);
        const path = `/api/leagues/${league.id}/enroll`;
        return () =>
          execute(
            'league-enroll',
            { userId: user, method: 'POST', path, body: null },
            withKey,
            asUseCase(actor(user, 'user'), (ctx) => enrollInLeague(ctx, { leagueId: league.id })),
            () => -league.priceCents,
          );
      }
      if (r < 0.85) {
        const which = r < 0.75 ? 'league-reject' : 'league-approve';
        return async () => {
          const candidates = pendingEnrollments;
          if (candidates.length === 0) return { kind: `${which}-none`, ok: true, deltaCents: 0 };
          const chosen = pick(candidates);
          if (random() < 0.85) candidates.splice(candidates.indexOf(chosen), 1);
          const path = `/api/admin/requests/${chosen.id}/${which === 'league-reject' ? 'reject' : 'approve'}`;
          return which === 'league-reject'
            ? execute(
                which,
                { userId: admin, method: 'POST', path, body: null },
                withKey,
                asUseCase(actor(admin, 'admin'), (ctx) => rejectRequest(ctx, { requestId: chosen.id })),
                () => chosen.feeCents,
              )
            : execute(
                which,
                { userId: admin, method: 'POST', path, body: null },
                withKey,
                asUseCase(actor(admin, 'admin'), (ctx) => approveRequest(ctx, { requestId: chosen.id })),
                () => 0,
              );
        };
      }
      const league = pick(prizeLeagues);
      const teamId = pick(league.teamIds);
      const path = `/api/admin/leagues/${league.id}/champion`;
      return () =>
        execute(
          'league-prize',
          { userId: admin, method: 'POST', path, body: { teamId } },
          withKey,
          asUseCase(actor(admin, 'admin'), (ctx) => setLeagueChampion(ctx, { leagueId: league.id, teamId })),
          () => league.winningPriceCents,
        );
    };

    const outcomes: Outcome[] = [];
    const perBatch = Math.ceil(OPERATIONS / BATCHES);
    for (let batch = 0; batch < BATCHES; batch += 1) {
      for (let i = 0; i < 4; i += 1) await newTournament();
      const count = Math.min(perBatch, OPERATIONS - batch * perBatch);
      const results = await runBounded(CONCURRENCY, Array.from({ length: count }, makeTask));
      outcomes.push(...results);
      // Refill the pool of pending requests from the database (rows created by this batch), so the
      // next batch resolves them.
      const rows = await t.db
        .select({ id: walletTransactions.id, userId: walletTransactions.userId, type: walletTransactions.type, amountCents: walletTransactions.amountCents })
        .from(walletTransactions)
        .where(eq(walletTransactions.status, 'pending'));
      pending.splice(0, pending.length, ...rows.map((r) => ({ ...r, type: r.type as Pending['type'], amountCents: Number(r.amountCents) })));
      const alive = new Set((await t.db.select({ id: tournaments.id }).from(tournaments)).map((r) => r.id));
      tournamentPool.splice(0, tournamentPool.length, ...tournamentPool.filter((p) => alive.has(p.id)));
      const enrollments = await t.db
        .select({ id: requests.id, userId: requests.userId, feeCents: requests.entryFeeCents })
        .from(requests)
        .where(and(eq(requests.status, 'pending'), isNotNull(requests.leagueId)));
      pendingEnrollments.splice(0, pendingEnrollments.length, ...enrollments.map((e) => ({ ...e, feeCents: Number(e.feeCents) })));
      const report = await checkLedger(t.db);
      expect(report.problems, `after batch ${batch}`).toEqual([]);
    }

    // Final audit.
    const report = await checkLedger(t.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(minAvailableSeen).toBeGreaterThanOrEqual(0);
    const totals = await t.db.execute(sql`
      select (select coalesce(sum(balance_cents), 0) from wallets)::text as balance,
             (select coalesce(min(balance_cents - held_cents), 0) from wallets)::text as min_available,
             (select coalesce(sum(held_cents), 0) from wallets)::text as held,
             (select coalesce(sum(amount_cents), 0) from wallet_transactions where type = 'withdraw' and status = 'pending')::text as pending_withdrawals,
             (select coalesce(sum(l.bid_amount_cents), 0) from marketplace_players p
                join lateral (select m.bid_amount_cents from mob_requests m where m.player_id = p.id and m.status = 'pending'
                              order by m.bid_amount_cents desc, m.created_at asc, m.id asc limit 1) l on true)::text as leading_bids,
             (select count(*) from pg_constraint where conname = 'wallets_available_check')::int as guard`);
    const row = rowsOf<{
      balance: string;
      min_available: string;
      held: string;
      pending_withdrawals: string;
      leading_bids: string;
      guard: number;
    }>(totals)[0]!;
    const expectedBalance = outcomes.reduce((sum, o) => sum + o.deltaCents, 0);
    expect(Number(row.balance)).toBe(expectedBalance);
    expect(Number(row.min_available)).toBeGreaterThanOrEqual(0);
    // Held money is exactly the pending withdrawals plus each auction's leading bid.
    expect(Number(row.held)).toBe(Number(row.pending_withdrawals) + Number(row.leading_bids));
    expect(row.guard).toBe(1);

    // The mix really exercised every path, including refusals and lost races.
    const count = (kind: string, ok?: boolean) => outcomes.filter((o) => o.kind === kind && (ok === undefined || o.ok === ok)).length;
    expect(count('deposit', true)).toBeGreaterThan(0);
    expect(count('withdraw', true)).toBeGreaterThan(0);
    expect(count('withdraw', false)).toBeGreaterThan(0);
    expect(count('approve', true)).toBeGreaterThan(0);
    expect(count('reject', true)).toBeGreaterThan(0);
    expect(count('cancel', true)).toBeGreaterThan(0);
    expect(count('adjust', true)).toBeGreaterThan(0);
    expect(count('replay')).toBeGreaterThan(0);
    expect(count('enroll', true)).toBeGreaterThan(0);
    expect(count('enroll', false)).toBeGreaterThan(0);
    expect(count('champion', true)).toBeGreaterThan(0);
    expect(count('delete-tournament', true)).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.kind === 'delete-tournament' && o.deltaCents > 0).length).toBeGreaterThan(0);
    expect(count('league-enroll', true)).toBeGreaterThan(0);
    expect(count('league-enroll', false)).toBeGreaterThan(0);
    expect(count('league-reject', true)).toBeGreaterThan(0);
    expect(count('league-prize', true)).toBeGreaterThan(0);
    expect(count('league-prize', false)).toBeGreaterThan(0);
    // No competition paid its prize twice.
    const prizes = await t.db.execute(
      sql`select reference_id::text as id, count(*)::int as n from wallet_entries where kind = 'prize' group by reference_id having count(*) > 1`,
    );
    expect(rowsOf(prizes)).toEqual([]);
    expect(count('bid', true)).toBeGreaterThan(0);
    expect(count('bid', false)).toBeGreaterThan(0);
    expect(count('bid-approve', true)).toBeGreaterThan(0);
    expect(count('bid-reject', true)).toBeGreaterThan(0);
    expect(report.entries).toBeGreaterThan(OPERATIONS / 5);
  });
});

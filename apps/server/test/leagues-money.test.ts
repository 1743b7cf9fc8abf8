import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeStandings } from '@arena/shared';
import { leagueAvailableTeams, leagueMatches, leagueRankings, leagues, leagueTeams, requests, walletEntries, wallets } from '../src/db/schema/index.js';
import type { UseCaseContext } from '../src/lib/use-case.js';
import {
  addLeagueTeam,
  createLeague,
  createLeagueMatch,
  deleteLeague,
  deleteLeagueMatch,
  enrollInLeague,
  generateSchedule,
  selectLeagueTeam,
  setChampion,
  setLeagueMatchScore,
  setLeagueStatus,
  standingsOf,
  updateLeagueMatch,
} from '../src/modules/leagues/testing.js';
import { approveRequest, rejectRequest } from '../src/modules/enrollments/index.js';
import { adjustWallet } from '../src/modules/wallet/testing.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { postLedgerMove } from '../src/modules/wallet/index.js';
import { createTestApp, type TestApp } from './helpers.js';
import { actor, outcome, runAs } from './use-case.js';
import { expectLedgerOk, insertUsers, prng, runBounded } from './wallet-helpers.js';

/**
 * League money and standings under concurrency (docs/architecture.md, "Money"). Each use case runs in its own
 * transaction, as its route runs it; on PostgreSQL (a pool of 20 connections) they really race, on
 * PGlite they interleave. The ledger check runs clean after each test.
 */
describe('league money and standings under concurrency', () => {
  let t: TestApp;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 20 });
    [adminId] = (await insertUsers(t.db, 1, 'admin')) as [string];
  });
  afterAll(() => t.close());

  const run = <T>(actorId: string, fn: (ctx: UseCaseContext) => Promise<T>, role: 'user' | 'admin' = 'user') => runAs(t.db, actor(actorId, role), fn);
  const asAdmin = <T>(fn: (ctx: UseCaseContext) => Promise<T>) => run(adminId, fn, 'admin');
  const fund = async (ids: string[], cents: number) => {
    for (const id of ids) await asAdmin((ctx) => adjustWallet(ctx, { userId: id, amountCents: cents }));
  };
  const balance = async (id: string) => Number((await t.db.select({ b: wallets.balanceCents }).from(wallets).where(eq(wallets.userId, id)))[0]?.b ?? 0);
  const newLeague = (overrides: { priceCents?: number; winningPriceCents?: number; maxTeams?: number } = {}) =>
    asAdmin((ctx) =>
      createLeague(ctx, {
        name: `Race ${Math.random().toString(36).slice(2, 8)}`,
        description: null,
        startDate: new Date('2026-12-01T00:00:00Z'),
        endDate: new Date('2026-12-20T00:00:00Z'),
        priceCents: overrides.priceCents ?? 1_500,
        winningPriceCents: overrides.winningPriceCents ?? 20_000,
        maxTeams: overrides.maxTeams ?? 12,
        availableTeamNames: Array.from({ length: 24 }, (_, i) => `Club ${i + 1}`),
      }),
    ).then((r) => r.league);

  it('100 concurrent enrollments into a league with room for 12: 12 charged, the rest refused with no money moved', async () => {
    const league = await newLeague({ priceCents: 1_500, maxTeams: 12 });
    const userIds = await insertUsers(t.db, 100);
    // 85 can pay, 15 cannot: whatever order the races take, only 12 are charged.
    await fund(userIds.slice(0, 85), 2_000);
    const results = await Promise.all(userIds.map((id) => outcome(run(id, (ctx) => enrollInLeague(ctx, { leagueId: league.id })))));
    const ok = userIds.filter((_, i) => results[i] === 'ok');
    expect(ok).toHaveLength(12);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'CONFLICT' || r === 'INSUFFICIENT_FUNDS')).toBe(true);

    const rows = await t.db.select().from(requests).where(eq(requests.leagueId, league.id));
    expect(rows.map((r) => r.userId).sort()).toEqual([...ok].sort());
    expect(rows.every((r) => r.status === 'pending' && Number(r.entryFeeCents) === 1_500)).toBe(true);
    const fees = await t.db
      .select()
      .from(walletEntries)
      .where(
        and(
          eq(walletEntries.kind, 'entry_fee'),
          inArray(
            walletEntries.referenceId,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(fees).toHaveLength(12);
    for (const [i, id] of userIds.entries()) {
      const expected = i < 85 ? (ok.includes(id) ? 500 : 2_000) : 0;
      expect(await balance(id)).toBe(expected);
    }
    await expectLedgerOk(t.db);
  });

  it('one user enrolling ten times at once is charged once', async () => {
    const league = await newLeague({ priceCents: 700 });
    const [userId] = (await insertUsers(t.db, 1)) as [string];
    await fund([userId], 10_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => outcome(run(userId, (ctx) => enrollInLeague(ctx, { leagueId: league.id })))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'CONFLICT')).toHaveLength(9);
    expect(await balance(userId)).toBe(9_300);
    await expectLedgerOk(t.db);
  });

  it('reject, reject, approve at once on each request: one wins, the fee comes back exactly once when a reject wins', async () => {
    const league = await newLeague({ priceCents: 1_000 });
    const userIds = await insertUsers(t.db, 10);
    await fund(userIds, 1_000);
    const enrollments: Array<Awaited<ReturnType<typeof enrollInLeague>>> = [];
    for (const id of userIds) enrollments.push(await run(id, (ctx) => enrollInLeague(ctx, { leagueId: league.id })));
    const races = await Promise.all(
      enrollments.map(async (e) => {
        const requestId = e.enrollment.requestId;
        const calls = [
          outcome(asAdmin((ctx) => rejectRequest(ctx, { requestId }))),
          outcome(asAdmin((ctx) => rejectRequest(ctx, { requestId }))),
          outcome(asAdmin((ctx) => approveRequest(ctx, { requestId }))),
          outcome(asAdmin((ctx) => rejectRequest(ctx, { requestId }))),
        ];
        return Promise.all(calls);
      }),
    );
    for (const [i, results] of races.entries()) {
      expect(
        results.filter((r) => r === 'ok'),
        `request ${i}`,
      ).toHaveLength(1);
      expect(results.filter((r) => r === 'CONFLICT')).toHaveLength(3);
      const requestId = enrollments[i]!.enrollment.requestId;
      const [row] = await t.db.select().from(requests).where(eq(requests.id, requestId));
      const refunds = await t.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.referenceId, requestId), eq(walletEntries.kind, 'refund')));
      expect(refunds).toHaveLength(row!.status === 'rejected' ? 1 : 0);
      expect(await balance(userIds[i]!)).toBe(row!.status === 'rejected' ? 1_000 : 0);
    }
    await expectLedgerOk(t.db);
  });

  it('champion set by 20 concurrent clicks (different teams): one wins, the prize is paid once', async () => {
    const league = await newLeague({ priceCents: 0, winningPriceCents: 25_000, maxTeams: 20 });
    const userIds = await insertUsers(t.db, 20);
    const teamIds: string[] = [];
    for (const [i, id] of userIds.entries()) {
      await asAdmin((ctx) => addLeagueTeam(ctx, { leagueId: league.id, name: `Team ${i}`, userId: id }));
    }
    for (const row of await t.db.select({ id: leagueTeams.id }).from(leagueTeams).where(eq(leagueTeams.leagueId, league.id))) teamIds.push(row.id);
    await asAdmin((ctx) => setLeagueStatus(ctx, { leagueId: league.id, status: 'started' }));
    const results = await Promise.all(teamIds.map((teamId) => outcome(asAdmin((ctx) => setChampion(ctx, { leagueId: league.id, teamId })))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'CONFLICT')).toHaveLength(19);
    const prizes = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'prize'), eq(walletEntries.referenceId, league.id)));
    expect(prizes).toHaveLength(1);
    expect(Number(prizes[0]!.amountCents)).toBe(25_000);
    const [row] = await t.db.select().from(leagues).where(eq(leagues.id, league.id));
    expect(row!.status).toBe('completed');
    const [winner] = await t.db.select().from(leagueTeams).where(eq(leagueTeams.id, row!.championTeamId!));
    expect(prizes[0]!.userId).toBe(winner!.userId);
    // A later click for the same team changes nothing either.
    expect(await outcome(asAdmin((ctx) => setChampion(ctx, { leagueId: league.id, teamId: winner!.id })))).toBe('CONFLICT');
    await expectLedgerOk(t.db);
  });

  it('deleting a league while admins reject its requests: every fee refunded exactly once', async () => {
    const league = await newLeague({ priceCents: 900 });
    const userIds = await insertUsers(t.db, 8);
    await fund(userIds, 900);
    const enrollments: Array<Awaited<ReturnType<typeof enrollInLeague>>> = [];
    for (const id of userIds) enrollments.push(await run(id, (ctx) => enrollInLeague(ctx, { leagueId: league.id })));
    await asAdmin((ctx) => approveRequest(ctx, { requestId: enrollments[0]!.enrollment.requestId }));
    const results = await Promise.all([
      outcome(asAdmin((ctx) => deleteLeague(ctx, { leagueId: league.id }))),
      ...enrollments.slice(1).map((e) => outcome(asAdmin((ctx) => rejectRequest(ctx, { requestId: e.enrollment.requestId })))),
    ]);
    expect(results[0]).toBe('ok');
    for (const id of userIds) expect(await balance(id)).toBe(900);
    const ids = enrollments.map((e) => e.enrollment.requestId);
    const refunds = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'refund'), inArray(walletEntries.referenceId, ids)));
    expect(refunds).toHaveLength(8);
    expect(new Set(refunds.map((r) => r.referenceId)).size).toBe(8);
    expect((await t.db.select().from(requests).where(inArray(requests.id, ids))).every((r) => r.status === 'rejected' && r.leagueId === null)).toBe(true);
    await expectLedgerOk(t.db);
  });

  it('cancelling a league refunds every held fee exactly once, beside concurrent rejects and a second cancel', async () => {
    const league = await newLeague({ priceCents: 700 });
    const userIds = await insertUsers(t.db, 6);
    await fund(userIds, 700);
    const enrollments: Array<Awaited<ReturnType<typeof enrollInLeague>>> = [];
    for (const id of userIds) enrollments.push(await run(id, (ctx) => enrollInLeague(ctx, { leagueId: league.id })));
    await asAdmin((ctx) => approveRequest(ctx, { requestId: enrollments[0]!.enrollment.requestId }));
    await run(userIds[0]!, async (ctx) => {
      const [club] = await ctx.tx.select().from(leagueAvailableTeams).where(eq(leagueAvailableTeams.leagueId, league.id)).limit(1);
      return selectLeagueTeam(ctx, { leagueId: league.id, availableTeamId: club!.id });
    });
    const results = await Promise.all([
      outcome(asAdmin((ctx) => setLeagueStatus(ctx, { leagueId: league.id, status: 'cancelled' }))),
      outcome(asAdmin((ctx) => setLeagueStatus(ctx, { leagueId: league.id, status: 'cancelled' }))),
      ...enrollments.slice(1, 3).map((e) => outcome(asAdmin((ctx) => rejectRequest(ctx, { requestId: e.enrollment.requestId })))),
    ]);
    expect(results.slice(0, 2)).toEqual(['ok', 'ok']);
    // Approved (with a team) and pending alike: each user has their fee back, once.
    for (const id of userIds) expect(await balance(id)).toBe(700);
    const ids = enrollments.map((e) => e.enrollment.requestId);
    const refunds = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'refund'), inArray(walletEntries.referenceId, ids)));
    expect(refunds).toHaveLength(6);
    expect(new Set(refunds.map((r) => r.referenceId)).size).toBe(6);
    expect((await t.db.select().from(requests).where(inArray(requests.id, ids))).every((r) => r.status === 'rejected')).toBe(true);
    // Moving it on and cancelling again, or deleting it, moves no more money.
    await asAdmin((ctx) => setLeagueStatus(ctx, { leagueId: league.id, status: 'active' }));
    const again = await asAdmin((ctx) => setLeagueStatus(ctx, { leagueId: league.id, status: 'cancelled' }));
    expect(again.message).toBe('League status updated successfully');
    expect((await asAdmin((ctx) => deleteLeague(ctx, { leagueId: league.id }))).refundedCount).toBe(0);
    for (const id of userIds) expect(await balance(id)).toBe(700);
    await expectLedgerOk(t.db);
  });

  it('a completed league cancelled afterwards keeps its fees (the season was played)', async () => {
    const league = await newLeague({ priceCents: 500, winningPriceCents: 0 });
    const [userId] = (await insertUsers(t.db, 1)) as [string];
    await fund([userId], 500);
    const e = await run(userId, (ctx) => enrollInLeague(ctx, { leagueId: league.id }));
    await asAdmin((ctx) => approveRequest(ctx, { requestId: e.enrollment.requestId }));
    await asAdmin((ctx) => setLeagueStatus(ctx, { leagueId: league.id, status: 'completed' }));
    await asAdmin((ctx) => setLeagueStatus(ctx, { leagueId: league.id, status: 'cancelled' }));
    expect(await balance(userId)).toBe(0);
    await expectLedgerOk(t.db);
  });

  it('two users picking the same team name at once: one gets it', async () => {
    const league = await newLeague({ priceCents: 0 });
    const userIds = await insertUsers(t.db, 2);
    for (const id of userIds) {
      const e = await run(id, (ctx) => enrollInLeague(ctx, { leagueId: league.id }));
      await asAdmin((ctx) => approveRequest(ctx, { requestId: e.enrollment.requestId }));
    }
    const [club] = await t.db.select().from(leagueAvailableTeams).where(eq(leagueAvailableTeams.leagueId, league.id)).limit(1);
    const results = await Promise.all(
      userIds.map((id) => outcome(run(id, (ctx) => selectLeagueTeam(ctx, { leagueId: league.id, availableTeamId: club!.id })))),
    );
    expect(results.sort()).toEqual(['CONFLICT', 'ok']);
    expect(await t.db.select().from(leagueTeams).where(eq(leagueTeams.leagueId, league.id))).toHaveLength(1);
  });

  it('standings equal a recomputation from the scored matches after a seeded random run of score inserts, edits and deletes', async () => {
    const seed = Number(process.env.LEAGUE_RANDOM_SEED ?? 8675309);
    const random = prng(seed);
    const league = await newLeague({ priceCents: 0, maxTeams: 10 });
    for (let i = 0; i < 8; i += 1) await asAdmin((ctx) => addLeagueTeam(ctx, { leagueId: league.id, name: `R${i}` }));
    await asAdmin((ctx) => setLeagueStatus(ctx, { leagueId: league.id, status: 'started' }));
    await asAdmin((ctx) =>
      generateSchedule(ctx, { leagueId: league.id, startDate: new Date('2026-12-01T00:00:00Z'), endDate: new Date('2026-12-10T00:00:00Z'), random }),
    );
    const teamIds = (await t.db.select({ id: leagueTeams.id }).from(leagueTeams).where(eq(leagueTeams.leagueId, league.id))).map((r) => r.id);
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
    const score = () => (random() < 0.15 ? null : `${Math.floor(random() * 5)}-${Math.floor(random() * 5)}`);
    const matchIds = async () =>
      (await t.db.select({ id: leagueMatches.id }).from(leagueMatches).where(eq(leagueMatches.leagueId, league.id))).map((r) => r.id);

    const verify = async (label: string) => {
      const teams = await t.db.select({ id: leagueTeams.id, name: leagueTeams.name }).from(leagueTeams).where(eq(leagueTeams.leagueId, league.id));
      const matches = await t.db.select().from(leagueMatches).where(eq(leagueMatches.leagueId, league.id));
      const expected = computeStandings(teams, matches);
      const stored = await standingsOf(t.db, league.id);
      expect(
        stored.map((s) => [s.teamId, s.position, s.matchesPlayed, s.wins, s.draws, s.losses, s.goalsFor, s.goalsAgainst, s.points]),
        label,
      ).toEqual(expected.map((s) => [s.teamId, s.position, s.matchesPlayed, s.wins, s.draws, s.losses, s.goalsFor, s.goalsAgainst, s.points]));
      const rows = await t.db.select().from(leagueRankings).where(eq(leagueRankings.leagueId, league.id));
      expect(rows).toHaveLength(teams.length);
    };

    const counts = { score: 0, clear: 0, edit: 0, create: 0, delete: 0, refused: 0 };
    for (let batch = 0; batch < 5; batch += 1) {
      const ids = await matchIds();
      const tasks = Array.from({ length: 30 }, () => {
        const r = random();
        const matchId = pick(ids);
        if (r < 0.5) {
          const s = score();
          counts[s === null ? 'clear' : 'score'] += 1;
          return () => outcome(asAdmin((ctx) => setLeagueMatchScore(ctx, { matchId, score: s })));
        }
        if (r < 0.7) {
          counts.edit += 1;
          const [a, b] = [pick(teamIds), pick(teamIds)];
          return () =>
            outcome(asAdmin((ctx) => updateLeagueMatch(ctx, { matchId, team1Id: a, team2Id: b, date: new Date('2026-12-05T12:00:00Z'), score: score() })));
        }
        if (r < 0.85) {
          counts.create += 1;
          const [a, b] = [pick(teamIds), pick(teamIds)];
          return () =>
            outcome(
              asAdmin((ctx) => createLeagueMatch(ctx, { leagueId: league.id, team1Id: a, team2Id: b, date: new Date('2026-12-06T12:00:00Z'), score: score() })),
            );
        }
        counts.delete += 1;
        return () => outcome(asAdmin((ctx) => deleteLeagueMatch(ctx, { matchId })));
      });
      const results = await runBounded(6, tasks);
      // Lost races (a deleted match edited) and same-team edits are refused cleanly, never a crash.
      expect(results.every((r) => r === 'ok' || r === 'NOT_FOUND' || r === 'VALIDATION')).toBe(true);
      counts.refused += results.filter((r) => r !== 'ok').length;
      await verify(`after batch ${batch}`);
    }
    expect(counts.score).toBeGreaterThan(20);
    expect(counts.clear + counts.edit + counts.create + counts.delete).toBeGreaterThan(20);
    const played = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leagueMatches)
      .where(and(eq(leagueMatches.leagueId, league.id), sql`${leagueMatches.score} is not null`));
    expect(Number(played[0]!.n)).toBeGreaterThan(0);
  });

  it('the ledger check notices a refund paid twice (it can fail)', async () => {
    const league = await newLeague({ priceCents: 400 });
    const [userId] = (await insertUsers(t.db, 1)) as [string];
    await fund([userId], 400);
    const e = await run(userId, (ctx) => enrollInLeague(ctx, { leagueId: league.id }));
    await asAdmin((ctx) => rejectRequest(ctx, { requestId: e.enrollment.requestId }));
    await expectLedgerOk(t.db);
    await t.db.transaction((tx) =>
      postLedgerMove(tx, {
        userId,
        kind: 'refund',
        amountCents: 400,
        counterAccount: 'entry_fees',
        referenceType: 'request',
        referenceId: e.enrollment.requestId,
      }),
    );
    const report = await checkLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([expect.objectContaining({ kind: 'request', id: e.enrollment.requestId })]);
    // Put the books right again (an adjustment cannot undo a refund's reference; a compensating entry does).
    await t.db.transaction((tx) =>
      postLedgerMove(tx, {
        userId,
        kind: 'refund',
        amountCents: -400,
        counterAccount: 'entry_fees',
        referenceType: 'request',
        referenceId: e.enrollment.requestId,
      }),
    );
    await expectLedgerOk(t.db);
  });
});

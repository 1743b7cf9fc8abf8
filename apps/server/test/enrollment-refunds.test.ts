import { inEnglish } from './notification-text.js';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, requests, walletEntries } from '../src/db/schema/index.js';
import type { UseCaseContext } from '../src/lib/use-case.js';
import { approveRequest, rejectRequest } from '../src/modules/enrollments/index.js';
import {
  addLeagueTeam,
  createLeague,
  deleteLeague,
  enrollInLeague,
  setChampion as setLeagueChampion,
  setLeagueStatus,
} from '../src/modules/leagues/testing.js';
import {
  addTournamentTeam,
  createTournament,
  deleteTournament,
  enrollInTournament,
  setChampion as setTournamentChampion,
  setTournamentStatus,
} from '../src/modules/tournaments/testing.js';
import { getWalletState, postLedgerMove } from '../src/modules/wallet/index.js';
import { adjustWallet } from '../src/modules/wallet/testing.js';
import { createTestApp, type TestApp } from './helpers.js';
import { actor, outcome, runAs } from './use-case.js';
import { expectLedgerOk, insertUsers } from './wallet-helpers.js';

/**
 * Every way an entry fee comes back — an admin rejects the request, a league is cancelled, a tournament is
 * cancelled — goes through the enrollment core's one refund, which pays what the ledger says is still owed
 * (fee minus refunds so far), once. The ledger check runs clean after each test.
 */
describe('one refund for every way an entry fee comes back', () => {
  const FEE = 1_000;
  let t: TestApp;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 20 });
    [adminId] = (await insertUsers(t.db, 1, 'admin')) as [string];
  });
  afterAll(() => t.close());

  const asAdmin = <T>(fn: (ctx: UseCaseContext) => Promise<T>) => runAs(t.db, actor(adminId, 'admin'), fn);
  const available = async (userId: string) => (await getWalletState(t.db, userId)).availableCents;
  const refundsOf = (requestIds: string[]) =>
    t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'refund'), inArray(walletEntries.referenceId, requestIds)));

  /** A league or a tournament with a fee, its enroll and its cancel, as the enrollment core sees them. */
  const kinds = {
    league: {
      create: async (prizeCents = 0) =>
        (
          await asAdmin((ctx) =>
            createLeague(ctx, {
              name: `Refund League ${Math.random().toString(36).slice(2, 8)}`,
              description: null,
              startDate: new Date('2026-12-01T00:00:00Z'),
              endDate: new Date('2026-12-20T00:00:00Z'),
              priceCents: FEE,
              winningPriceCents: prizeCents,
              maxTeams: 12,
            }),
          )
        ).league.id,
      enroll: async (userId: string, id: string) => (await runAs(t.db, actor(userId), (ctx) => enrollInLeague(ctx, { leagueId: id }))).enrollment.requestId,
      cancel: (id: string) => asAdmin((ctx) => setLeagueStatus(ctx, { leagueId: id, status: 'cancelled' })),
      remove: (id: string) => asAdmin((ctx) => deleteLeague(ctx, { leagueId: id })),
    },
    tournament: {
      create: async (prizeCents = 0) =>
        (
          await asAdmin((ctx) =>
            createTournament(ctx, {
              name: `Refund Cup ${Math.random().toString(36).slice(2, 8)}`,
              startDate: '2026-12-01',
              endDate: '2026-12-08',
              priceCents: FEE,
              winningPriceCents: prizeCents,
              status: 'upcoming',
            }),
          )
        ).id,
      enroll: async (userId: string, id: string) => (await runAs(t.db, actor(userId), (ctx) => enrollInTournament(ctx, { tournamentId: id }))).requestId,
      cancel: (id: string) => asAdmin((ctx) => setTournamentStatus(ctx, { tournamentId: id, status: 'cancelled' })),
      remove: (id: string) => asAdmin((ctx) => deleteTournament(ctx, { tournamentId: id })),
    },
  };

  const enrolledPlayers = async (kind: keyof typeof kinds, count: number) => {
    const id = await kinds[kind].create();
    const userIds = await insertUsers(t.db, count);
    const requestIds: string[] = [];
    for (const userId of userIds) {
      await asAdmin((ctx) => adjustWallet(ctx, { userId, amountCents: FEE }));
      requestIds.push(await kinds[kind].enroll(userId, id));
    }
    return { id, userIds, requestIds };
  };

  const triggers = [
    {
      name: 'request rejection (league)',
      kind: 'league' as const,
      fire: (_id: string, requestId: string) => asAdmin((ctx) => rejectRequest(ctx, { requestId })),
    },
    {
      name: 'request rejection (tournament)',
      kind: 'tournament' as const,
      fire: (_id: string, requestId: string) => asAdmin((ctx) => rejectRequest(ctx, { requestId })),
    },
    { name: 'league cancel', kind: 'league' as const, fire: (id: string) => kinds.league.cancel(id) },
    { name: 'tournament cancel', kind: 'tournament' as const, fire: (id: string) => kinds.tournament.cancel(id) },
  ];

  for (const trigger of triggers) {
    it(`${trigger.name} pays back what the ledger says is still owed, once`, async () => {
      const { id, userIds, requestIds } = await enrolledPlayers(trigger.kind, 1);
      const [userId, requestId] = [userIds[0]!, requestIds[0]!];
      expect(await available(userId)).toBe(0);
      // A part of the fee already came back (an earlier partial refund on the ledger): only the rest is owed.
      await asAdmin((ctx) =>
        postLedgerMove(ctx.tx, {
          userId,
          kind: 'refund',
          amountCents: 300,
          counterAccount: 'entry_fees',
          referenceType: 'request',
          referenceId: requestId,
          actorId: adminId,
          note: 'partial refund',
        }),
      );
      await trigger.fire(id, requestId);
      expect(await available(userId)).toBe(FEE);
      expect((await refundsOf([requestId])).map((r) => Number(r.amountCents)).sort()).toEqual([300, 700]);
      // A second trigger of any kind moves nothing more.
      await outcome(trigger.fire(id, requestId));
      await outcome(kinds[trigger.kind].remove(id));
      expect(await available(userId)).toBe(FEE);
      await expectLedgerOk(t.db);
    });
  }

  it('a cancelled tournament repays pending and approved entries alike, and tells each player', async () => {
    const { id, userIds, requestIds } = await enrolledPlayers('tournament', 3);
    await asAdmin((ctx) => approveRequest(ctx, { requestId: requestIds[0]! }));
    const cancelled = await kinds.tournament.cancel(id);
    expect(cancelled.status).toBe('cancelled');
    for (const userId of userIds) expect(await available(userId)).toBe(FEE);
    expect((await t.db.select().from(requests).where(inArray(requests.id, requestIds))).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const told = (await t.db.select().from(notifications).where(inArray(notifications.userId, userIds))).map(inEnglish);
    expect(told.filter((n) => n.message.includes('was cancelled. Your entry fee of $10.00 has been refunded'))).toHaveLength(3);
    await expectLedgerOk(t.db);
  });

  for (const kind of ['league', 'tournament'] as const) {
    it.skipIf(process.env.TEST_DB !== 'postgres')(`${kind}: two cancels and two rejections at once repay each player exactly once`, async () => {
      const { id, userIds, requestIds } = await enrolledPlayers(kind, 4);
      await asAdmin((ctx) => approveRequest(ctx, { requestId: requestIds[0]! }));
      const results = await Promise.all([
        outcome(kinds[kind].cancel(id)),
        outcome(kinds[kind].cancel(id)),
        ...requestIds.slice(1, 3).map((requestId) => outcome(asAdmin((ctx) => rejectRequest(ctx, { requestId })))),
      ]);
      expect(results.slice(0, 2)).toEqual(['ok', 'ok']);
      for (const userId of userIds) expect(await available(userId)).toBe(FEE);
      const refunds = await refundsOf(requestIds);
      expect(refunds).toHaveLength(4);
      expect(new Set(refunds.map((r) => r.referenceId)).size).toBe(4);
      await expectLedgerOk(t.db);
    });
  }

  it('a competition whose champion was paid stays Completed: any other status is refused with the reason', async () => {
    const [leagueChampion, cupChampion] = (await insertUsers(t.db, 2)) as [string, string];
    const leagueId = await kinds.league.create(2_000);
    const team = await asAdmin((ctx) => addLeagueTeam(ctx, { leagueId, name: 'Paid FC', userId: leagueChampion }));
    await asAdmin((ctx) => setLeagueStatus(ctx, { leagueId, status: 'started' }));
    await asAdmin((ctx) => setLeagueChampion(ctx, { leagueId, teamId: team.league.teams.find((x) => x.name === 'Paid FC')!.id }));
    const tournamentId = await kinds.tournament.create(3_000);
    await asAdmin((ctx) => setTournamentStatus(ctx, { tournamentId, status: 'active' }));
    const cupTeam = await asAdmin((ctx) => addTournamentTeam(ctx, { tournamentId, name: 'Paid United', userId: cupChampion }));
    await asAdmin((ctx) => setTournamentChampion(ctx, { tournamentId, teamId: cupTeam.team.id }));

    for (const status of ['active', 'started', 'cancelled'] as const) {
      await expect(asAdmin((ctx) => setLeagueStatus(ctx, { leagueId, status }))).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'This league has a champion and its prize is paid or awaiting approval, so it stays Completed.',
      });
    }
    for (const status of ['upcoming', 'active', 'cancelled'] as const) {
      await expect(asAdmin((ctx) => setTournamentStatus(ctx, { tournamentId, status }))).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'This tournament has a champion and its prize is paid or awaiting approval, so it stays Completed.',
      });
    }
    expect((await asAdmin((ctx) => setLeagueStatus(ctx, { leagueId, status: 'completed' }))).league.status).toBe('completed');
    expect([await available(leagueChampion), await available(cupChampion)]).toEqual([2_000, 3_000]);
    await expectLedgerOk(t.db);
  });
});

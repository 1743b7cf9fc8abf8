import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, deleteLeague, enrollInLeague } from '../src/modules/leagues/testing.js';
import { createTournament, deleteTournament, enrollInTournament } from '../src/modules/tournaments/testing.js';
import { adjustWallet } from '../src/modules/wallet/testing.js';
import { getWalletState } from '../src/modules/wallet/index.js';
import { createTestApp, type TestApp } from './helpers.js';
import { actor, runAs } from './use-case.js';
import { expectLedgerOk, insertUsers } from './wallet-helpers.js';

/**
 * Deleting a competition refunds every player who paid to enter, one wallet after another. Two deletions
 * that refund the same players in opposite orders would each hold one wallet and wait for the other's:
 * a deadlock. Refunds go in user id order (`inWalletOrder`), so any number of deletions at once commit.
 * PostgreSQL only (PGlite runs one transaction at a time).
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('refunds of several players at once', () => {
  const PAIRS = 8;
  let t: TestApp;
  let admin: string;
  let first: string;
  let second: string;

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 12 });
    [admin] = (await insertUsers(t.db, 1, 'admin')) as [string];
    [first, second] = (await insertUsers(t.db, 2)) as [string, string];
    for (const user of [first, second]) await runAs(t.db, actor(admin, 'admin'), (ctx) => adjustWallet(ctx, { userId: user, amountCents: 90_000 }));
  });
  afterAll(() => t.close());

  const asAdmin = <T>(fn: Parameters<typeof runAs<T>>[2]) => runAs(t.db, actor(admin, 'admin'), fn);
  const available = async (userId: string) => (await getWalletState(t.db, userId)).availableCents;

  it('deleting tournaments entered by the same players in opposite orders refunds every fee once', async () => {
    const before = [await available(first), await available(second)];
    const ids: string[] = [];
    for (let i = 0; i < PAIRS * 2; i += 1) {
      const tournament = await asAdmin((ctx) =>
        createTournament(ctx, {
          name: `Order Cup ${i}`,
          startDate: '2026-12-01',
          endDate: '2026-12-08',
          priceCents: 1_000,
          winningPriceCents: 0,
          status: 'active',
        }),
      );
      // Half are entered first-then-second, half second-then-first.
      for (const user of i % 2 === 0 ? [first, second] : [second, first])
        await runAs(t.db, actor(user), (ctx) => enrollInTournament(ctx, { tournamentId: tournament.id }));
      ids.push(tournament.id);
    }
    const outcomes = await Promise.allSettled(ids.map((id) => asAdmin((ctx) => deleteTournament(ctx, { tournamentId: id }))));
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason))).toEqual([]);
    expect([await available(first), await available(second)]).toEqual(before);
    await expectLedgerOk(t.db);
  });

  it('deleting leagues entered by the same players in opposite orders refunds every fee once', async () => {
    const before = [await available(first), await available(second)];
    const ids: string[] = [];
    for (let i = 0; i < PAIRS * 2; i += 1) {
      const { league } = await asAdmin((ctx) =>
        createLeague(ctx, {
          name: `Order League ${i}`,
          description: null,
          startDate: new Date('2026-12-01T00:00:00Z'),
          endDate: new Date('2026-12-20T00:00:00Z'),
          priceCents: 1_000,
          winningPriceCents: 0,
          maxTeams: 4,
        }),
      );
      for (const user of i % 2 === 0 ? [first, second] : [second, first]) await runAs(t.db, actor(user), (ctx) => enrollInLeague(ctx, { leagueId: league.id }));
      ids.push(league.id);
    }
    const outcomes = await Promise.allSettled(ids.map((id) => asAdmin((ctx) => deleteLeague(ctx, { leagueId: id }))));
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason))).toEqual([]);
    expect([await available(first), await available(second)]).toEqual(before);
    await expectLedgerOk(t.db);
  });
});

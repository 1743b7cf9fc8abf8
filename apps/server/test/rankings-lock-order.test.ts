import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdempotent } from '../src/lib/idempotency.js';
import { addTournamentTeam, createTournament, deleteTournament, enrollInTournament, setChampion } from '../src/modules/tournaments/testing.js';
import { adjustWallet } from '../src/modules/wallet/testing.js';
import { createTestApp, type TestApp } from './helpers.js';
import { actor, asUseCase, runAs } from './use-case.js';
import { expectLedgerOk, insertUsers } from './wallet-helpers.js';

const RANKINGS_LOCK = 727_011;

/**
 * The ranking recomputation takes a process-wide lock. Taken in the middle of a use case, a transaction
 * could hold it while waiting for a wallet row that another transaction holds while queueing for the lock:
 * a deadlock (seen once in the seeded random money run). The recomputation therefore runs at the end of
 * the use case. This test forces the bad interleaving on PostgreSQL: with the lock held elsewhere, a team
 * is added and crowned with a prize (a result change, then a prize to the player's wallet) while the
 * player's entry fee in another tournament is refunded by its deletion (a wallet move, then a result
 * change). Both must commit.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('ranking recomputation and row locks', () => {
  let t: TestApp;
  let admin: string;
  let player: string;

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 6 });
    [admin] = (await insertUsers(t.db, 1, 'admin')) as [string];
    [player] = (await insertUsers(t.db, 1)) as [string];
    await runAs(t.db, actor(admin, 'admin'), (ctx) => adjustWallet(ctx, { userId: player, amountCents: 50_000 }));
  });
  afterAll(() => t.close());

  const tournament = (name: string, priceCents: number, winningPriceCents: number) =>
    runAs(t.db, actor(admin, 'admin'), (ctx) =>
      createTournament(ctx, { name, startDate: '2026-12-01', endDate: '2026-12-08', priceCents, winningPriceCents, status: 'active' }),
    );
  /** Backends of this database waiting for any lock. */
  const waiting = async () => {
    const result = await t.db.execute<{ n: number }>(
      sql`select count(distinct l.pid)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid where not l.granted and a.datname = current_database()`,
    );
    return result.rows[0]!.n;
  };
  const until = async (condition: () => Promise<boolean>) => {
    while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
  };

  it('a prize after a result change and a refund before one both commit while the lock is contended', async () => {
    const paid = await tournament('Entry Cup', 500, 0);
    await runAs(t.db, actor(player), (ctx) => enrollInTournament(ctx, { tournamentId: paid.id }));
    const crowned = await tournament('Prize Cup', 0, 10_000);

    // Hold the ranking lock in a transaction of our own until both use cases are queued behind it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RANKINGS_LOCK})`);
      holding();
      await released;
    });
    await held;

    const scope = (path: string) => ({ userId: admin, key: undefined, method: 'POST', path, body: null });
    const crown = runIdempotent(
      t.db,
      scope('/crown'),
      asUseCase(actor(admin, 'admin'), async (ctx) => {
        const { team } = await addTournamentTeam(ctx, { tournamentId: crowned.id, name: 'Crowned', userId: player });
        return { statusCode: 200, body: await setChampion(ctx, { tournamentId: crowned.id, teamId: team.id }) };
      }),
    );
    await until(async () => (await waiting()) >= 1);
    const remove = runIdempotent(
      t.db,
      scope('/delete'),
      asUseCase(actor(admin, 'admin'), async (ctx) => ({ statusCode: 200, body: await deleteTournament(ctx, { tournamentId: paid.id }) })),
    );
    await until(async () => (await waiting()) >= 2);
    release();
    await holder;

    const [crownOutcome, removeOutcome] = await Promise.allSettled([crown, remove]);
    expect(crownOutcome.status, String((crownOutcome as PromiseRejectedResult).reason)).toBe('fulfilled');
    expect(removeOutcome.status, String((removeOutcome as PromiseRejectedResult).reason)).toBe('fulfilled');
    await expectLedgerOk(t.db);
    const ranking = await t.db.execute<{ earnings: string; won: number }>(
      sql`select total_earnings_cents::text as earnings, tournaments_won as won from global_rankings where user_id = ${player}`,
    );
    expect(ranking.rows[0]).toEqual({ earnings: '10000', won: 1 });
  });
});

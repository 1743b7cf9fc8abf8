import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests, teams, tournaments, walletEntries } from '../src/db/schema/index.js';
import { adjustWallet } from '../src/modules/wallet/testing.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { postLedgerMove } from '../src/modules/wallet/index.js';
import {
  advanceTeam,
  advanceTournament,
  createTournament as createTournamentUseCase,
  deleteTournament,
  enrollInTournament,
  setChampion,
} from '../src/modules/tournaments/testing.js';
import { rowsOf } from '../src/lib/rows-of.js';
import { createTestApp, type TestApp } from './helpers.js';
import { runAs } from './tournament-helpers.js';
import { outcome } from './use-case.js';
import { expectLedgerOk, insertUsers } from './wallet-helpers.js';

/**
 * Money under concurrency (docs/architecture.md, "Money"): enrollments into the 8 places, the prize paid once however
 * often and however concurrently a tournament is completed, deletion refunds once. Every use case runs
 * in its own transaction, as its route does; on PostgreSQL they really race (a pool of connections).
 */
describe('tournament money', () => {
  let t: TestApp;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 20 });
    [adminId] = (await insertUsers(t.db, 1, 'admin')) as [string];
  });
  afterAll(() => t.close());

  const fundUsers = async (ids: string[], cents: number) => {
    for (const id of ids) await runAs(t.db, adminId, (ctx) => adjustWallet(ctx, { userId: id, amountCents: cents }));
  };
  const newTournament = (overrides: Record<string, unknown> = {}) =>
    runAs(t.db, adminId, (ctx) =>
      createTournamentUseCase(ctx, {
        name: `Race ${Math.random().toString(36).slice(2, 7)}`,
        startDate: '2026-12-01',
        endDate: '2026-12-09',
        priceCents: 2_000,
        winningPriceCents: 30_000,
        status: 'active',
        ...overrides,
      }),
    );
  const balances = async (ids: string[]) => {
    const rows = await t.db.execute(
      sql`select user_id::text as id, balance_cents::text as b from wallets where user_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    const list = rowsOf<{ id: string; b: string }>(rows);
    return new Map(list.map((r) => [r.id, Number(r.b)]));
  };

  it('40 concurrent enrollments into 8 places: 8 charged, 32 refused with no money moved', async () => {
    const tournament = await newTournament();
    const userIds = await insertUsers(t.db, 40);
    await fundUsers(userIds, 5_000);
    const outcomes = await Promise.all(userIds.map((id) => outcome(runAs(t.db, id, (ctx) => enrollInTournament(ctx, { tournamentId: tournament.id })))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(8);
    expect(outcomes.filter((o) => o === 'CONFLICT')).toHaveLength(32);

    const rows = await t.db.select().from(requests).where(eq(requests.tournamentId, tournament.id));
    expect(rows).toHaveLength(8);
    const enrolled = new Set(rows.map((r) => r.userId));
    const after = await balances(userIds);
    for (const id of userIds) expect(after.get(id), id).toBe(enrolled.has(id) ? 3_000 : 5_000);
    const fees = await t.db
      .select()
      .from(walletEntries)
      .where(
        and(
          eq(walletEntries.kind, 'entry_fee'),
          sql`${walletEntries.userId} in (${sql.join(
            userIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        ),
      );
    expect(fees).toHaveLength(8);
    await expectLedgerOk(t.db);
  });

  it('the same user enrolling 10 times at once is charged once', async () => {
    const tournament = await newTournament();
    const [userId] = (await insertUsers(t.db, 1)) as [string];
    await fundUsers([userId], 100_000);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => outcome(runAs(t.db, userId, (ctx) => enrollInTournament(ctx, { tournamentId: tournament.id })))),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect((await balances([userId])).get(userId)).toBe(98_000);
    await expectLedgerOk(t.db);
  });

  /** A tournament with a decided final between two owned teams, ready to complete. */
  async function readyFinal() {
    const tournament = await newTournament({ winningPriceCents: 30_000 });
    const owners = await insertUsers(t.db, 2);
    const [a, b] = await t.db
      .insert(teams)
      .values(owners.map((userId, i) => ({ tournamentId: tournament.id, name: `Finalist ${i}`, userId, status: 'finalist' })))
      .returning();
    await t.db.execute(
      sql`insert into matches (tournament_id, team1_id, team2_id, winner_id, score, round_number, date) values (${tournament.id}, ${a!.id}, ${b!.id}, ${a!.id}, '2-1', 3, now())`,
    );
    return { tournament, owners, a: a!, b: b! };
  }

  const prizeEntries = (tournamentId: string) =>
    t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'prize'), eq(walletEntries.referenceType, 'tournament'), eq(walletEntries.referenceId, tournamentId)));

  it('the prize is paid once when Advance Tournament, Set Champion and Advance Team are clicked at once, repeatedly', async () => {
    for (let round = 0; round < 3; round++) {
      const { tournament, owners, a, b } = await readyFinal();
      const before = await balances(owners);
      const attempts = await Promise.all([
        outcome(runAs(t.db, adminId, (ctx) => advanceTournament(ctx, { tournamentId: tournament.id }))),
        outcome(runAs(t.db, adminId, (ctx) => setChampion(ctx, { tournamentId: tournament.id, teamId: b.id }))),
        outcome(runAs(t.db, adminId, (ctx) => advanceTeam(ctx, { teamId: a.id }))),
        outcome(runAs(t.db, adminId, (ctx) => advanceTournament(ctx, { tournamentId: tournament.id }))),
        outcome(runAs(t.db, adminId, (ctx) => setChampion(ctx, { tournamentId: tournament.id, teamId: a.id }))),
        outcome(runAs(t.db, adminId, (ctx) => advanceTeam(ctx, { teamId: b.id }))),
      ]);
      expect(
        attempts.filter((o) => o === 'ok'),
        attempts.join(),
      ).toHaveLength(1);
      expect(
        attempts.filter((o) => o !== 'ok').every((o) => o === 'CONFLICT'),
        attempts.join(),
      ).toBe(true);

      const [row] = await t.db.select().from(tournaments).where(eq(tournaments.id, tournament.id));
      expect(row!.status).toBe('completed');
      const champion = row!.championTeamId === a.id ? owners[0]! : owners[1]!;
      const prizes = await prizeEntries(tournament.id);
      expect(prizes.map((p) => [p.userId, Number(p.amountCents)])).toEqual([[champion, 30_000]]);
      const after = await balances(owners);
      for (const id of owners) expect((after.get(id) ?? 0) - (before.get(id) ?? 0)).toBe(id === champion ? 30_000 : 0);

      // Repeated completion afterwards: refused, nothing paid.
      expect(await outcome(runAs(t.db, adminId, (ctx) => advanceTournament(ctx, { tournamentId: tournament.id })))).toBe('CONFLICT');
      expect(await outcome(runAs(t.db, adminId, (ctx) => setChampion(ctx, { tournamentId: tournament.id, teamId: a.id })))).toBe('CONFLICT');
      expect(await prizeEntries(tournament.id)).toHaveLength(1);
    }
    await expectLedgerOk(t.db);
  });

  it('a removed champion team does not open the way to a second prize', async () => {
    const { tournament, a, b } = await readyFinal();
    expect(await outcome(runAs(t.db, adminId, (ctx) => setChampion(ctx, { tournamentId: tournament.id, teamId: a.id })))).toBe('ok');
    await t.db.delete(teams).where(eq(teams.id, a.id)); // champion_team_id is set null by the foreign key
    await t.db.update(tournaments).set({ status: 'active' }).where(eq(tournaments.id, tournament.id));
    expect(await outcome(runAs(t.db, adminId, (ctx) => setChampion(ctx, { tournamentId: tournament.id, teamId: b.id })))).toBe('ok');
    expect(await prizeEntries(tournament.id)).toHaveLength(1);
    await expectLedgerOk(t.db);
  });

  it('deleting a tournament while enrollments race refunds every charged fee exactly once', async () => {
    const tournament = await newTournament({ priceCents: 1_000 });
    const userIds = await insertUsers(t.db, 12);
    await fundUsers(userIds, 1_000);
    const results = await Promise.all([
      ...userIds.map((id) => outcome(runAs(t.db, id, (ctx) => enrollInTournament(ctx, { tournamentId: tournament.id })))),
      outcome(runAs(t.db, adminId, (ctx) => deleteTournament(ctx, { tournamentId: tournament.id }))),
      outcome(runAs(t.db, adminId, (ctx) => deleteTournament(ctx, { tournamentId: tournament.id }))),
    ]);
    expect(results.slice(-2).sort()).toEqual(['NOT_FOUND', 'ok']);
    // Whoever got in before the deletion was refunded; whoever came after found no tournament.
    const after = await balances(userIds);
    for (const id of userIds) expect(after.get(id), id).toBe(1_000);
    const open = await t.db
      .select()
      .from(requests)
      .where(
        and(
          sql`${requests.userId} in (${sql.join(
            userIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
          sql`${requests.status} <> 'rejected'`,
        ),
      );
    expect(open).toEqual([]);
    await expectLedgerOk(t.db);
  });

  it('the ledger check reports a second prize for one tournament and an enrollment left charged after rejection', async () => {
    const { tournament, owners } = await readyFinal();
    await runAs(t.db, adminId, (ctx) =>
      postLedgerMove(ctx.tx, {
        userId: owners[0]!,
        kind: 'prize',
        amountCents: 100,
        counterAccount: 'prizes',
        referenceType: 'tournament',
        referenceId: tournament.id,
      }),
    );
    await runAs(t.db, adminId, (ctx) =>
      postLedgerMove(ctx.tx, {
        userId: owners[0]!,
        kind: 'prize',
        amountCents: 100,
        counterAccount: 'prizes',
        referenceType: 'tournament',
        referenceId: tournament.id,
      }),
    );
    const [userId] = (await insertUsers(t.db, 1)) as [string];
    await fundUsers([userId], 5_000);
    const enrolled = await runAs(t.db, userId, (ctx) => enrollInTournament(ctx, { tournamentId: tournament.id }));
    await t.db.update(requests).set({ status: 'rejected' }).where(eq(requests.id, enrolled.requestId)); // rejected without its refund
    const report = await checkLedger(t.db);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'prize', id: tournament.id }),
        expect.objectContaining({ kind: 'request', id: enrolled.requestId }),
      ]),
    );
    // Broken on purpose: the check at close accepts these two and nothing else.
    t.acceptLedgerProblems(tournament.id, enrolled.requestId);
  });
});

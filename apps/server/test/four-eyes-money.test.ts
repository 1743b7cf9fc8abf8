import { inEnglish } from './notification-text.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdjustWalletResponse, LeagueChampionResponse, BracketActionResponse, PrizePayoutActionResponse, PrizePayoutList } from '@arena/shared';
import { auditLog, notifications, prizePayouts, systemAccountEntries, walletAdjustmentProposals, walletEntries, wallets } from '../src/db/schema/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { addTeamApi, createLeagueApi, setStatusApi } from './leagues-helpers.js';
import { addTeam, createTournament } from './tournament-helpers.js';
import { action, adjust, approve, deposit, errorOf, expectLedgerOk, fund, keyHeader, walletOf, withdraw } from './wallet-helpers.js';

/**
 * Four-eyes on everything that creates money or moves it out beyond the threshold (decision 031): adjustments
 * count per wallet over a rolling 24 hours, prizes above the threshold wait for a second admin, and a user's
 * deposits and withdrawals count per kind over 24 hours before one admin may release them alone. Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL (a pool of 10 connections, so the races below run in parallel).
 */
describe('four-eyes on money creation and payouts', () => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  let cid: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 10 });
    [ann, ben, cid] = await Promise.all([t.createAdmin({ name: 'Ann Admin' }), t.createAdmin({ name: 'Ben Admin' }), t.createAdmin({ name: 'Cid Admin' })]);
  });
  afterAll(() => t.close());

  const player = (name: string) => t.createUser({ name });
  const audits = async (action: string, targetId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
      .orderBy(desc(auditLog.createdAt));
  const adjustments = async (userId: string) =>
    t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, userId), eq(walletEntries.kind, 'adjustment')));
  const pendingProposals = async (userId: string) =>
    t.db
      .select()
      .from(walletAdjustmentProposals)
      .where(and(eq(walletAdjustmentProposals.userId, userId), eq(walletAdjustmentProposals.status, 'pending')));

  describe('adjustments count per wallet over 24 hours', () => {
    it('20 adjustments of $1,000 to one wallet: the first applies, the other 19 are proposals', async () => {
      const puppet = await player('Sock Puppet');
      const answers: AdjustWalletResponse[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await adjust(t, ann, puppet.id, 1000);
        expect(res.statusCode, res.body).toBe(200);
        answers.push(res.json<AdjustWalletResponse>());
      }
      expect(answers[0]!.proposal).toBeNull();
      expect(answers.slice(1).every((a) => a.proposal?.status === 'pending')).toBe(true);
      expect(answers[1]!.message).toBe(
        'Adjustment proposed. With the $1,000.00 already adjusted on this wallet in the last 24 hours it would pass the second-approval threshold of $1,000.00, so another admin must approve it.',
      );
      expect(await walletOf(t, puppet)).toEqual({ balanceCents: 100_000, heldCents: 0, availableCents: 100_000 });
      expect(await adjustments(puppet.id)).toHaveLength(1);
      expect(await pendingProposals(puppet.id)).toHaveLength(19);
      const [proposed] = await audits('wallet.adjust.propose', answers[1]!.proposal!.id);
      expect(proposed).toMatchObject({ actorId: ann.id, after: { adjustedLast24hCents: 100_000, thresholdCents: 100_000, status: 'pending' } });
      await expectLedgerOk(t.db);
    });

    it('deductions count by their size; an approved proposal counts too, a pending one does not', async () => {
      const p = await player('Window Player');
      expect((await adjust(t, ann, p.id, 600)).json()).toMatchObject({ proposal: null });
      // -$500 would make $1,100 adjusted in 24 hours: proposed.
      const minus = (await adjust(t, ann, p.id, -500)).json<AdjustWalletResponse>();
      expect(minus.proposal).toMatchObject({ amountCents: -50_000, status: 'pending' });
      // The pending proposal moved nothing and does not count: $400 still fits.
      expect((await adjust(t, ben, p.id, 400)).json()).toMatchObject({ proposal: null });
      expect((await walletOf(t, p)).balanceCents).toBe(100_000);
      // Approved by another admin, the -$500 is applied and counts: now $1,500 in 24 hours, so even $1 is a proposal.
      expect((await t.request(cid, { method: 'POST', url: `/api/admin/wallet-adjustments/${minus.proposal!.id}/approve` })).statusCode).toBe(200);
      expect((await adjust(t, ann, p.id, 1)).json<AdjustWalletResponse>().proposal).toMatchObject({ amountCents: 100 });
      expect((await walletOf(t, p)).balanceCents).toBe(50_000);
      await expectLedgerOk(t.db);
    });

    it('adjustments older than 24 hours of database time no longer count', async () => {
      const p = await player('Yesterday Player');
      // An adjustment of $1,000 made 25 hours ago (written straight to the ledger, as it was then).
      await t.db.insert(wallets).values({ userId: p.id }).onConflictDoNothing();
      const [entry] = await t.db
        .insert(walletEntries)
        .values({ userId: p.id, kind: 'adjustment', amountCents: 100_000, actorId: ann.id, createdAt: sql`now() - interval '25 hours'` })
        .returning();
      await t.db.insert(systemAccountEntries).values({
        account: 'adjustments',
        amountCents: -100_000,
        walletEntryId: entry!.id,
        kind: 'adjustment',
        actorId: ann.id,
        createdAt: entry!.createdAt,
      });
      await t.db
        .update(wallets)
        .set({ balanceCents: sql`${wallets.balanceCents} + 100000` })
        .where(eq(wallets.userId, p.id));
      expect((await adjust(t, ann, p.id, 1000)).json()).toMatchObject({ proposal: null });
      expect((await adjust(t, ann, p.id, 1)).json<AdjustWalletResponse>().proposal).not.toBeNull();
      expect((await walletOf(t, p)).balanceCents).toBe(200_000);
      await expectLedgerOk(t.db);
    });

    it('20 adjustments of $100 at once apply at most the threshold; the rest are proposals', async () => {
      const p = await player('Race Player');
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => adjust(t, i % 2 ? ann : ben, p.id, 100)));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const applied = results.filter((r) => r.json<AdjustWalletResponse>().proposal === null);
      expect(applied).toHaveLength(10);
      expect((await walletOf(t, p)).balanceCents).toBe(100_000);
      expect(await adjustments(p.id)).toHaveLength(10);
      expect(await pendingProposals(p.id)).toHaveLength(10);
      await expectLedgerOk(t.db);
    });
  });

  describe('prizes above the threshold wait for a second admin', () => {
    const payoutOf = async (competitionId: string) => (await t.db.select().from(prizePayouts).where(eq(prizePayouts.competitionId, competitionId)))[0];
    const prizeEntries = async (competitionId: string) =>
      t.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.kind, 'prize'), eq(walletEntries.referenceId, competitionId)));
    const decide = (admin: TestUser, id: string, verdict: 'approve' | 'reject', key?: string) =>
      t.request(admin, { method: 'POST', url: `/api/admin/prize-payouts/${id}/${verdict}`, headers: keyHeader(key) });
    const lastNotification = async (userId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(1)).map(inEnglish)[0];

    it('a $10,000,000 tournament prize is not paid when the champion is set; another admin approves it once', async () => {
      const champ = await player('Cup Champion');
      const cup = await createTournament(t, ann, { priceCents: 0, winningPriceCents: 1_000_000_000, name: 'Mint Cup' });
      const team = await addTeam(t, ann, cup.id, 'Puppets', champ.id);
      const res = await t.request(ann, { method: 'POST', url: `/api/admin/tournaments/${cup.id}/champion`, payload: { teamId: team.id } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        championTeamId: team.id,
        prizePaidCents: 0,
        prizePendingCents: 1_000_000_000,
      } satisfies Partial<BracketActionResponse>);
      expect(res.json<BracketActionResponse>().message).toBe(
        'Champion set and tournament marked as completed successfully. The prize of $10,000,000.00 is above the second-approval threshold: it is paid when another admin approves it.',
      );
      expect(await walletOf(t, champ)).toEqual({ balanceCents: 0, heldCents: 0, availableCents: 0 });
      expect(await prizeEntries(cup.id)).toHaveLength(0);
      const payout = (await payoutOf(cup.id))!;
      expect(payout).toMatchObject({ status: 'pending', proposedBy: ann.id, userId: champ.id, amountCents: 1_000_000_000, competitionType: 'tournament' });
      expect(await lastNotification(champ.id)).toMatchObject({
        title: 'Tournament Champion',
        message:
          'Congratulations! Puppets won Mint Cup. The prize of $10,000,000.00 is awaiting admin approval and will be added to your wallet once approved.',
      });
      expect(await audits('prize.propose', payout.id)).toEqual([expect.objectContaining({ actorId: ann.id })]);
      const listed = (await t.request(ben, { method: 'GET', url: '/api/admin/prize-payouts' })).json<PrizePayoutList>();
      expect(listed.items.find((i) => i.id === payout.id)).toMatchObject({
        competitionName: 'Mint Cup',
        teamName: 'Puppets',
        user: { id: champ.id, fullName: 'Cup Champion' },
        proposedBy: { id: ann.id, name: 'Ann Admin' },
      });
      await expectLedgerOk(t.db);

      const own = await decide(ann, payout.id, 'approve');
      expect(own.statusCode).toBe(403);
      expect(errorOf(own)).toMatchObject({ code: 'FORBIDDEN', message: 'You set this champion. Another admin must approve the prize.' });
      expect(await prizeEntries(cup.id)).toHaveLength(0);

      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => decide(i % 2 ? ben : cid, payout.id, 'approve')));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const refused = results.filter((r) => r.statusCode === 409);
      expect(refused).toHaveLength(7);
      expect(refused.every((r) => errorOf(r).message === 'This prize has already been paid or rejected.')).toBe(true);
      const ok = results.find((r) => r.statusCode === 200)!.json<PrizePayoutActionResponse>();
      expect(ok).toMatchObject({ message: 'Prize approved and paid', payout: { status: 'paid' }, wallet: { balanceCents: 1_000_000_000 } });
      expect(await walletOf(t, champ)).toEqual({ balanceCents: 1_000_000_000, heldCents: 0, availableCents: 1_000_000_000 });
      expect(await prizeEntries(cup.id)).toHaveLength(1);
      expect(await lastNotification(champ.id)).toMatchObject({
        title: 'Prize Paid',
        message: 'The prize of $10,000,000.00 for Mint Cup has been added to your wallet.',
      });
      const [approved] = await audits('prize.approve', payout.id);
      expect(approved).toMatchObject({ actorId: ok.payout.decidedBy!.id, before: { status: 'pending' }, after: { status: 'paid', proposedBy: ann.id } });
      expect((await decide(ann, payout.id, 'reject')).statusCode).toBe(409);
      await expectLedgerOk(t.db);
    });

    it('a league prize above the threshold can be rejected: nothing is paid, the champion stays, the champion is told', async () => {
      const champ = await player('League Champion');
      const league = await createLeagueApi(t, ben, { name: 'Mint League', priceCents: 0, winningPriceCents: 1_000_000_000 });
      const withTeam = await addTeamApi(t, ben, league.id, 'Puppet FC', champ.id);
      await setStatusApi(t, ben, league.id, 'started');
      const teamId = withTeam.teams.find((x) => x.name === 'Puppet FC')!.id;
      const res = await t.request(ben, { method: 'POST', url: `/api/admin/leagues/${league.id}/champion`, payload: { teamId } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<LeagueChampionResponse>();
      expect(body).toMatchObject({ prizePaidCents: 0, prizePendingCents: 1_000_000_000 });
      expect(body.message).toBe(
        'Champion set and league marked as completed successfully. The prize of $10,000,000.00 is above the second-approval threshold: it is paid when another admin approves it.',
      );
      expect(await lastNotification(champ.id)).toMatchObject({
        message:
          'Congratulations! Puppet FC won Mint League. The prize of $10,000,000.00 is awaiting admin approval and will be added to your wallet once approved.',
      });
      const payout = (await payoutOf(league.id))!;
      expect(payout).toMatchObject({ status: 'pending', proposedBy: ben.id, competitionType: 'league' });
      expect((await decide(ben, payout.id, 'approve')).statusCode).toBe(403);

      const rejected = await decide(ben, payout.id, 'reject');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toMatchObject({ message: 'Prize rejected', payout: { status: 'rejected', decidedBy: { id: ben.id } } });
      expect(await walletOf(t, champ)).toEqual({ balanceCents: 0, heldCents: 0, availableCents: 0 });
      expect(await prizeEntries(league.id)).toHaveLength(0);
      expect(await lastNotification(champ.id)).toMatchObject({
        title: 'Prize Not Paid',
        message: 'The prize of $10,000,000.00 for Mint League was not approved and will not be paid.',
      });
      expect(await audits('prize.reject', payout.id)).toEqual([expect.objectContaining({ actorId: ben.id, before: { status: 'pending' } })]);
      const again = await decide(cid, payout.id, 'approve');
      expect(again.statusCode).toBe(409);
      expect(await prizeEntries(league.id)).toHaveLength(0);
      await expectLedgerOk(t.db);
    });

    it('a prize at the threshold is paid at once, recorded as paid by the admin who set the champion', async () => {
      const champ = await player('Small Champion');
      const cup = await createTournament(t, cid, { priceCents: 0, winningPriceCents: 100_000 });
      const team = await addTeam(t, cid, cup.id, 'Smalls', champ.id);
      const res = await t.request(cid, { method: 'POST', url: `/api/admin/tournaments/${cup.id}/champion`, payload: { teamId: team.id } });
      expect(res.json()).toMatchObject({ prizePaidCents: 100_000, prizePendingCents: 0 });
      expect((await walletOf(t, champ)).balanceCents).toBe(100_000);
      expect(await payoutOf(cup.id)).toMatchObject({ status: 'paid', proposedBy: cid.id, decidedBy: cid.id, amountCents: 100_000 });
      await expectLedgerOk(t.db);
    });

    it('the ledger check flags a paid payout without its prize entry and a pending one with an entry', async () => {
      const champ = await player('Check Champion');
      const cup = await createTournament(t, ann, { priceCents: 0, winningPriceCents: 0 });
      const [row] = await t.db
        .insert(prizePayouts)
        .values({
          competitionType: 'tournament',
          competitionId: cup.id,
          competitionName: cup.name,
          teamName: 'Ghosts',
          userId: champ.id,
          amountCents: 5_000,
          status: 'paid',
          proposedBy: ann.id,
        })
        .returning();
      expect((await checkLedger(t.db)).problems).toEqual([expect.objectContaining({ kind: 'prize', id: row!.id })]);
      await t.db.update(prizePayouts).set({ status: 'rejected' }).where(eq(prizePayouts.id, row!.id));
      await expectLedgerOk(t.db);
    });

    it('players cannot list or decide prize payouts', async () => {
      const p = await player('Curious Player');
      expect((await t.request(p, { method: 'GET', url: '/api/admin/prize-payouts' })).statusCode).toBe(403);
      expect((await decide(p, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(403);
      expect((await decide(ann, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
    });
  });

  describe('deposits and withdrawals count per user and kind over 24 hours', () => {
    it('split withdrawals: once $1,000 was paid out in 24 hours, the next needs a second admin, never the first approver', async () => {
      const p = await player('Split Withdrawer');
      await fund(t, ann, p, 3000);
      const requests = [];
      for (let i = 0; i < 3; i++)
        requests.push(action(await withdraw(t, p, { method: 'moncash', amountCents: 100_000, phoneNumber: '+50937123456' })).transaction.id);
      expect(action(await approve(t, ben, requests[0]!)).transaction.status).toBe('completed');
      const first = await approve(t, ben, requests[1]!);
      expect(first.statusCode, first.body).toBe(200);
      expect(action(first)).toMatchObject({
        message:
          "Approval recorded. With the $1,000.00 of this user's requests of this kind completed in the last 24 hours it passes the second-approval threshold of $1,000.00, so another admin must approve it too.",
        transaction: { status: 'pending' },
      });
      const again = await approve(t, ben, requests[1]!);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe('You already approved this request. Another admin must give the second approval.');
      expect((await walletOf(t, p)).balanceCents).toBe(200_000);
      expect(await audits('wallet.transaction.first_approve', requests[1]!)).toEqual([
        expect.objectContaining({ actorId: ben.id, after: expect.objectContaining({ completedLast24hCents: 100_000 }) }),
      ]);
      expect(action(await approve(t, cid, requests[1]!)).transaction.status).toBe('completed');
      expect(await audits('wallet.transaction.approve', requests[1]!)).toEqual([
        expect.objectContaining({ actorId: cid.id, after: expect.objectContaining({ firstApprovedBy: ben.id }) }),
      ]);
      expect((await walletOf(t, p)).balanceCents).toBe(100_000);
      await expectLedgerOk(t.db);
    });

    it('one admin approving many small withdrawals at once releases at most the threshold alone', async () => {
      const p = await player('Parallel Withdrawer');
      await fund(t, ann, p, 2000);
      const ids: string[] = [];
      for (let i = 0; i < 8; i++)
        ids.push(action(await withdraw(t, p, { method: 'natcash', amountCents: 25_000, phoneNumber: '+50937123456' })).transaction.id);
      const results = await Promise.all(ids.map((id) => approve(t, ben, id)));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(results.filter((r) => action(r).transaction.status === 'completed')).toHaveLength(4);
      expect(results.filter((r) => action(r).transaction.status === 'pending')).toHaveLength(4);
      expect(await walletOf(t, p)).toEqual({ balanceCents: 100_000, heldCents: 100_000, availableCents: 0 });
      await expectLedgerOk(t.db);
    });

    it('split deposits: a second deposit past the threshold within 24 hours needs a second admin', async () => {
      const p = await player('Split Depositor');
      const a = action(await deposit(t, p, { method: 'moncash', amountCents: 80_000, transactionRef: '13579' }));
      const b = action(await deposit(t, p, { method: 'moncash', amountCents: 80_000, transactionRef: '97531' }));
      expect(action(await approve(t, ann, a.transaction.id)).transaction.status).toBe('completed');
      expect(action(await approve(t, ann, b.transaction.id)).transaction.status).toBe('pending');
      expect((await walletOf(t, p)).balanceCents).toBe(80_000);
      expect(action(await approve(t, ben, b.transaction.id)).transaction.status).toBe('completed');
      expect((await walletOf(t, p)).balanceCents).toBe(160_000);
      await expectLedgerOk(t.db);
    });
  });
});

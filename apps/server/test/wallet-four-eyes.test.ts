import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WALLET_DEFAULT_FOUR_EYES_CENTS,
  WALLET_MIN_AMOUNT_CENTS,
  type AdjustWalletResponse,
  type AdminWalletTransactionList,
  type ProposalActionResponse,
  type ProposalList,
} from '@arena/shared';
import { appSettings, auditLog, walletAdjustmentProposals, walletEntries, walletTransactions } from '../src/db/schema/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { rowsOf } from '../src/lib/rows-of.js';
import { getFourEyesThreshold } from '../src/modules/settings/index.js';
import { changeSettings } from './settings-helpers.js';
import { createTestApp, setRole, type TestApp, type TestUser } from './helpers.js';
import { action, adjust, approve, deposit, errorOf, expectLedgerOk, fund, keyHeader, ledgerCount, walletOf, withdraw } from './wallet-helpers.js';

/**
 * Four-eyes on money (issue 12): no admin approves their own deposit/withdrawal or adjusts their own
 * wallet; above the threshold of /admin/settings an approval needs two admins and an adjustment is a
 * proposal another admin approves. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (a pool
 * of 10 connections, so the races below run in parallel transactions).
 */
describe('wallet four-eyes', () => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  let cid: TestUser;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 10 });
    [ann, ben, cid, alice] = await Promise.all([
      t.createAdmin({ name: 'Ann Admin' }),
      t.createAdmin({ name: 'Ben Admin' }),
      t.createAdmin({ name: 'Cid Admin' }),
      t.createUser({ name: 'Alice Player' }),
    ]);
  });
  afterAll(() => t.close());

  const audits = async (action: string, targetId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
      .orderBy(desc(auditLog.createdAt));
  const statusOf = async (id: string) => (await t.db.select().from(walletTransactions).where(eq(walletTransactions.id, id)))[0]!;
  const proposals = async (admin: TestUser, query = '') => {
    const res = await t.request(admin, { method: 'GET', url: `/api/admin/wallet-adjustments${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProposalList>();
  };
  const decide = (admin: TestUser, id: string, verdict: 'approve' | 'reject', key?: string) =>
    t.request(admin, { method: 'POST', url: `/api/admin/wallet-adjustments/${id}/${verdict}`, headers: keyHeader(key) });
  const setThreshold = async (cents: number) => {
    await changeSettings(t, ann, cid, { fourEyesThresholdCents: cents });
  };

  it('refuses an admin approving their own deposit or withdrawal; nothing changes, and another admin may approve', async () => {
    // Requests filed while a player, reviewed once promoted: an admin account makes none (decision 032).
    const dee = await t.createUser({ name: 'Dee Promoted' });
    const own = action(await deposit(t, dee, { method: 'moncash', amountCents: 5000, transactionRef: '24680' }));
    await setRole(t, dee, 'admin');
    const before = await ledgerCount(t.db, dee.id);
    const refused = await approve(t, dee, own.transaction.id);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'FORBIDDEN', message: 'You cannot approve your own request. Another admin must approve it.' });
    expect(await statusOf(own.transaction.id)).toMatchObject({ status: 'pending', reviewedBy: null, firstApprovedBy: null });
    expect(await ledgerCount(t.db, dee.id)).toBe(before);
    expect(await audits('wallet.transaction.approve', own.transaction.id)).toHaveLength(0);

    // Another admin credits it only once its owner is a player again: no deposit credits an admin (decision 032).
    expect((await approve(t, ben, own.transaction.id)).statusCode).toBe(403);
    await setRole(t, dee, 'user');
    const byOther = await approve(t, ben, own.transaction.id);
    expect(byOther.statusCode, byOther.body).toBe(200);
    expect(await walletOf(t, dee)).toEqual({ balanceCents: 5000, heldCents: 0, availableCents: 5000 });

    await setRole(t, dee, 'user');
    const ownWithdrawal = action(await withdraw(t, dee, { method: 'moncash', amountCents: 2000, phoneNumber: '+50937123456' }));
    await setRole(t, dee, 'admin');
    const refusedWithdrawal = await approve(t, dee, ownWithdrawal.transaction.id);
    expect(refusedWithdrawal.statusCode).toBe(403);
    expect(await walletOf(t, dee)).toEqual({ balanceCents: 5000, heldCents: 2000, availableCents: 3000 });
    await expectLedgerOk(t.db);
  });

  it('refuses an admin adjusting their own wallet, whatever the amount; another admin cannot either (decision 032)', async () => {
    const before = await walletOf(t, ben);
    for (const dollars of [10, -1, 5000]) {
      const res = await adjust(t, ben, ben.id, dollars);
      expect(res.statusCode, String(dollars)).toBe(403);
      expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', message: 'You cannot change your own wallet balance. Another admin must do it.' });
    }
    expect(await walletOf(t, ben)).toEqual(before);
    expect(await t.db.select().from(walletAdjustmentProposals).where(eq(walletAdjustmentProposals.userId, ben.id))).toHaveLength(0);
    expect(await audits('wallet.adjust', ben.id)).toHaveLength(0);
    const byOther = await adjust(t, ann, ben.id, 10);
    expect(byOther.statusCode).toBe(403);
    expect(errorOf(byOther).message).toBe('An admin account has no player wallet: its balance cannot be adjusted.');
    expect(await walletOf(t, ben)).toEqual(before);
  });

  it('has a validated threshold setting ($1,000 by default)', async () => {
    const get = await t.request(ann, { method: 'GET', url: '/api/admin/settings' });
    expect(get.json()).toMatchObject({ fourEyesThresholdCents: 100_000 });
    for (const bad of [50, 1.5, -100, 'x']) {
      const res = await t.request(ann, { method: 'PUT', url: '/api/admin/settings', payload: { fourEyesThresholdCents: bad } });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(errorOf(res).message).toBe('The second-approval threshold must be an amount of at least $1.00');
    }
    await setThreshold(20_000);
    const [audit] = await audits('settings.update', 'payments');
    expect(audit).toMatchObject({
      actorId: cid.id,
      before: { fourEyesThresholdCents: 100_000 },
      after: { fourEyesThresholdCents: 20_000, proposedBy: ann.id },
    });
  });

  it('a deposit above the threshold needs two different admins; both approvals are audited and it is credited once', async () => {
    const atThreshold = action(await deposit(t, alice, { method: 'moncash', amountCents: 20_000, transactionRef: '11223' }));
    expect(action(await approve(t, ann, atThreshold.transaction.id)).transaction.status).toBe('completed');

    const big = action(await deposit(t, alice, { method: 'natcash', amountCents: 20_001, transactionRef: '44556' }));
    const balance = (await walletOf(t, alice)).balanceCents;
    const first = await approve(t, ann, big.transaction.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(action(first)).toMatchObject({
      message: 'Approval recorded. This amount is above the second-approval threshold, so another admin must approve it too.',
      transaction: { status: 'pending' },
    });
    expect((await walletOf(t, alice)).balanceCents).toBe(balance);
    expect(await t.db.select().from(walletEntries).where(eq(walletEntries.referenceId, big.transaction.id))).toHaveLength(0);
    const listed = (await t.request(ben, { method: 'GET', url: '/api/admin/wallet-transactions?status=pending' })).json<AdminWalletTransactionList>();
    expect(listed.items.find((i) => i.id === big.transaction.id)?.firstApproval).toMatchObject({ adminId: ann.id, name: 'Ann Admin' });

    const again = await approve(t, ann, big.transaction.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('You already approved this request. Another admin must give the second approval.');

    const second = await approve(t, ben, big.transaction.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(action(second)).toMatchObject({ message: 'Transaction approved successfully', transaction: { status: 'completed' } });
    expect((await walletOf(t, alice)).balanceCents).toBe(balance + 20_001);
    expect(await audits('wallet.transaction.first_approve', big.transaction.id)).toEqual([expect.objectContaining({ actorId: ann.id })]);
    expect(await audits('wallet.transaction.approve', big.transaction.id)).toEqual([
      expect.objectContaining({ actorId: ben.id, after: expect.objectContaining({ firstApprovedBy: ann.id }) }),
    ]);
    expect((await approve(t, cid, big.transaction.id)).statusCode).toBe(409);
    await expectLedgerOk(t.db);
  });

  it('concurrent second approvals of a large withdrawal pay it out once', async () => {
    await fund(t, ann, alice, 300);
    const w = action(await withdraw(t, alice, { method: 'moncash', amountCents: 25_000, phoneNumber: '+50937123456' }));
    expect((await approve(t, ann, w.transaction.id)).statusCode).toBe(200);
    const before = await walletOf(t, alice);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => approve(t, i % 2 ? ben : cid, w.transaction.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await walletOf(t, alice)).toEqual({
      balanceCents: before.balanceCents - 25_000,
      heldCents: before.heldCents - 25_000,
      availableCents: before.availableCents,
    });
    expect(await t.db.select().from(walletEntries).where(eq(walletEntries.referenceId, w.transaction.id))).toHaveLength(2); // hold + capture
    await expectLedgerOk(t.db);
  });

  it('an adjustment above the threshold is a proposal: no money moves until another admin approves it; the proposer cannot', async () => {
    const before = await walletOf(t, alice);
    const res = await adjust(t, ann, alice.id, 250);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdjustWalletResponse>();
    expect(body.message).toBe('Adjustment proposed. This amount is above the second-approval threshold, so another admin must approve it.');
    expect(body.wallet).toEqual(before);
    expect(body.proposal).toMatchObject({
      amountCents: 25_000,
      status: 'pending',
      user: { id: alice.id, fullName: 'Alice Player' },
      proposedBy: { id: ann.id, name: 'Ann Admin' },
    });
    const id = body.proposal!.id;
    expect(await walletOf(t, alice)).toEqual(before);
    expect((await proposals(ben)).items.map((p) => p.id)).toContain(id);
    expect(await audits('wallet.adjust.propose', id)).toEqual([expect.objectContaining({ actorId: ann.id })]);

    const own = await decide(ann, id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe('You proposed this adjustment. Another admin must approve it.');
    expect(await walletOf(t, alice)).toEqual(before);

    const ok = await decide(ben, id, 'approve');
    expect(ok.statusCode, ok.body).toBe(200);
    const approved = ok.json<ProposalActionResponse>();
    expect(approved).toMatchObject({ message: 'Adjustment approved and applied', proposal: { status: 'approved', decidedBy: { id: ben.id } } });
    expect(approved.wallet.balanceCents).toBe(before.balanceCents + 25_000);
    expect(await walletOf(t, alice)).toEqual(approved.wallet);
    const [applied] = await audits('wallet.adjust.approve', alice.id);
    expect(applied).toMatchObject({ actorId: ben.id, after: { proposalId: id, proposedBy: ann.id, approvedBy: ben.id, amountCents: 25_000 } });
    expect((await decide(cid, id, 'approve')).statusCode).toBe(409);
    expect((await decide(cid, id, 'reject')).statusCode).toBe(409);
    expect((await proposals(ben)).items.map((p) => p.id)).not.toContain(id);
    expect((await proposals(ben, '?status=approved')).items.map((p) => p.id)).toContain(id);
    await expectLedgerOk(t.db);
  });

  it('no admin approves a proposal for their own wallet; a rejected proposal moves nothing', async () => {
    // Proposed while a player, decided once promoted.
    const eve = await t.createUser({ name: 'Eve Promoted' });
    const forBen = (await adjust(t, ann, eve.id, 500)).json<AdjustWalletResponse>();
    await setRole(t, eve, 'admin');
    const benBefore = await walletOf(t, eve);
    const self = await decide(eve, forBen.proposal!.id, 'approve');
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).message).toBe('You cannot change your own wallet balance. Another admin must do it.');
    const rejected = await decide(ann, forBen.proposal!.id, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: 'Adjustment rejected', proposal: { status: 'rejected', decidedBy: { id: ann.id } } });
    expect(await walletOf(t, eve)).toEqual(benBefore);
    expect(await audits('wallet.adjust.reject', forBen.proposal!.id)).toHaveLength(1);
    expect((await decide(cid, forBen.proposal!.id, 'approve')).statusCode).toBe(409);
  });

  it('a deduction proposal that would go below zero is refused at approval and stays pending', async () => {
    const available = (await walletOf(t, alice)).availableCents;
    const tooMuch = Math.ceil(available / 100) + 1;
    const proposal = (await adjust(t, ann, alice.id, -tooMuch)).json<AdjustWalletResponse>().proposal!;
    const res = await decide(ben, proposal.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const [row] = await t.db.select().from(walletAdjustmentProposals).where(eq(walletAdjustmentProposals.id, proposal.id));
    expect(row).toMatchObject({ status: 'pending', decidedBy: null });
    expect((await decide(ann, proposal.id, 'reject')).statusCode).toBe(200);
  });

  it('concurrent approvals of one proposal credit it once; a retried Idempotency-Key replays the answer', async () => {
    const before = await walletOf(t, alice);
    const proposal = (await adjust(t, ann, alice.id, 400)).json<AdjustWalletResponse>().proposal!;
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => decide(i % 2 ? ben : cid, proposal.id, 'approve')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(results.filter((r) => r.statusCode === 409).every((r) => errorOf(r).message === 'This adjustment has already been approved or rejected.')).toBe(
      true,
    );
    expect((await walletOf(t, alice)).balanceCents).toBe(before.balanceCents + 40_000);
    expect(await t.db.select().from(walletEntries).where(eq(walletEntries.referenceId, proposal.id))).toHaveLength(1);

    const another = (await adjust(t, ann, alice.id, 300)).json<AdjustWalletResponse>().proposal!;
    const first = await decide(ben, another.id, 'approve', 'four-eyes-key');
    const retry = await decide(ben, another.id, 'approve', 'four-eyes-key');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.select().from(walletEntries).where(eq(walletEntries.referenceId, another.id))).toHaveLength(1);
    await expectLedgerOk(t.db);
  });

  it('the ledger check flags a proposal marked approved without its ledger entry', async () => {
    const [row] = await t.db
      .insert(walletAdjustmentProposals)
      .values({ userId: alice.id, amountCents: 12_345, status: 'approved', proposedBy: ann.id, decidedBy: ben.id })
      .returning();
    const report = await checkLedger(t.db);
    expect(report.problems).toEqual([expect.objectContaining({ kind: 'proposal', id: row!.id })]);
    await t.db.update(walletAdjustmentProposals).set({ status: 'rejected' }).where(eq(walletAdjustmentProposals.id, row!.id));
    await expectLedgerOk(t.db);
  });

  it('users cannot list or decide proposals', async () => {
    expect((await t.request(alice, { method: 'GET', url: '/api/admin/wallet-adjustments' })).statusCode).toBe(403);
    const proposal = (await adjust(t, ann, alice.id, 201)).json<AdjustWalletResponse>().proposal!;
    expect((await decide(alice, proposal.id, 'approve')).statusCode).toBe(403);
    expect((await decide(ann, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
  });

  it('an adjustment reads the threshold in the database as the settings module parses it', async () => {
    // wallet_four_eyes_threshold (migration 0021) mirrors the settings' zod rule; stored values an admin could never
    // save (a hand-edited row) must give the same threshold both ways.
    const [saved] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'payments'));
    const read = async () => {
      const result = await t.db.execute(sql`select wallet_four_eyes_threshold(${WALLET_DEFAULT_FOUR_EYES_CENTS}, ${WALLET_MIN_AMOUNT_CENTS})::text as cents`);
      return Number(rowsOf<{ cents: string }>(result)[0]!.cents);
    };
    try {
      for (const stored of [
        { fourEyesThresholdCents: 12_345 },
        { fourEyesThresholdCents: 100 },
        { fourEyesThresholdCents: 99 },
        { fourEyesThresholdCents: 150.5 },
        { fourEyesThresholdCents: '5000' },
        { fourEyesThresholdCents: null },
        {},
      ]) {
        await t.db
          .insert(appSettings)
          .values({ key: 'payments', value: stored })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: stored } });
        expect(await read(), JSON.stringify(stored)).toBe(await getFourEyesThreshold(t.db));
      }
      await t.db.delete(appSettings).where(eq(appSettings.key, 'payments'));
      expect(await read()).toBe(WALLET_DEFAULT_FOUR_EYES_CENTS);
      expect(await getFourEyesThreshold(t.db)).toBe(WALLET_DEFAULT_FOUR_EYES_CENTS);
    } finally {
      if (saved)
        await t.db
          .insert(appSettings)
          .values(saved)
          .onConflictDoUpdate({ target: appSettings.key, set: { value: saved.value } });
    }
  });
});

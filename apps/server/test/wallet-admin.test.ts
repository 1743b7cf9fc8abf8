import { inEnglish } from './notification-text.js';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdjustWalletResponse, AdminWalletTransactionList, AppSettings, PaymentInfo } from '@arena/shared';
import { auditLog, notifications, walletEntries, wallets } from '../src/db/schema/index.js';
import { changeSettings } from './settings-helpers.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { action, adjust, approve, cancel, deposit, errorOf, expectLedgerOk, fund, ledgerCount, reject, walletOf, withdraw } from './wallet-helpers.js';

/** The admin's wallet back office: transaction list and review, wallet adjustments, payment settings. */
describe('wallet (admin)', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin({ name: 'Root Admin' });
    [alice, bob] = await Promise.all([t.createUser({ name: 'Alice Moreau' }), t.createUser({ name: 'Bob Pierre' })]);
  });
  afterAll(() => t.close());

  const lastNotification = async (userId: string) => {
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(1);
    return row && inEnglish(row);
  };
  const lastAudit = async (action: string) => {
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt)).limit(1);
    return row;
  };
  const list = async (query = '') => {
    const res = await t.request(admin, { method: 'GET', url: `/api/admin/wallet-transactions${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminWalletTransactionList>();
  };

  it('refuses anonymous callers (401) on admin wallet routes', async () => {
    for (const url of ['/api/admin/wallet-transactions', '/api/admin/settings']) {
      expect((await t.request(null, { method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await adjust(t, null as unknown as TestUser, alice.id, 10)).statusCode).toBe(401);
  });

  it('approves a deposit: credits once, completes it, notifies the user, audits before/after', async () => {
    const d = action(await deposit(t, alice, { method: 'moncash', amountCents: 2500, transactionRef: '13579' }));
    const res = await approve(t, admin, d.transaction.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = action(res);
    expect(body.message).toBe('Transaction approved successfully');
    expect(body.transaction).toMatchObject({ id: d.transaction.id, status: 'completed' });
    expect(body.transaction.reviewedAt).not.toBeNull();
    expect(body.wallet).toEqual({ balanceCents: 2500, heldCents: 0, availableCents: 2500 });
    expect(await walletOf(t, alice)).toEqual(body.wallet);
    expect(await lastNotification(alice.id)).toMatchObject({
      title: 'Transaction Approved',
      message: 'Your deposit of $25.00 has been approved.',
      type: 'success',
    });
    const audit = await lastAudit('wallet.transaction.approve');
    expect(audit).toMatchObject({ actorId: admin.id, targetType: 'wallet_transaction', targetId: d.transaction.id });
    expect(audit!.before).toMatchObject({ status: 'pending', wallet: { balanceCents: 0 } });
    expect(audit!.after).toMatchObject({ status: 'completed', wallet: { balanceCents: 2500 } });
    const [entry] = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, alice.id), eq(walletEntries.kind, 'deposit')));
    expect(entry).toMatchObject({ amountCents: 2500, heldDeltaCents: 0, referenceId: d.transaction.id, actorId: admin.id });

    // A second approve (or reject) of a resolved request moves nothing and says so.
    const again = await approve(t, admin, d.transaction.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', message: 'This transaction has already been processed.' });
    expect((await reject(t, admin, d.transaction.id, 'late')).statusCode).toBe(409);
    expect(await walletOf(t, alice)).toEqual({ balanceCents: 2500, heldCents: 0, availableCents: 2500 });
    expect(await ledgerCount(t.db, alice.id)).toBe(1);
  });

  it('approves a withdrawal: captures the hold (balance and held drop together)', async () => {
    await fund(t, admin, bob, 50);
    const w = action(await withdraw(t, bob, { method: 'natcash', amountCents: 1000, phoneNumber: '+1 415 555 0100' }));
    expect(w.wallet).toEqual({ balanceCents: 5000, heldCents: 1000, availableCents: 4000 });
    const body = action(await approve(t, admin, w.transaction.id));
    expect(body.wallet).toEqual({ balanceCents: 4000, heldCents: 0, availableCents: 4000 });
    expect(await lastNotification(bob.id)).toMatchObject({ title: 'Transaction Approved', message: 'Your withdrawal of $10.00 has been approved.' });
    const [capture] = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, bob.id), eq(walletEntries.kind, 'withdrawal')));
    expect(capture).toMatchObject({ amountCents: -1000, heldDeltaCents: -1000, referenceId: w.transaction.id });
    await expectLedgerOk(t.db);
  });

  it('rejects with or without a reason; a withdrawal hold is released; the user is told why', async () => {
    const w = action(await withdraw(t, bob, { method: 'moncash', amountCents: 1500, phoneNumber: '+50937123456' }));
    const res = await reject(t, admin, w.transaction.id, '  Wrong number  ');
    expect(res.statusCode, res.body).toBe(200);
    const body = action(res);
    expect(body.message).toBe('Transaction rejected successfully');
    expect(body.transaction).toMatchObject({ status: 'rejected', notes: 'Wrong number' });
    expect(body.wallet).toEqual({ balanceCents: 4000, heldCents: 0, availableCents: 4000 });
    expect(await lastNotification(bob.id)).toMatchObject({
      title: 'Transaction Rejected',
      type: 'error',
      message: 'Your withdrawal of $15.00 has been rejected. Reason: Wrong number',
    });
    const audit = await lastAudit('wallet.transaction.reject');
    expect(audit!.before).toMatchObject({ status: 'pending', wallet: { heldCents: 1500 } });
    expect(audit!.after).toMatchObject({ status: 'rejected', notes: 'Wrong number', wallet: { heldCents: 0 } });

    const d = action(await deposit(t, bob, { method: 'moncash', amountCents: 999, transactionRef: '99999' }));
    const noReason = await t.request(admin, { method: 'POST', url: `/api/admin/wallet-transactions/${d.transaction.id}/reject` });
    expect(noReason.statusCode, noReason.body).toBe(200);
    expect(action(noReason).transaction.notes).toBeNull();
    expect(await lastNotification(bob.id)).toMatchObject({ message: 'Your deposit of $9.99 has been rejected. Reason: No reason provided' });
    expect(await walletOf(t, bob)).toEqual({ balanceCents: 4000, heldCents: 0, availableCents: 4000 });
    await expectLedgerOk(t.db);
  });

  it('does not approve a request the user cancelled, and 404s an unknown one', async () => {
    const w = action(await withdraw(t, bob, { method: 'moncash', amountCents: 500, phoneNumber: '+50937123456' }));
    await cancel(t, bob, w.transaction.id);
    const res = await approve(t, admin, w.transaction.id);
    expect(res.statusCode).toBe(409);
    expect(await walletOf(t, bob)).toEqual({ balanceCents: 4000, heldCents: 0, availableCents: 4000 });
    expect((await approve(t, admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await reject(t, admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('lists every request with the user, filters, searches and flags reused deposit references', async () => {
    const first = action(await deposit(t, alice, { method: 'moncash', amountCents: 1000, transactionRef: '55555' }));
    const reuse = action(await deposit(t, bob, { method: 'natcash', amountCents: 1200, transactionRef: '55555' }));
    await withdraw(t, alice, { method: 'moncash', amountCents: 200, phoneNumber: '+509 4444 1234' });

    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.items[0]).toMatchObject({
      type: 'withdraw',
      user: { id: alice.id, email: alice.email, fullName: 'Alice Moreau' },
      duplicateRef: false,
      duplicateRefOf: null,
    });
    const byId = new Map(all.items.map((i) => [i.id, i]));
    expect(byId.get(first.transaction.id)).toMatchObject({ duplicateRef: true, duplicateRefOf: reuse.transaction.id });
    expect(byId.get(reuse.transaction.id)).toMatchObject({ duplicateRef: true, duplicateRefOf: first.transaction.id });
    expect([...byId.values()].filter((i) => i.duplicateRef)).toHaveLength(2);

    expect((await list('?search=55555')).items.map((i) => i.id).sort()).toEqual([first.transaction.id, reuse.transaction.id].sort());
    expect((await list(`?search=${encodeURIComponent(bob.email.toUpperCase())}`)).items.every((i) => i.user.id === bob.id)).toBe(true);
    const byName = await list('?search=moreau');
    expect(byName.items.every((i) => i.user.id === alice.id)).toBe(true);
    // A search by the user's name counts through the users join; the plain list counts without it.
    expect(byName.total).toBe(byName.items.length);
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.total).toBeLessThan(all.total);
    expect((await list(`?search=${encodeURIComponent('+509 4444')}`)).items).toHaveLength(1);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?status=pending&type=deposit')).items.every((i) => i.status === 'pending' && i.type === 'deposit')).toBe(true);
    expect((await list('?status=rejected')).items.every((i) => i.status === 'rejected' && i.reviewedBy === admin.id)).toBe(true);
    const page = await list('?page=2&pageSize=3');
    expect(page).toMatchObject({ page: 2, pageSize: 3 });
    expect(page.items).toHaveLength(3);
  });

  it('adjusts a wallet in whole dollars, never below zero available', async () => {
    const res = await adjust(t, admin, alice.id, 50);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Wallet updated successfully',
      wallet: { balanceCents: 7500, heldCents: 200, availableCents: 7300 },
      proposal: null,
    } satisfies AdjustWalletResponse);
    expect(await lastNotification(alice.id)).toMatchObject({ title: 'Funds Added', message: '$50.00 has been added to your wallet.' });
    const audit = await lastAudit('wallet.adjust');
    expect(audit).toMatchObject({ actorId: admin.id, targetId: alice.id, before: { balanceCents: 2500 }, after: { balanceCents: 7500, amountCents: 5000 } });

    const tooMuch = await adjust(t, admin, alice.id, -74);
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch)).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' });
    const minus = await adjust(t, admin, alice.id, -73);
    expect(minus.json<AdjustWalletResponse>().wallet).toEqual({ balanceCents: 200, heldCents: 200, availableCents: 0 });
    expect(await lastNotification(alice.id)).toMatchObject({ title: 'Funds Deducted', message: '$73.00 has been deducted from your wallet.' });

    for (const bad of [0, 1.5, '10', null]) {
      const r = await adjust(t, admin, alice.id, bad);
      expect(r.statusCode, String(bad)).toBe(400);
      expect(errorOf(r).message).toBe('Please enter a whole number of dollars other than 0');
    }
    expect((await adjust(t, admin, '00000000-0000-4000-8000-000000000000', 5)).statusCode).toBe(404);
    await expectLedgerOk(t.db);
  });

  it('adjusts an account older than wallets: its wallet is created on the way', async () => {
    const old = await t.createUser({ name: 'Olden Player' });
    await t.db.delete(wallets).where(eq(wallets.userId, old.id));
    expect(await t.db.select().from(wallets).where(eq(wallets.userId, old.id))).toEqual([]);
    const res = await adjust(t, admin, old.id, 5);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdjustWalletResponse>().wallet).toEqual({ balanceCents: 500, heldCents: 0, availableCents: 500 });
    expect(await lastNotification(old.id)).toMatchObject({ title: 'Funds Added' });
    await expectLedgerOk(t.db);
  });

  it('reads the payment settings; a change applies once another admin approves it (audited), and users then see it', async () => {
    const get = await t.request(admin, { method: 'GET', url: '/api/admin/settings' });
    expect(get.json()).toEqual({
      moncashPhone: null,
      natcashPhone: null,
      minAmountCents: 100,
      maxAmountCents: 1_000_000,
      fourEyesThresholdCents: 100_000,
      updatedAt: null,
    } satisfies AppSettings);

    const secondAdmin = await t.createAdmin({ name: 'Second Admin' });
    const approved = await changeSettings(t, admin, secondAdmin, { moncashPhone: '+509 3700 0001', natcashPhone: '+50944000002', maxAmountCents: 500_000 });
    expect(approved.proposal).toMatchObject({
      status: 'approved',
      after: { moncashPhone: '+50937000001', natcashPhone: '+50944000002', maxAmountCents: 500_000 },
    });
    const audit = await lastAudit('settings.update');
    expect(audit).toMatchObject({
      actorId: secondAdmin.id,
      before: { maxAmountCents: 1_000_000, moncashPhone: null },
      after: { maxAmountCents: 500_000, moncashPhone: '+50937000001' },
    });
    const info = (await t.request(bob, { method: 'GET', url: '/api/wallet/payment-info' })).json<PaymentInfo>();
    expect(info).toEqual({ moncashPhone: '+50937000001', natcashPhone: '+50944000002', minAmountCents: 100, maxAmountCents: 500_000 });

    const badPhone = await t.request(admin, { method: 'PUT', url: '/api/admin/settings', payload: { moncashPhone: '3700' } });
    expect(badPhone.statusCode).toBe(400);
    expect(errorOf(badPhone).message).toBe('Please enter the phone number in international format, for example +509 3712 3456');
    const inverted = await t.request(admin, { method: 'PUT', url: '/api/admin/settings', payload: { minAmountCents: 5000, maxAmountCents: 1000 } });
    expect(errorOf(inverted)).toMatchObject({ code: 'VALIDATION', message: 'The maximum amount must be at least the minimum amount' });
    const belowStoredMax = await t.request(admin, { method: 'PUT', url: '/api/admin/settings', payload: { minAmountCents: 600_000 } });
    expect(errorOf(belowStoredMax).message).toBe('The maximum amount must be at least the minimum amount');
    const tooLow = await t.request(admin, { method: 'PUT', url: '/api/admin/settings', payload: { minAmountCents: 50 } });
    expect(errorOf(tooLow).message).toBe('The minimum amount must be at least $1.00');
    const cleared = await changeSettings(t, secondAdmin, admin, { natcashPhone: '' });
    expect(cleared.proposal.after).toEqual({ natcashPhone: null });
    expect((await t.request(admin, { method: 'GET', url: '/api/admin/settings' })).json<AppSettings>().natcashPhone).toBeNull();
  });

  it('documents the wallet API in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/wallet',
      '/api/wallet/deposits',
      '/api/wallet/withdrawals',
      '/api/wallet/transactions/{id}/cancel',
      '/api/admin/wallet-transactions',
      '/api/admin/wallets/{userId}/adjust',
      '/api/admin/wallet-adjustments',
      '/api/admin/wallet-adjustments/{id}/approve',
      '/api/admin/wallet-adjustments/{id}/reject',
      '/api/admin/settings',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceHistory, PaymentInfo, WalletTransactionList } from '@arena/shared';
import { walletEntries, walletTransactions } from '../src/db/schema/index.js';
import { EVENTS_CHANNEL } from '../src/db/client.js';
import { changeSettings } from './settings-helpers.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { action, adjust, cancel, deposit, errorOf, expectLedgerOk, fund, ledgerCount, walletOf, withdraw } from './wallet-helpers.js';

/** The user's wallet API: deposits, withdrawals (with holds), cancel, history, chart, payment info, validation texts. */
describe('wallet (user)', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
    [alice, bob] = await Promise.all([t.createUser({ name: 'Alice Moreau' }), t.createUser({ name: 'Bob Pierre' })]);
  });
  afterAll(() => t.close());

  it('refuses anonymous callers with the spec text (401) on every wallet route', async () => {
    const calls = [
      { method: 'GET', url: '/api/wallet' },
      { method: 'GET', url: '/api/wallet/transactions' },
      { method: 'GET', url: '/api/wallet/balance-history' },
      { method: 'GET', url: '/api/wallet/payment-info' },
      { method: 'POST', url: '/api/wallet/deposits', payload: { method: 'moncash', amountCents: 1000, transactionRef: '12345' } },
      { method: 'POST', url: '/api/wallet/withdrawals', payload: { method: 'moncash', amountCents: 1000, phoneNumber: '+50937123456' } },
      { method: 'POST', url: '/api/wallet/transactions/00000000-0000-4000-8000-000000000000/cancel' },
    ] as const;
    for (const call of calls) {
      const res = await t.request(null, { ...call });
      expect(res.statusCode, call.url).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'You must be logged in to perform this action' });
    }
  });

  it('starts with an empty wallet and default payment info', async () => {
    expect(await walletOf(t, alice)).toEqual({ balanceCents: 0, heldCents: 0, availableCents: 0 });
    const info = await t.request(alice, { method: 'GET', url: '/api/wallet/payment-info' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ moncashPhone: null, natcashPhone: null, minAmountCents: 100, maxAmountCents: 1_000_000 } satisfies PaymentInfo);
  });

  it('validates a deposit with the spec texts and changes nothing on bad input', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ method: 'moncash', transactionRef: '12345' }, 'amountCents', 'Please enter a valid amount'],
      [{ method: 'moncash', amountCents: 0, transactionRef: '12345' }, 'amountCents', 'Please enter a valid amount'],
      [{ method: 'moncash', amountCents: 99, transactionRef: '12345' }, 'amountCents', 'Please enter a valid amount'],
      [{ method: 'moncash', amountCents: -500, transactionRef: '12345' }, 'amountCents', 'Please enter a valid amount'],
      [{ method: 'moncash', amountCents: 150.5, transactionRef: '12345' }, 'amountCents', 'Please enter a valid amount'],
      [{ method: 'moncash', amountCents: '1000', transactionRef: '12345' }, 'amountCents', 'Please enter a valid amount'],
      [{ method: 'moncash', amountCents: 1000 }, 'transactionRef', 'Please enter the last 5 digits of your transaction ID'],
      [{ method: 'moncash', amountCents: 1000, transactionRef: '1234' }, 'transactionRef', 'Please enter the last 5 digits of your transaction ID'],
      [{ method: 'moncash', amountCents: 1000, transactionRef: '123456' }, 'transactionRef', 'Please enter the last 5 digits of your transaction ID'],
      [{ method: 'moncash', amountCents: 1000, transactionRef: '12a45' }, 'transactionRef', 'Please enter the last 5 digits of your transaction ID'],
      [{ method: 'moncash', amountCents: 1000, transactionRef: 12345 }, 'transactionRef', 'Please enter the last 5 digits of your transaction ID'],
      [{ method: 'paypal', amountCents: 1000, transactionRef: '12345' }, 'method', 'Please choose MonCash or NatCash'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await deposit(t, alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe('VALIDATION');
      expect(error.message).toBe(message);
      expect(error.fields?.[field]).toBe(message);
    }
    // Non-JSON and empty bodies are 400s too, never 500s.
    const empty = await t.request(alice, { method: 'POST', url: '/api/wallet/deposits' });
    expect(empty.statusCode).toBe(400);
    const garbage = await t.request(alice, { method: 'POST', url: '/api/wallet/deposits', payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(garbage.statusCode).toBe(400);
    const rows = await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, alice.id));
    expect(rows).toHaveLength(0);
  });

  it('creates a pending deposit without touching the balance, and publishes a wallet event', async () => {
    const events: string[] = [];
    const stop = await t.database.listen(EVENTS_CHANNEL, (payload) => events.push(payload));
    const res = await deposit(t, alice, { method: 'natcash', amountCents: 2550, transactionRef: ' 54321 ' });
    expect(res.statusCode).toBe(201);
    const body = action(res);
    expect(body.message).toBe('Your deposit request has been submitted. It may take up to 24 hours to process.');
    expect(body.transaction).toMatchObject({
      userId: alice.id,
      type: 'deposit',
      method: 'natcash',
      amountCents: 2550,
      status: 'pending',
      transactionRef: '54321',
      phoneNumber: null,
      notes: null,
      reviewedAt: null,
    });
    expect(body.wallet).toEqual({ balanceCents: 0, heldCents: 0, availableCents: 0 });
    expect(await ledgerCount(t.db, alice.id)).toBe(0);
    await expect.poll(() => events.some((e) => JSON.parse(e).topic === 'wallet' && JSON.parse(e).userId === alice.id)).toBe(true);
    await stop();
    // The method defaults to moncash, as in the spec's table.
    const defaulted = await deposit(t, alice, { amountCents: 100, transactionRef: '00001' });
    expect(defaulted.statusCode).toBe(201);
    expect(action(defaulted).transaction.method).toBe('moncash');
  });

  it('keeps amounts within the admin limits', async () => {
    const over = await deposit(t, alice, { method: 'moncash', amountCents: 1_000_001, transactionRef: '11111' });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over)).toMatchObject({ code: 'VALIDATION', message: 'Please enter an amount between $1.00 and $10,000.00' });
    const secondAdmin = await t.createAdmin();
    await changeSettings(t, admin, secondAdmin, { minAmountCents: 500, maxAmountCents: 20_000 });
    const under = await withdraw(t, alice, { method: 'moncash', amountCents: 400, phoneNumber: '+50937123456' });
    expect(errorOf(under).message).toBe('Please enter an amount between $5.00 and $200.00');
    const info = (await t.request(alice, { method: 'GET', url: '/api/wallet/payment-info' })).json<PaymentInfo>();
    expect(info).toMatchObject({ minAmountCents: 500, maxAmountCents: 20_000 });
    await changeSettings(t, admin, secondAdmin, { minAmountCents: 100, maxAmountCents: 1_000_000 });
  });

  it('validates a withdrawal phone number with the spec texts', async () => {
    const base = { method: 'moncash', amountCents: 1000 };
    const cases: Array<[unknown, string]> = [
      [undefined, 'Please enter your phone number'],
      ['', 'Please enter your phone number'],
      ['   ', 'Please enter your phone number'],
      ['37123456', 'Please enter your phone number in international format, for example +509 3712 3456'],
      ['+509 37', 'Please enter your phone number in international format, for example +509 3712 3456'],
      ['+509-3712-3456', 'Please enter your phone number in international format, for example +509 3712 3456'],
      ['+1234567890123456', 'Please enter your phone number in international format, for example +509 3712 3456'],
    ];
    for (const [phoneNumber, message] of cases) {
      const res = await withdraw(t, alice, phoneNumber === undefined ? base : { ...base, phoneNumber });
      expect(res.statusCode, String(phoneNumber)).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', message });
      expect(errorOf(res).fields?.phoneNumber).toBe(message);
    }
    const noAmount = await withdraw(t, alice, { method: 'moncash', phoneNumber: '+50937123456' });
    expect(errorOf(noAmount).message).toBe('Please enter a valid amount');
  });

  it("refuses a withdrawal above the available balance with 'Insufficient balance' and writes nothing", async () => {
    const res = await withdraw(t, bob, { method: 'moncash', amountCents: 1000, phoneNumber: '+509 3712 3456' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' });
    expect(await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, bob.id))).toHaveLength(0);
    expect(await ledgerCount(t.db, bob.id)).toBe(0);
  });

  it('holds a withdrawal at once: available drops, balance stays', async () => {
    await fund(t, admin, bob, 100);
    const res = await withdraw(t, bob, { method: 'natcash', amountCents: 4000, phoneNumber: '+509 3712 3456' });
    expect(res.statusCode).toBe(201);
    const body = action(res);
    expect(body.message).toBe('Your withdrawal request has been submitted. It may take up to 24 hours to process.');
    expect(body.transaction).toMatchObject({
      type: 'withdraw',
      method: 'natcash',
      amountCents: 4000,
      status: 'pending',
      phoneNumber: '+50937123456',
      transactionRef: null,
    });
    expect(body.wallet).toEqual({ balanceCents: 10_000, heldCents: 4000, availableCents: 6000 });
    expect(await walletOf(t, bob)).toEqual({ balanceCents: 10_000, heldCents: 4000, availableCents: 6000 });
    const [hold] = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, bob.id), eq(walletEntries.kind, 'withdrawal_hold')));
    expect(hold).toMatchObject({ amountCents: 0, heldDeltaCents: 4000, referenceType: 'wallet_transaction', referenceId: body.transaction.id });
    // The held money cannot be promised twice.
    const second = await withdraw(t, bob, { method: 'moncash', amountCents: 6001, phoneNumber: '+50937123456' });
    expect(errorOf(second).code).toBe('INSUFFICIENT_FUNDS');
    await expectLedgerOk(t.db);
  });

  it('lets a user cancel their own pending request once; a withdrawal hold is released; others get 404', async () => {
    const w = action(await withdraw(t, bob, { method: 'moncash', amountCents: 1000, phoneNumber: '+50937123456' }));
    expect(w.wallet.availableCents).toBe(5000);
    const byAlice = await cancel(t, alice, w.transaction.id);
    expect(byAlice.statusCode).toBe(404);
    const ok = await cancel(t, bob, w.transaction.id);
    expect(ok.statusCode).toBe(200);
    expect(action(ok)).toMatchObject({
      message: 'Your request has been cancelled.',
      transaction: { status: 'cancelled' },
      wallet: { balanceCents: 10_000, heldCents: 4000, availableCents: 6000 },
    });
    const again = await cancel(t, bob, w.transaction.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', message: 'This transaction has already been processed.' });
    expect(await walletOf(t, bob)).toEqual({ balanceCents: 10_000, heldCents: 4000, availableCents: 6000 });
    const unknown = await cancel(t, bob, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const badId = await cancel(t, bob, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);

    const d = action(await deposit(t, bob, { method: 'moncash', amountCents: 700, transactionRef: '77777' }));
    const dc = await cancel(t, bob, d.transaction.id);
    expect(action(dc).transaction.status).toBe('cancelled');
    await expectLedgerOk(t.db);
  });

  it('lists only the own requests, newest first, filtered and paged', async () => {
    const list = async (user: TestUser, query: string) => {
      const res = await t.request(user, { method: 'GET', url: `/api/wallet/transactions${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<WalletTransactionList>();
    };
    const all = await list(bob, '');
    expect(all.total).toBe(3);
    expect(all.items.every((i) => i.userId === bob.id)).toBe(true);
    expect(all.items.map((i) => `${i.type}:${i.status}`)).toEqual(['deposit:cancelled', 'withdraw:cancelled', 'withdraw:pending']);
    expect((await list(bob, '?type=withdraw')).total).toBe(2);
    expect((await list(bob, '?status=pending')).items.map((i) => i.amountCents)).toEqual([4000]);
    expect((await list(bob, '?status=cancelled&type=deposit')).total).toBe(1);
    const page2 = await list(bob, '?page=2&pageSize=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items).toHaveLength(1);
    expect((await list(alice, '')).items.every((i) => i.userId === alice.id)).toBe(true);
    const bad = await t.request(bob, { method: 'GET', url: '/api/wallet/transactions?status=approved' });
    expect(bad.statusCode).toBe(400);
    const bigPage = await t.request(bob, { method: 'GET', url: '/api/wallet/transactions?pageSize=1000' });
    expect(bigPage.statusCode).toBe(400);
  });

  it('shows the rejection reason in the history', async () => {
    const d = action(await deposit(t, alice, { method: 'moncash', amountCents: 1500, transactionRef: '24680' }));
    await t.request(admin, { method: 'POST', url: `/api/admin/wallet-transactions/${d.transaction.id}/reject`, payload: { reason: 'Reference not found' } });
    const res = await t.request(alice, { method: 'GET', url: '/api/wallet/transactions?status=rejected' });
    expect(res.json<WalletTransactionList>().items[0]).toMatchObject({ id: d.transaction.id, status: 'rejected', notes: 'Reference not found' });
  });

  it('draws the balance chart from the ledger', async () => {
    const res = await t.request(bob, { method: 'GET', url: '/api/wallet/balance-history?days=7' });
    expect(res.statusCode).toBe(200);
    const { points } = res.json<BalanceHistory>();
    expect(points).toHaveLength(7);
    expect(points.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), balanceCents: 10_000 });
    expect(points[0]!.balanceCents).toBe(0);
    const defaults = (await t.request(alice, { method: 'GET', url: '/api/wallet/balance-history' })).json<BalanceHistory>();
    expect(defaults.points).toHaveLength(30);
    expect(defaults.points.every((p) => p.balanceCents === 0)).toBe(true);
    expect((await t.request(bob, { method: 'GET', url: '/api/wallet/balance-history?days=0' })).statusCode).toBe(400);
  });

  it('keeps the user out of admin wallet routes (403)', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/wallet-transactions' },
      { method: 'POST', url: '/api/admin/wallet-transactions/00000000-0000-4000-8000-000000000000/approve' },
      { method: 'POST', url: '/api/admin/wallet-transactions/00000000-0000-4000-8000-000000000000/reject', payload: {} },
      { method: 'POST', url: `/api/admin/wallets/${alice.id}/adjust`, payload: { amountDollars: 100 } },
      { method: 'GET', url: '/api/admin/settings' },
      { method: 'PUT', url: '/api/admin/settings', payload: { minAmountCents: 100 } },
    ] as const;
    for (const call of calls) {
      const res = await t.request(alice, { ...call });
      expect(res.statusCode, call.url).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    const sneaky = await adjust(t, bob, bob.id, 1000);
    expect(sneaky.statusCode).toBe(403);
    expect(await walletOf(t, bob)).toEqual({ balanceCents: 10_000, heldCents: 4000, availableCents: 6000 });
    await expectLedgerOk(t.db);
  });
});

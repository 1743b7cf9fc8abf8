import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, walletEntries, walletTransactions } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { action, adjust, approve, cancel, deposit, errorOf, expectLedgerOk, fund, ledgerCount, reject, walletOf, withdraw } from './wallet-helpers.js';

/**
 * Races and retries through the HTTP API. On PostgreSQL the app has a pool of 10 connections, so the
 * requests really run in parallel transactions; on PGlite they interleave on one connection.
 */
describe('wallet concurrency and idempotency', () => {
  let t: TestApp;
  let admin: TestUser;
  let admin2: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 10 });
    [admin, admin2, alice, bob] = await Promise.all([t.createAdmin(), t.createAdmin(), t.createUser(), t.createUser()]);
  });
  afterAll(() => t.close());

  it('50 concurrent withdrawals against a balance that covers one: exactly one is held', async () => {
    await fund(t, admin, alice, 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(t, alice, { method: 'moncash', amountCents: 1000, phoneNumber: '+50937123456' })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.statusCode === 409).every((r) => errorOf(r).message === 'Insufficient balance')).toBe(true);
    expect(await walletOf(t, alice)).toEqual({ balanceCents: 1000, heldCents: 1000, availableCents: 0 });
    const rows = await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, alice.id));
    expect(rows).toHaveLength(1);
    expect(await ledgerCount(t.db, alice.id)).toBe(2); // the funding adjustment and one hold
    await expectLedgerOk(t.db);
  });

  it('approve and reject of one withdrawal at once: one outcome, money moved once', async () => {
    const [pending] = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, alice.id), eq(walletTransactions.status, 'pending')));
    const [a, r] = await Promise.all([approve(t, admin, pending!.id), reject(t, admin2, pending!.id, 'race')]);
    expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : r;
    expect(errorOf(loser)).toMatchObject({ code: 'CONFLICT', message: 'This transaction has already been processed.' });
    const wallet = await walletOf(t, alice);
    if (a.statusCode === 200) expect(wallet).toEqual({ balanceCents: 0, heldCents: 0, availableCents: 0 });
    else expect(wallet).toEqual({ balanceCents: 1000, heldCents: 0, availableCents: 1000 });
    const moves = await t.db.select().from(walletEntries).where(eq(walletEntries.referenceId, pending!.id));
    expect(moves).toHaveLength(2); // the hold and exactly one capture or release
    await expectLedgerOk(t.db);
  });

  it('concurrent double (and tenfold) approval of a deposit credits it once', async () => {
    const d = action(await deposit(t, bob, { method: 'moncash', amountCents: 3300, transactionRef: '31337' }));
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => approve(t, i % 2 ? admin : admin2, d.transaction.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await walletOf(t, bob)).toEqual({ balanceCents: 3300, heldCents: 0, availableCents: 3300 });
    expect(await t.db.select().from(walletEntries).where(eq(walletEntries.referenceId, d.transaction.id))).toHaveLength(1);
  });

  it('cancel racing an approval of the same withdrawal: one wins', async () => {
    const w = action(await withdraw(t, bob, { method: 'moncash', amountCents: 300, phoneNumber: '+50937123456' }));
    const [c, a] = await Promise.all([cancel(t, bob, w.transaction.id), approve(t, admin, w.transaction.id)]);
    expect([c.statusCode, a.statusCode].sort()).toEqual([200, 409]);
    expect(await walletOf(t, bob)).toEqual(
      c.statusCode === 200 ? { balanceCents: 3300, heldCents: 0, availableCents: 3300 } : { balanceCents: 3000, heldCents: 0, availableCents: 3000 },
    );
    await expectLedgerOk(t.db);
  });

  it('a retried Idempotency-Key returns the first response and writes one ledger entry', async () => {
    const before = await ledgerCount(t.db, bob.id);
    const first = await adjust(t, admin, bob.id, 7, 'adjust-key-1');
    const retry = await adjust(t, admin, bob.id, 7, 'adjust-key-1');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await ledgerCount(t.db, bob.id)).toBe(before + 1);

    const d1 = await deposit(t, bob, { method: 'natcash', amountCents: 1234, transactionRef: '42424' }, 'dep-1');
    const d2 = await deposit(t, bob, { transactionRef: '42424', amountCents: 1234, method: 'natcash' }, 'dep-1');
    expect(d1.statusCode).toBe(201);
    expect(d2.statusCode).toBe(201);
    expect(d2.json()).toEqual(d1.json());
    expect(await t.db.select().from(walletTransactions).where(eq(walletTransactions.transactionId, '42424'))).toHaveLength(1);

    // Approving with a key and retrying after a lost response: the same 200, not a 409.
    const id = action(d1).transaction.id;
    const ap1 = await approve(t, admin, id, 'approve-42424');
    const ap2 = await approve(t, admin, id, 'approve-42424');
    expect([ap1.statusCode, ap2.statusCode]).toEqual([200, 200]);
    expect(ap2.json()).toEqual(ap1.json());
    expect(await t.db.select().from(walletEntries).where(eq(walletEntries.referenceId, id))).toHaveLength(1);
    await expectLedgerOk(t.db);
  });

  it('refuses the same key with a different request (422) and keys are per account', async () => {
    const first = await withdraw(t, bob, { method: 'moncash', amountCents: 500, phoneNumber: '+50937123456' }, 'wd-1');
    expect(first.statusCode).toBe(201);
    const other = await withdraw(t, bob, { method: 'moncash', amountCents: 600, phoneNumber: '+50937123456' }, 'wd-1');
    expect(other.statusCode).toBe(422);
    expect(errorOf(other)).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', message: 'This Idempotency-Key was already used for a different request.' });
    const otherPath = await deposit(t, bob, { method: 'moncash', amountCents: 500, transactionRef: '12345' }, 'wd-1');
    expect(otherPath.statusCode).toBe(422);
    expect((await walletOf(t, bob)).heldCents).toBe(500);

    // Another account may use the same key for its own request.
    await fund(t, admin, alice, 5);
    const alices = await withdraw(t, alice, { method: 'moncash', amountCents: 500, phoneNumber: '+50937123456' }, 'wd-1');
    expect(alices.statusCode).toBe(201);
    expect(action(alices).transaction.userId).toBe(alice.id);

    const tooLong = await withdraw(t, bob, { method: 'moncash', amountCents: 500, phoneNumber: '+50937123456' }, 'x'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).message).toBe('The Idempotency-Key header must be 1 to 255 visible characters.');
  });

  it('a failed request does not burn its key: the retry runs once the money is there', async () => {
    const carol = await t.createUser();
    const payload = { method: 'moncash', amountCents: 2000, phoneNumber: '+50937123456' };
    const broke = await withdraw(t, carol, payload, 'carol-wd');
    expect(broke.statusCode).toBe(409);
    const [stored] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, carol.id), eq(idempotencyKeys.key, 'carol-wd')));
    expect(stored).toBeUndefined();
    await fund(t, admin, carol, 20);
    const ok = await withdraw(t, carol, payload, 'carol-wd');
    expect(ok.statusCode).toBe(201);
    expect((await withdraw(t, carol, payload, 'carol-wd')).headers['idempotent-replayed']).toBe('true');
    expect(await walletOf(t, carol)).toEqual({ balanceCents: 2000, heldCents: 2000, availableCents: 0 });
  });

  it('concurrent requests with one key run the action once and all get the same answer', async () => {
    const before = await ledgerCount(t.db, alice.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => adjust(t, admin, alice.id, 3, 'burst-key')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await ledgerCount(t.db, alice.id)).toBe(before + 1);

    const cancels = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, alice.id), eq(walletTransactions.status, 'pending')));
    const id = cancels[0]!.id;
    const cs = await Promise.all(Array.from({ length: 5 }, () => cancel(t, alice, id, 'cancel-burst')));
    expect(cs.every((r) => r.statusCode === 200)).toBe(true);
    expect(
      await t.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.referenceId, id), eq(walletEntries.kind, 'withdrawal_release'))),
    ).toHaveLength(1);
    await expectLedgerOk(t.db);
  });
});

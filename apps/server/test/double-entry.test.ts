import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletActionResponse } from '@arena/shared';
import type { Db } from '../src/db/client.js';
import { systemAccountEntries, walletEntries, wallets, walletTransactions } from '../src/db/schema/index.js';
import { checkLedger, postLedgerMove } from '../src/modules/wallet/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { adjust, approve, deposit, expectLedgerOk, insertUsers, withdraw } from './wallet-helpers.js';

/** Double entry (docs/decisions/029): every balance change has its counter entry in a system account; the books sum to zero. */

async function counterOf(db: Db, walletEntryId: string) {
  return db.select().from(systemAccountEntries).where(eq(systemAccountEntries.walletEntryId, walletEntryId));
}

async function entriesOf(db: Db, userId: string) {
  return db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(walletEntries.createdAt);
}

describe('postLedgerMove writes both sides of every move', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  it('a NatCash deposit is countered in NatCash clearing, its withdrawal too; the hold alone has no counter entry', async () => {
    const made = (await deposit(t, user, { method: 'natcash', amountCents: 5000, transactionRef: '12345' })).json<WalletActionResponse>();
    expect((await approve(t, admin, made.transaction.id)).statusCode).toBe(200);
    const asked = await withdraw(t, user, { method: 'natcash', amountCents: 2000, phoneNumber: '+50937123456' });
    expect(asked.statusCode, asked.body).toBe(201);
    const withdrawal = asked.json<WalletActionResponse>().transaction;
    expect((await approve(t, admin, withdrawal.id)).statusCode).toBe(200);

    const [credit, hold, payout] = await entriesOf(t.db, user.id);
    expect([credit!.kind, hold!.kind, payout!.kind]).toEqual(['deposit', 'withdrawal_hold', 'withdrawal']);
    expect(await counterOf(t.db, credit!.id)).toEqual([
      expect.objectContaining({ account: 'natcash_clearing', amountCents: -5000, kind: 'deposit', referenceId: made.transaction.id, actorId: admin.id }),
    ]);
    expect(await counterOf(t.db, hold!.id)).toEqual([]);
    expect(await counterOf(t.db, payout!.id)).toEqual([expect.objectContaining({ account: 'natcash_clearing', amountCents: 2000, kind: 'withdrawal' })]);
    expect((await counterOf(t.db, credit!.id))[0]!.createdAt).toEqual(credit!.createdAt);
    await expectLedgerOk(t.db);
  });

  it('an admin adjustment comes from the adjustments account', async () => {
    const other = await t.createUser();
    expect((await adjust(t, admin, other.id, 7)).statusCode).toBe(200);
    const [entry] = await entriesOf(t.db, other.id);
    expect(await counterOf(t.db, entry!.id)).toEqual([expect.objectContaining({ account: 'adjustments', amountCents: -700 })]);
    const report = await checkLedger(t.db);
    expect(report.ok).toBe(true);
    expect(report.totalBalanceCents + report.totalSystemCents).toBe(0);
    expect(report.systemEntries).toBeGreaterThan(0);
  });

  it('refuses a balance change without its counter account, a hold with one, and an account its kind does not allow', async () => {
    const [userId] = (await insertUsers(t.db, 1)) as [string];
    const move = (m: Parameters<typeof postLedgerMove>[1]) => t.db.transaction((tx) => postLedgerMove(tx, m));
    await expect(move({ userId, kind: 'adjustment', amountCents: 100 })).rejects.toThrow(/needs its counter account/);
    await expect(move({ userId, kind: 'bid_hold', amountCents: 0, heldDeltaCents: 100, counterAccount: 'marketplace_sales' })).rejects.toThrow(
      /changes no balance has no counter account/,
    );
    await expect(move({ userId, kind: 'prize', amountCents: 100, counterAccount: 'adjustments' })).rejects.toThrow(/not countered by adjustments/);
    await expect(move({ userId, kind: 'deposit', amountCents: 100, counterAccount: 'entry_fees' })).rejects.toThrow(/not countered by entry_fees/);
    expect(await entriesOf(t.db, userId)).toEqual([]);
  });

  it('a refused move (insufficient funds) writes neither side', async () => {
    const [userId] = (await insertUsers(t.db, 1)) as [string];
    await expect(
      t.db.transaction((tx) => postLedgerMove(tx, { userId, kind: 'entry_fee', amountCents: -100, counterAccount: 'entry_fees' })),
    ).rejects.toThrow();
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(systemAccountEntries)
      .where(eq(systemAccountEntries.kind, 'entry_fee'));
    expect(n!.n).toBe(0);
  });
});

/**
 * Each new check of `checkLedger` on a row written past postLedgerMove, on a database of its own (the books stay broken:
 * the check at close accepts exactly the problems the test made).
 */
describe('the ledger check notices a move without its other side', () => {
  async function brokenBooks(): Promise<{ t: TestApp; userId: string }> {
    const t = await createTestApp();
    const [userId] = (await insertUsers(t.db, 1)) as [string];
    await t.db.insert(wallets).values({ userId });
    return { t, userId };
  }
  /** A wallet entry written straight to the table, the wallet's cache kept right (so only the double entry is wrong). */
  async function rawEntry(
    db: Db,
    values: { userId: string; kind: string; amountCents: number; heldDeltaCents?: number; referenceType?: string; referenceId?: string },
  ) {
    const [row] = await db.insert(walletEntries).values(values).returning();
    await db
      .update(wallets)
      .set({ balanceCents: sql`${wallets.balanceCents} + ${values.amountCents}`, heldCents: sql`${wallets.heldCents} + ${values.heldDeltaCents ?? 0}` })
      .where(eq(wallets.userId, values.userId));
    return row!;
  }
  const kindsAndIds = (report: Awaited<ReturnType<typeof checkLedger>>) => report.problems.map((p) => [p.kind, p.id]);

  it('passes on good data, then flags a balance change with no counter entry and the books no longer summing to zero', async () => {
    const { t, userId } = await brokenBooks();
    await t.db.transaction((tx) => postLedgerMove(tx, { userId, kind: 'adjustment', amountCents: 900, counterAccount: 'adjustments' }));
    await expectLedgerOk(t.db);
    const entry = await rawEntry(t.db, { userId, kind: 'adjustment', amountCents: 500 });
    const report = await checkLedger(t.db);
    expect(kindsAndIds(report)).toEqual([
      ['counter', entry.id],
      ['books', 'zero-sum'],
    ]);
    expect(report.problems[0]!.detail).toMatch(/has no counter entry/);
    expect(report.problems[1]!.detail).toMatch(/= 500, not 0/);
    // The test app's close runs the same check: it fails the file on a problem nobody accepted…
    await expect(t.close()).rejects.toThrow(/the ledger check found 2 problem\(s\)/);
  });

  it('flags a counter entry of the wrong amount', async () => {
    const { t, userId } = await brokenBooks();
    const entry = await rawEntry(t.db, { userId, kind: 'adjustment', amountCents: 500 });
    await t.db.insert(systemAccountEntries).values({ account: 'adjustments', amountCents: -400, walletEntryId: entry.id, kind: 'adjustment' });
    const report = await checkLedger(t.db);
    expect(kindsAndIds(report)).toEqual([
      ['counter', entry.id],
      ['books', 'zero-sum'],
    ]);
    expect(report.problems[0]!.detail).toBe('adjustment of 500 is countered by adjustment of -400 in adjustments');
    // …and lets through what the test broke on purpose.
    t.acceptLedgerProblems(entry.id, 'zero-sum');
    await t.close();
  });

  it('flags a counter entry in an account the kind does not allow, and a deposit countered in the other clearing account', async () => {
    const { t, userId } = await brokenBooks();
    const prize = await rawEntry(t.db, { userId, kind: 'prize', amountCents: 500 });
    await t.db.insert(systemAccountEntries).values({ account: 'adjustments', amountCents: -500, walletEntryId: prize.id, kind: 'prize' });
    const [request] = await t.db
      .insert(walletTransactions)
      .values({ userId, type: 'deposit', paymentMethod: 'natcash', amountCents: 300, transactionId: '54321', status: 'completed' })
      .returning();
    const credit = await rawEntry(t.db, { userId, kind: 'deposit', amountCents: 300, referenceType: 'wallet_transaction', referenceId: request!.id });
    await t.db.insert(systemAccountEntries).values({ account: 'moncash_clearing', amountCents: -300, walletEntryId: credit.id, kind: 'deposit' });
    const report = await checkLedger(t.db);
    // The sums still balance: only the accounts are wrong.
    expect(kindsAndIds(report).sort()).toEqual(
      [
        ['counter', prize.id],
        ['counter', credit.id],
      ].sort(),
    );
    expect(report.problems.find((p) => p.id === credit.id)!.detail).toMatch(/requires natcash_clearing/);
    t.acceptLedgerProblems(prize.id, credit.id);
    await t.close();
  });

  it('flags a counter entry on a wallet entry that changed no balance (a hold)', async () => {
    const { t, userId } = await brokenBooks();
    await t.db.transaction((tx) => postLedgerMove(tx, { userId, kind: 'adjustment', amountCents: 900, counterAccount: 'adjustments' }));
    const hold = await rawEntry(t.db, { userId, kind: 'bid_hold', amountCents: 0, heldDeltaCents: 100 });
    const [stray] = await t.db
      .insert(systemAccountEntries)
      .values({ account: 'marketplace_sales', amountCents: 100, walletEntryId: hold.id, kind: 'bid_hold' })
      .returning();
    const report = await checkLedger(t.db);
    expect(kindsAndIds(report)).toEqual([
      ['counter', stray!.id],
      ['books', 'zero-sum'],
    ]);
    expect(report.problems[0]!.detail).toMatch(/on a wallet entry that changed no balance/);
    t.acceptLedgerProblems(stray!.id, 'zero-sum');
    await t.close();
  });
});

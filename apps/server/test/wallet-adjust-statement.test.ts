import { and, asc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdjustWalletResponse } from '@arena/shared';
import { auditLog, idempotencyKeys, notifications, realtimeEvents, walletAdjustmentProposals, walletEntries } from '../src/db/schema/index.js';
import { adjustWallet, adjustWalletInOneStatement } from '../src/modules/wallet/testing.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { actor } from './use-case.js';
import { runUseCaseAs } from '../src/lib/use-case.js';
import { systemClock } from '../src/lib/clock.js';
import { adjust, errorOf, expectLedgerOk, keyHeader, walletOf } from './wallet-helpers.js';

/**
 * An adjustment that applies at once is one statement outside a transaction (decision 056): the function of
 * migration 0024 writes the move, the audit row, the realtime events and the key's answer that the use case
 * (`adjustWallet`, still the way of proposals, refusals and replays) writes. Pinned here against that use case, and
 * its key against retries and races. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (pool of 10).
 */
describe('an admin adjustment in one statement', () => {
  let t: TestApp;
  let ann: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 10 });
    ann = await t.createAdmin({ name: 'Ann Admin' });
  });
  afterAll(() => t.close());

  const lastEventId = async () => (await t.db.select({ id: max(realtimeEvents.id) }).from(realtimeEvents))[0]?.id ?? 0;
  const eventsFor = async (userId: string, after: number) =>
    (await t.db.select().from(realtimeEvents).where(gt(realtimeEvents.id, after)).orderBy(asc(realtimeEvents.id)))
      .map((e) => e.payload as { userId?: string; topic: string; data: Record<string, unknown> })
      .filter((e) => e.userId === userId);
  const auditOf = async (userId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.adjust'), eq(auditLog.targetId, userId)));
  const entriesOf = async (userId: string) => t.db.select().from(walletEntries).where(eq(walletEntries.userId, userId));
  const notificationsOf = async (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('writes what the use case writes: the move, the notification, the audit row, the events and the answer', async () => {
    for (const dollars of [25, -10]) {
      const [fast, slow] = await Promise.all([t.createUser({ name: 'Fast Way' }), t.createUser({ name: 'Use Case Way' })]);
      if (dollars < 0) {
        // A deduction needs money there first: the same credit on both, each its own way.
        expect((await adjust(t, ann, fast.id, 40)).statusCode).toBe(200);
        await runUseCaseAs(t.db, actor(ann.id, 'admin'), (ctx) => adjustWallet(ctx, { userId: slow.id, amountCents: 4000 }), { ip: '127.0.0.1' });
      }
      const before = await lastEventId();
      const res = await adjust(t, ann, fast.id, dollars);
      expect(res.statusCode, res.body).toBe(200);
      const fastAnswer = res.json<AdjustWalletResponse>();
      const slowAnswer = await runUseCaseAs(t.db, actor(ann.id, 'admin'), (ctx) => adjustWallet(ctx, { userId: slow.id, amountCents: dollars * 100 }), {
        ip: '127.0.0.1',
      });
      expect(fastAnswer).toEqual(slowAnswer);
      expect(fastAnswer).toEqual({ message: 'Wallet updated successfully', wallet: await walletOf(t, fast), proposal: null });

      // The events, with each account's own ids and times set aside.
      const [fastEvents, slowEvents] = await Promise.all([eventsFor(fast.id, before), eventsFor(slow.id, before)]);
      const shape = (events: Awaited<ReturnType<typeof eventsFor>>, userId: string) =>
        events.map((e) => ({
          ...e,
          userId: e.userId === userId ? 'them' : e.userId,
          data: { ...e.data, id: e.data.id ? 'id' : e.data.id, createdAt: e.data.createdAt ? 'at' : undefined },
        }));
      expect(fastEvents.map((e) => e.topic)).toEqual(['notification', 'wallet']);
      expect(shape(fastEvents, fast.id)).toEqual(shape(slowEvents, slow.id));
      expect(fastEvents[1]!.data).toEqual({ wallet: fastAnswer.wallet, transactionId: null, status: null });
      // The notification's event names the stored notification (its texts are rendered for each reader by the stream).
      const listed = (await t.request(fast, { method: 'GET', url: '/api/notifications' })).json<{ items: Array<Record<string, unknown>> }>().items[0]!;
      expect(fastEvents[0]!.data).toMatchObject({ id: listed.id, createdAt: listed.createdAt, type: listed.type, isRead: false });

      // The audit row and the ledger rows, but for ids and times.
      const audits = async (userId: string) => (await auditOf(userId)).map(({ id: _id, createdAt: _at, targetId: _target, ...rest }) => rest);
      expect((await audits(fast.id)).at(-1)).toEqual((await audits(slow.id)).at(-1));
      expect((await auditOf(fast.id)).at(-1)).toMatchObject({ actorId: ann.id, ipAddress: '127.0.0.1', after: { amountCents: dollars * 100, note: null } });
      const entries = async (userId: string) => (await entriesOf(userId)).map(({ id: _id, createdAt: _at, userId: _user, referenceId: _ref, ...rest }) => rest);
      expect(await entries(fast.id)).toEqual(await entries(slow.id));
      const notes = async (userId: string) => (await notificationsOf(userId)).map(({ id: _id, createdAt: _at, userId: _user, ...rest }) => rest);
      expect(await notes(fast.id)).toEqual(await notes(slow.id));
    }
    await expectLedgerOk(t.db);
  });

  it('applies in the statement itself, or writes nothing and leaves the adjustment to the use case', async () => {
    const p = await t.createUser({ name: 'Direct Player' });
    const caller = { actor: actor(ann.id, 'admin'), clock: systemClock, requestId: 'test', ip: null };
    const request = (key?: string) => ({ key, method: 'POST', path: `/api/admin/wallets/${p.id}/adjust`, body: { amountDollars: 1 } });
    const applied = await adjustWalletInOneStatement(t.db, caller, { userId: p.id, amountCents: 100 }, request('direct-1'));
    expect(applied).toEqual({
      statusCode: 200,
      replayed: false,
      body: { message: 'Wallet updated successfully', wallet: await walletOf(t, p), proposal: null },
    });
    // Over the four-eyes room, on an own wallet, with a used key: nothing written, not even a key.
    const over = await adjustWalletInOneStatement(t.db, caller, { userId: p.id, amountCents: 100_000 }, request('direct-2'));
    expect(over).toBeNull();
    expect(await adjustWalletInOneStatement(t.db, caller, { userId: ann.id, amountCents: 100 }, request())).toBeNull();
    expect(await adjustWalletInOneStatement(t.db, caller, { userId: p.id, amountCents: 100 }, request('direct-1'))).toBeNull();
    expect(await walletOf(t, p)).toEqual({ balanceCents: 100, heldCents: 0, availableCents: 100 });
    expect(await t.db.select().from(walletAdjustmentProposals).where(eq(walletAdjustmentProposals.userId, p.id))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, ann.id), eq(idempotencyKeys.key, 'direct-2'))),
    ).toHaveLength(0);
    expect(await entriesOf(p.id)).toHaveLength(1);
    expect(await auditOf(p.id)).toHaveLength(1);
    await expectLedgerOk(t.db);
  });

  it('a retried Idempotency-Key replays the answer; another body is a 422, an unusable key a 400, and nothing moves twice', async () => {
    const p = await t.createUser({ name: 'Retry Player' });
    const first = await adjust(t, ann, p.id, 30, 'adjust-retry-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await adjust(t, ann, p.id, 30, 'adjust-retry-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const [stored] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, ann.id), eq(idempotencyKeys.key, 'adjust-retry-1')));
    expect(stored).toMatchObject({ statusCode: 200, responseBody: first.json(), path: `/api/admin/wallets/${p.id}/adjust` });

    const other = await adjust(t, ann, p.id, 31, 'adjust-retry-1');
    expect(other.statusCode).toBe(422);
    const unusable = await t.request(ann, {
      method: 'POST',
      url: `/api/admin/wallets/${p.id}/adjust`,
      payload: { amountDollars: 5 },
      headers: keyHeader('x'.repeat(300)),
    });
    expect(unusable.statusCode, unusable.body).toBe(400);
    expect(errorOf(unusable).code).toBe('VALIDATION');
    expect(await walletOf(t, p)).toEqual({ balanceCents: 3000, heldCents: 0, availableCents: 3000 });
    expect(await entriesOf(p.id)).toHaveLength(1);
    expect(await auditOf(p.id)).toHaveLength(1);
    await expectLedgerOk(t.db);
  });

  it('eight requests at once with one key: one move, one audit row, every answer the first', async () => {
    const p = await t.createUser({ name: 'Race Key Player' });
    const results = await Promise.all(Array.from({ length: 8 }, () => adjust(t, ann, p.id, 12, 'adjust-race-1')));
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    const bodies = results.map((r) => r.json<AdjustWalletResponse>());
    expect(bodies.every((b) => JSON.stringify(b) === JSON.stringify(bodies[0]))).toBe(true);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await walletOf(t, p)).toEqual({ balanceCents: 1200, heldCents: 0, availableCents: 1200 });
    expect(await entriesOf(p.id)).toHaveLength(1);
    expect(await auditOf(p.id)).toHaveLength(1);
    await expectLedgerOk(t.db);
  });

  it('a refusal writes nothing, the key included: the same key then applies once there is money', async () => {
    const p = await t.createUser({ name: 'Short Player' });
    const refused = await adjust(t, ann, p.id, -5, 'adjust-short-1');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('INSUFFICIENT_FUNDS');
    expect(await entriesOf(p.id)).toHaveLength(0);
    expect(await auditOf(p.id)).toHaveLength(0);
    // A refused use case rolls its key's claim back with the rest: the retry is decided again.
    expect((await adjust(t, ann, p.id, -5, 'adjust-short-1')).statusCode).toBe(409);
    expect((await adjust(t, ann, p.id, 8)).statusCode).toBe(200);
    const applied = await adjust(t, ann, p.id, -5, 'adjust-short-1');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.headers['idempotent-replayed']).toBeUndefined();
    expect(await walletOf(t, p)).toEqual({ balanceCents: 300, heldCents: 0, availableCents: 300 });
    await expectLedgerOk(t.db);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL } from '../src/db/client.js';
import { preparedStatement } from '../src/db/prepared.js';
import { auditLog, wallets } from '../src/db/schema/index.js';
import { recordAudit } from '../src/lib/audit.js';
import { notifyInTransaction } from '../src/lib/transaction-outbox.js';
import { createTestApp, type TestApp } from './helpers.js';
import { eventually } from './sse.js';
import { runAs } from './use-case.js';

/** db/prepared.ts: statements built once, run on the driver connection of a transaction or of the pool. */
describe('prepared statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const balanceOf = preparedStatement<{ userId: string }, { balance: string }>(
    'test_wallet_balance',
    sql`select balance_cents::text as balance from ${wallets} where user_id = ${sql.placeholder('userId')}::uuid`,
  );

  it('runs inside the open transaction: it sees its uncommitted writes and they roll back with it', async () => {
    const user = await t.createUser();
    const failure = new Error('roll back');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(wallets).set({ balanceCents: 4200 }).where(eq(wallets.userId, user.id));
        expect(await balanceOf.run(tx, { userId: user.id })).toEqual([{ balance: '4200' }]);
        // Outside the transaction the change is not there yet (PGlite has one connection, busy with this transaction).
        if (t.database.kind === 'postgres') expect(await balanceOf.run(t.db, { userId: user.id })).toEqual([{ balance: '0' }]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await balanceOf.run(t.db, { userId: user.id })).toEqual([{ balance: '0' }]);
  });

  it('runs again and again on every pooled connection (the statement is prepared once per connection)', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => t.createUser()));
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => t.db.transaction((tx) => balanceOf.run(tx, { userId: users[i % users.length]!.id }))),
    );
    expect(answers.flat()).toEqual(Array.from({ length: 60 }, () => ({ balance: '0' })));
  });

  it('refuses a statement with a value that is not a placeholder (its text would change with the value)', () => {
    expect(() => preparedStatement('test_inline_value', sql`select ${42}::int as n`)).toThrow('every value must be a sql.placeholder');
  });

  it("a use case's audit rows and NOTIFYs leave in one statement, exactly as recorded and in order", async () => {
    const admin = await t.createAdmin();
    const targetId = crypto.randomUUID();
    const awkward = { note: `it's "quoted" \\ back-slashed, 🎉 émoji and\nnewline`, nested: { list: [1, null, 'x'] } };
    const seen: string[] = [];
    const stop = await t.app.database.listen(EVENTS_CHANNEL, (payload) => seen.push(payload));
    try {
      await runAs(t.db, admin.id, async (ctx) => {
        await recordAudit(ctx.tx, { actorId: admin.id, action: 'test.first', targetType: 'thing', targetId, before: null, after: awkward, ipAddress: null });
        await notifyInTransaction(ctx.tx, { topic: 'test', targetId, n: 1, awkward });
        await recordAudit(ctx.tx, { actorId: null, action: 'test.second', targetType: 'thing', targetId, after: { n: 2 }, ipAddress: '203.0.113.9' });
        await notifyInTransaction(ctx.tx, { topic: 'test', targetId, n: 2 });
        // Not written yet, even inside the transaction: the outbox sends at the end of the use case.
        expect(await ctx.tx.$count(auditLog, eq(auditLog.targetId, targetId))).toBe(0);
      });

      const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
      expect(rows.map((r) => r.action).sort()).toEqual(['test.first', 'test.second']);
      expect(rows.find((r) => r.action === 'test.first')).toMatchObject({
        actorId: admin.id,
        targetType: 'thing',
        before: null,
        after: awkward,
        ipAddress: null,
      });
      expect(rows.find((r) => r.action === 'test.second')).toMatchObject({ actorId: null, before: null, after: { n: 2 }, ipAddress: '203.0.113.9' });

      await eventually(() => seen.filter((p) => p.includes(targetId)).length === 2, 'both events on the channel');
      const events = seen.filter((p) => p.includes(targetId)).map((p) => JSON.parse(p) as { n: number; awkward?: unknown });
      expect(events.map((e) => e.n)).toEqual([1, 2]);
      expect(events[0]!.awkward).toEqual(awkward);
    } finally {
      await stop();
    }
  });

  it('a use case that fails leaves no audit row and sends no event', async () => {
    const admin = await t.createAdmin();
    const targetId = crypto.randomUUID();
    const seen: string[] = [];
    const stop = await t.app.database.listen(EVENTS_CHANNEL, (payload) => seen.push(payload));
    try {
      const failure = new Error('refused');
      await expect(
        runAs(t.db, admin.id, async (ctx) => {
          await recordAudit(ctx.tx, { actorId: admin.id, action: 'test.failed', targetType: 'thing', targetId });
          await notifyInTransaction(ctx.tx, { topic: 'test', targetId });
          throw failure;
        }),
      ).rejects.toBe(failure);
      // Barrier: an event sent after the failed use case arrives, so the failed one would have by now.
      const barrier = crypto.randomUUID();
      await runAs(t.db, admin.id, (ctx) => notifyInTransaction(ctx.tx, { topic: 'test', barrier }));
      await eventually(() => seen.some((p) => p.includes(barrier)), 'the barrier on the channel');
      expect(seen.filter((p) => p.includes(targetId))).toEqual([]);
      expect(await t.db.$count(auditLog, eq(auditLog.targetId, targetId))).toBe(0);
    } finally {
      await stop();
    }
  });
});

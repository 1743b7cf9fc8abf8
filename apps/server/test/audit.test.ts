import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, systemAccountEntries, users, walletEntries } from '../src/db/schema/index.js';
import { auditChange, recordAudit, type AuditRecord } from '../src/lib/audit.js';
import type { UseCaseContext } from '../src/lib/use-case.js';
import { postLedgerMove } from '../src/modules/wallet/index.js';
import { createTestApp, type TestApp } from './helpers.js';

/** The Postgres error under drizzle's wrapper (both drivers put it in `cause`). */
async function databaseError(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message: string } }).cause ?? (error as { code?: string; message: string });
    return { code: cause.code, message: cause.message };
  }
  throw new Error('expected the statement to be refused, but it succeeded');
}

const RESTRICT_VIOLATION = '23001';

describe('audit log and ledger are append-only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function auditRecord(overrides: Partial<AuditRecord> = {}): AuditRecord {
    return {
      actorId: null,
      action: 'test.action',
      targetType: 'thing',
      targetId: crypto.randomUUID(),
      before: { status: 'pending' },
      after: { status: 'completed' },
      ipAddress: '203.0.113.7',
      ...overrides,
    };
  }

  async function auditRow(targetId: string) {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
    return rows;
  }

  async function ledgerEntry(userId: string) {
    await t.db.transaction((tx) => postLedgerMove(tx, { userId, kind: 'adjustment', amountCents: 1500, counterAccount: 'adjustments', note: 'test entry' }));
    const [row] = await t.db.select().from(walletEntries).where(eq(walletEntries.userId, userId));
    return row!;
  }

  it('recordAudit writes one row with actor, action, target, before/after and address', async () => {
    const actor = await t.createAdmin();
    const record = auditRecord({ actorId: actor.id, action: 'wallet.transaction.approve', targetType: 'wallet_transaction' });
    await t.db.transaction((tx) => recordAudit(tx, record));

    const rows = await auditRow(record.targetId!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: actor.id,
      action: 'wallet.transaction.approve',
      targetType: 'wallet_transaction',
      targetId: record.targetId,
      before: { status: 'pending' },
      after: { status: 'completed' },
      ipAddress: '203.0.113.7',
    });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("auditChange writes the use case's actor and client address with the change", async () => {
    const actor = await t.createAdmin();
    const targetId = crypto.randomUUID();
    await t.db.transaction((tx) =>
      auditChange(
        { tx, actor: { id: actor.id } as UseCaseContext['actor'], ip: '198.51.100.4' },
        { action: 'test.change', targetType: 'thing', targetId, after: { n: 1 } },
      ),
    );
    const rows = await auditRow(targetId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: actor.id, action: 'test.change', targetType: 'thing', before: null, after: { n: 1 }, ipAddress: '198.51.100.4' });
  });

  it('stores null for what was not given', async () => {
    const record = auditRecord({ before: undefined, after: undefined, ipAddress: undefined });
    await recordAudit(t.db, record);
    const [row] = await auditRow(record.targetId!);
    expect(row).toMatchObject({ actorId: null, before: null, after: null, ipAddress: null });
  });

  it('writes nothing when the action around it rolls back', async () => {
    const record = auditRecord();
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, record);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await auditRow(record.targetId!)).toEqual([]);
  });

  it('the database refuses UPDATE of an audit row', async () => {
    const record = auditRecord();
    await recordAudit(t.db, record);
    const error = await databaseError(t.db.update(auditLog).set({ action: 'tampered' }).where(eq(auditLog.targetId, record.targetId!)));
    expect(error.code).toBe(RESTRICT_VIOLATION);
    expect(error.message).toMatch(/audit_log is append-only: UPDATE is not allowed/);
    const [row] = await auditRow(record.targetId!);
    expect(row!.action).toBe('test.action');
  });

  it('the database refuses even a no-op UPDATE and a change of actor to someone else', async () => {
    const actor = await t.createAdmin();
    const other = await t.createAdmin();
    const record = auditRecord({ actorId: actor.id });
    await recordAudit(t.db, record);
    expect((await databaseError(t.db.execute(sql`update audit_log set action = action where target_id = ${record.targetId}`))).code).toBe(RESTRICT_VIOLATION);
    expect((await databaseError(t.db.update(auditLog).set({ actorId: other.id }).where(eq(auditLog.targetId, record.targetId!)))).code).toBe(
      RESTRICT_VIOLATION,
    );
    const [row] = await auditRow(record.targetId!);
    expect(row!.actorId).toBe(actor.id);
  });

  it('the database refuses DELETE of an audit row', async () => {
    const record = auditRecord();
    await recordAudit(t.db, record);
    const error = await databaseError(t.db.delete(auditLog).where(eq(auditLog.targetId, record.targetId!)));
    expect(error.code).toBe(RESTRICT_VIOLATION);
    expect(error.message).toMatch(/audit_log is append-only: DELETE is not allowed/);
    expect(await auditRow(record.targetId!)).toHaveLength(1);
  });

  it('deleting the acting account keeps its audit rows, with the actor cleared', async () => {
    const actor = await t.createAdmin();
    const record = auditRecord({ actorId: actor.id });
    await recordAudit(t.db, record);
    await t.db.delete(users).where(eq(users.id, actor.id));
    const [row] = await auditRow(record.targetId!);
    expect(row).toMatchObject({ actorId: null, action: 'test.action', before: { status: 'pending' } });
  });

  it('the database refuses UPDATE of a ledger entry', async () => {
    const user = await t.createUser();
    const entry = await ledgerEntry(user.id);
    const error = await databaseError(t.db.update(walletEntries).set({ amountCents: 999_999 }).where(eq(walletEntries.id, entry.id)));
    expect(error.code).toBe(RESTRICT_VIOLATION);
    expect(error.message).toMatch(/wallet_entries is append-only: UPDATE is not allowed/);
    const [row] = await t.db.select().from(walletEntries).where(eq(walletEntries.id, entry.id));
    expect(Number(row!.amountCents)).toBe(1500);
  });

  it('the database refuses DELETE of a ledger entry', async () => {
    const user = await t.createUser();
    const entry = await ledgerEntry(user.id);
    const error = await databaseError(t.db.delete(walletEntries).where(eq(walletEntries.id, entry.id)));
    expect(error.code).toBe(RESTRICT_VIOLATION);
    expect(error.message).toMatch(/wallet_entries is append-only: DELETE is not allowed/);
    expect(await t.db.select().from(walletEntries).where(eq(walletEntries.id, entry.id))).toHaveLength(1);
  });

  it('the database refuses UPDATE and DELETE of a system account entry (the other side of the ledger)', async () => {
    const user = await t.createUser();
    const entry = await ledgerEntry(user.id);
    const [counter] = await t.db.select().from(systemAccountEntries).where(eq(systemAccountEntries.walletEntryId, entry.id));
    expect(counter).toMatchObject({ account: 'adjustments', amountCents: -1500, kind: 'adjustment' });
    const update = await databaseError(t.db.update(systemAccountEntries).set({ amountCents: 1 }).where(eq(systemAccountEntries.id, counter!.id)));
    expect(update.code).toBe(RESTRICT_VIOLATION);
    expect(update.message).toMatch(/system_account_entries is append-only: UPDATE is not allowed/);
    const remove = await databaseError(t.db.delete(systemAccountEntries).where(eq(systemAccountEntries.id, counter!.id)));
    expect(remove.code).toBe(RESTRICT_VIOLATION);
    expect(remove.message).toMatch(/system_account_entries is append-only: DELETE is not allowed/);
  });

  it('an account with ledger entries cannot be deleted (the money history stays)', async () => {
    const user = await t.createUser();
    await ledgerEntry(user.id);
    await expect(t.db.delete(users).where(eq(users.id, user.id))).rejects.toThrow();
    expect(await t.db.select().from(walletEntries).where(eq(walletEntries.userId, user.id))).toHaveLength(1);
  });
});

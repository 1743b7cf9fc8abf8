import crypto from 'node:crypto';
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import {
  type BalanceHistory,
  type PaymentInfo,
  type PaymentMethod,
  type WalletActionResponse,
  type WalletTransaction,
  type WalletTransactionList,
} from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { walletEntries, walletTransactions } from '../../db/schema/index.js';
import { refuseAdminAsPlayer } from '../../lib/conflict-of-interest.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { publishEvent } from '../../lib/realtime-events.js';
import { getPaymentSettings } from '../settings/index.js';
import { guardDeposit, lockPlayerProtection } from '../protection/index.js';
import { getWalletState, postLedgerMove, type WalletState } from './ledger.js';
import { readAll } from '../../db/read-all.js';
import { translate } from '../../lib/i18n.js';

/**
 * The user's side of the wallet: deposit and withdrawal requests, cancelling a pending one, reading
 * the wallet, its history and the balance chart. State changes are use cases (`ctx`, input) for the
 * signed-in user (`ctx.actor`): the route runs them through `runUseCase`, which owns the transaction,
 * so a request, its ledger rows, its realtime event and its idempotency record commit together or not
 * at all.
 */

/** `reference_type` of ledger rows that belong to a deposit/withdrawal request. */
export const TRANSACTION_REFERENCE = 'wallet_transaction';

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

export function toWalletTransaction(row: WalletTransactionRow): WalletTransaction {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type as WalletTransaction['type'],
    method: row.paymentMethod as PaymentMethod,
    amountCents: Number(row.amountCents),
    status: row.status as WalletTransaction['status'],
    transactionRef: row.transactionId,
    phoneNumber: row.phoneNumber,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Tells the user's open tabs to refresh the balance and lists (delivered on commit). */
export async function publishWalletEvent(tx: DbOrTx, userId: string, wallet: WalletState, transaction?: WalletTransactionRow): Promise<void> {
  await publishEvent(tx, {
    topic: 'wallet',
    userId,
    data: { wallet, transactionId: transaction?.id ?? null, status: transaction?.status ?? null },
  });
}

/** The admin's min/max per transaction; the schema already refused anything under $1. */
export function assertAmountAllowed(amountCents: number, settings: PaymentInfo): void {
  if (amountCents < settings.minAmountCents || amountCents > settings.maxAmountCents) {
    const params = { min: { cents: settings.minAmountCents }, max: { cents: settings.maxAmountCents } };
    throw new AppError('VALIDATION', 'wallet.amountOutOfRange', { params, fields: { amountCents: 'wallet.amountOutOfRange' } });
  }
}

export async function getWallet(db: Db, userId: string): Promise<WalletState> {
  return getWalletState(db, userId);
}

/**
 * A deposit request: pending until an admin checks the MonCash/NatCash reference; no money moves yet. The player's
 * protection (time-out, self-exclusion, deposit limits) is checked under its row lock in this transaction.
 */
export async function createDeposit(
  ctx: UseCaseContext,
  input: { method: PaymentMethod; amountCents: number; transactionRef: string },
): Promise<WalletActionResponse> {
  const { tx } = ctx;
  const userId = ctx.actor.id;
  // The admin refusal and the protection row's lock in one call (decision 053), then the refusals in their order.
  const protection = await lockPlayerProtection(ctx, { refuseAdmin: 'account.adminNoWalletActions' });
  assertAmountAllowed(input.amountCents, await getPaymentSettings(tx));
  await guardDeposit(ctx, input.amountCents, protection);
  const [row] = await tx
    .insert(walletTransactions)
    .values({ userId, type: 'deposit', paymentMethod: input.method, amountCents: input.amountCents, transactionId: input.transactionRef, status: 'pending' })
    .returning();
  const wallet = await getWalletState(tx, userId);
  await publishWalletEvent(tx, userId, wallet, row);
  return { message: translate(ctx.locale, 'wallet.depositSubmitted'), transaction: toWalletTransaction(row!), wallet };
}

/**
 * A withdrawal request: the amount is held at once (available drops, balance stays) by the ledger's
 * conditional update, so two requests can never promise the same money; 'Insufficient balance'
 * (INSUFFICIENT_FUNDS) when available is too low, and then nothing is written.
 */
export async function createWithdrawal(
  ctx: UseCaseContext,
  input: { method: PaymentMethod; amountCents: number; phoneNumber: string },
): Promise<WalletActionResponse> {
  const { tx } = ctx;
  const userId = ctx.actor.id;
  await refuseAdminAsPlayer(ctx, 'account.adminNoWalletActions');
  assertAmountAllowed(input.amountCents, await getPaymentSettings(tx));
  const id = crypto.randomUUID();
  const wallet = await postLedgerMove(tx, {
    userId,
    kind: 'withdrawal_hold',
    amountCents: 0,
    heldDeltaCents: input.amountCents,
    referenceType: TRANSACTION_REFERENCE,
    referenceId: id,
    actorId: userId,
  });
  const [row] = await tx
    .insert(walletTransactions)
    .values({ id, userId, type: 'withdraw', paymentMethod: input.method, amountCents: input.amountCents, phoneNumber: input.phoneNumber, status: 'pending' })
    .returning();
  await publishWalletEvent(tx, userId, wallet, row);
  return { message: translate(ctx.locale, 'wallet.withdrawalSubmitted'), transaction: toWalletTransaction(row!), wallet };
}

/**
 * Moves a pending request to a final status with one conditional UPDATE (`… AND status = 'pending'`):
 * of two concurrent transitions exactly one gets the row; the other gets 409 and moves no money.
 * `ownerId` restricts to the user's own rows (another user's id is a 404, its existence not revealed).
 */
export async function claimPending(
  tx: DbOrTx,
  input: { transactionId: string; ownerId?: string; status: 'completed' | 'rejected' | 'cancelled'; reviewerId?: string; notes?: string | null },
): Promise<WalletTransactionRow> {
  const scope = and(eq(walletTransactions.id, input.transactionId), input.ownerId ? eq(walletTransactions.userId, input.ownerId) : undefined);
  const [row] = await tx
    .update(walletTransactions)
    .set({
      status: input.status,
      updatedAt: sql`now()`,
      ...(input.reviewerId ? { reviewedBy: input.reviewerId, reviewedAt: sql`now()` } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    })
    .where(and(scope, eq(walletTransactions.status, 'pending')))
    .returning();
  if (row) return row;
  const [existing] = await tx.select({ id: walletTransactions.id }).from(walletTransactions).where(scope);
  if (!existing) throw notFound();
  throw new AppError('CONFLICT', 'wallet.alreadyProcessed');
}

/** The user cancels their own pending request; a withdrawal's hold is released. */
export async function cancelTransaction(ctx: UseCaseContext, input: { transactionId: string }): Promise<WalletActionResponse> {
  const { tx } = ctx;
  const row = await claimPending(tx, { transactionId: input.transactionId, ownerId: ctx.actor.id, status: 'cancelled' });
  const wallet =
    row.type === 'withdraw'
      ? await postLedgerMove(tx, {
          userId: row.userId,
          kind: 'withdrawal_release',
          amountCents: 0,
          heldDeltaCents: -Number(row.amountCents),
          referenceType: TRANSACTION_REFERENCE,
          referenceId: row.id,
          actorId: ctx.actor.id,
          note: 'cancelled by user',
        })
      : await getWalletState(tx, row.userId);
  await publishWalletEvent(tx, row.userId, wallet, row);
  return { message: translate(ctx.locale, 'wallet.cancelled'), transaction: toWalletTransaction(row), wallet };
}

export function transactionFilters(query: { status: string; type: string }): SQL[] {
  const where: SQL[] = [];
  if (query.status !== 'all') where.push(eq(walletTransactions.status, query.status));
  if (query.type !== 'all') where.push(eq(walletTransactions.type, query.type));
  return where;
}

/** The user's own requests, newest first, paged. */
export async function listUserTransactions(
  db: Db,
  userId: string,
  query: { status: string; type: string; page: number; pageSize: number },
): Promise<WalletTransactionList> {
  const where = and(eq(walletTransactions.userId, userId), ...transactionFilters(query));
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(walletTransactions)
        .where(where)
        .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => db.select({ n: count() }).from(walletTransactions).where(where),
  ]);
  return { items: rows.map(toWalletTransaction), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The balance at the end of each of the last `days` UTC days (today included), computed from the
 * ledger: the sum of all entries before the first day, then each day's sum carried forward.
 */
export async function getBalanceHistory(db: Db, userId: string, days: number, now: Date): Promise<BalanceHistory> {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(todayStart - (days - 1) * DAY_MS);
  const dayExpr = sql<string>`to_char(${walletEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [[opening], perDay] = await readAll(db, [
    () =>
      db
        .select({ sum: sql<string | null>`sum(${walletEntries.amountCents})` })
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, userId), lt(walletEntries.createdAt, start))),
    () =>
      db
        .select({ day: dayExpr, sum: sql<string>`sum(${walletEntries.amountCents})` })
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, userId), sql`${walletEntries.createdAt} >= ${start.toISOString()}`))
        .groupBy(dayExpr),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, Number(r.sum)]));
  let balance = Number(opening?.sum ?? 0);
  const points: BalanceHistory['points'] = [];
  for (let i = 0; i < days; i += 1) {
    const date = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    balance += byDay.get(date) ?? 0;
    points.push({ date, balanceCents: balance });
  }
  return { points };
}

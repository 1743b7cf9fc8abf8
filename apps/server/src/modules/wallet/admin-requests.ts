import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import {
  clearingAccountOf,
  formatCentsIn,
  type AdminWalletTransactionList,
  type MessageId,
  type PaymentMethod,
  type WalletActionResponse,
} from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { users, wallets, walletTransactions } from '../../db/schema/index.js';
import { refuseAdminRecipient } from '../../lib/conflict-of-interest.js';
import { auditChange } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { sendNotification } from '../notifications/index.js';
import { getFourEyesThreshold } from '../settings/index.js';
import { ensureWallet, getWalletState, postLedgerMove, walletStateOf, type WalletState } from './ledger.js';
import {
  claimPending,
  publishWalletEvent,
  TRANSACTION_REFERENCE,
  toWalletTransaction,
  transactionFilters,
  type WalletTransactionRow,
} from './user-requests.js';
import { countListTotal } from '../../lib/list-total.js';
import { readAll } from '../../db/read-all.js';
import { translate } from '../../lib/i18n.js';

/**
 * The admin's side of deposit/withdrawal requests (admin spec /admin/wallet-transactions): list with
 * search and the duplicate-reference flag, approve, reject. Approve and reject are use cases (the
 * admin is `ctx.actor`): status change (conditional on 'pending'), ledger move, notification, realtime event
 * and audit record commit together, and a request is resolved exactly once.
 */

const firstApprover = alias(users, 'first_approver');

export async function listAdminTransactions(
  db: Db,
  query: { status: string; type: string; page: number; pageSize: number; search?: string; afterId?: string },
): Promise<AdminWalletTransactionList> {
  const filters = transactionFilters(query);
  // The CSV export reads on from its last row (keyset), which stays cheap however deep it goes; the screen pages.
  if (query.afterId) {
    filters.push(
      sql`(${walletTransactions.createdAt}, ${walletTransactions.id}) < (select a.created_at, a.id from wallet_transactions a where a.id = ${query.afterId})`,
    );
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    const digits = query.search.replace(/\s+/g, '');
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(walletTransactions.transactionId, pattern),
        ilike(walletTransactions.phoneNumber, pattern),
        // Phone numbers are stored without spaces; '+509 3712' still finds '+5093712…'.
        digits && digits !== query.search ? ilike(walletTransactions.phoneNumber, containsPattern(digits)) : undefined,
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const duplicateOf = sql<string | null>`(
    select d.id from wallet_transactions d
    where ${walletTransactions.type} = 'deposit' and d.type = 'deposit'
      and d.transaction_id = ${walletTransactions.transactionId} and d.id <> ${walletTransactions.id}
    order by d.created_at, d.id limit 1)`;
  const [rows, total] = await readAll(db, [
    () =>
      db
        .select({
          tx: walletTransactions,
          email: users.email,
          name: users.name,
          duplicateOf,
          firstApproverName: firstApprover.name,
          firstApproverEmail: firstApprover.email,
        })
        .from(walletTransactions)
        .innerJoin(users, eq(users.id, walletTransactions.userId))
        .leftJoin(firstApprover, eq(firstApprover.id, walletTransactions.firstApprovedBy))
        .where(where)
        .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () =>
      countListTotal(
        db,
        (limit) => {
          // The join serves the search alone: every request has its user (a foreign key), so without a search the
          // requests count the same without it, and the count walks one index instead of a join (bench: pending list).
          const matching = db.select({ id: walletTransactions.id }).from(walletTransactions).$dynamic();
          return (query.search ? matching.innerJoin(users, eq(users.id, walletTransactions.userId)) : matching).where(where).limit(limit);
        },
        query,
      ),
  ]);
  return {
    items: rows.map((r) => ({
      ...toWalletTransaction(r.tx),
      reviewedBy: r.tx.reviewedBy,
      user: { id: r.tx.userId, email: r.email, fullName: r.name || null },
      duplicateRef: r.duplicateOf !== null,
      duplicateRefOf: r.duplicateOf,
      firstApproval: r.tx.firstApprovedAt
        ? { adminId: r.tx.firstApprovedBy, name: r.firstApproverName || r.firstApproverEmail || null, at: r.tx.firstApprovedAt.toISOString() }
        : null,
    })),
    ...total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The request's kind as a word of the notification, rendered in its reader's language. */
function typeWord(row: WalletTransactionRow): { text: MessageId } {
  return { text: row.type === 'deposit' ? 'notify.walletType.deposit' : 'notify.walletType.withdraw' };
}

function stateBefore(after: WalletState, amountCents: number, heldDeltaCents: number): WalletState {
  return walletStateOf(after.balanceCents - amountCents, after.heldCents - heldDeltaCents);
}

export interface ReviewInput {
  transactionId: string;
}

/**
 * Approve: a deposit is credited (kind 'deposit'); a withdrawal's hold is captured (kind 'withdrawal':
 * balance and held both drop). Four-eyes: no admin approves their own request ('adminWallet.selfApproval');
 * when the request, with the user's requests of its type completed in the last 24 hours, passes the threshold
 * of /admin/settings, the first approval is only recorded (`first_approved_by`) and
 * an admin other than the first completes it. The request's row is locked first, so concurrent
 * approvals see each other's outcome: a request is credited once.
 */
export async function approveTransaction(ctx: UseCaseContext, input: ReviewInput): Promise<WalletActionResponse> {
  const { tx } = ctx;
  const actorId = ctx.actor.id;
  const [current] = await tx.select().from(walletTransactions).where(eq(walletTransactions.id, input.transactionId)).for('update');
  if (!current) throw notFound();
  if (current.status !== 'pending') throw new AppError('CONFLICT', 'wallet.alreadyProcessed');
  if (current.userId === actorId) throw new AppError('FORBIDDEN', 'adminWallet.selfApproval');
  // A deposit asked for before its owner became an admin credits no admin (decision 032); it can be rejected.
  if (current.type === 'deposit') await refuseAdminRecipient(tx, current.userId, 'adminConflict.adminDepositRecipient');
  const amount = Number(current.amountCents);
  const threshold = await getFourEyesThreshold(tx);
  const recentCents = amount > threshold ? 0 : await completedInLastDay(tx, current);
  if (amount + recentCents > threshold) {
    if (current.firstApprovedBy === actorId) throw new AppError('CONFLICT', 'adminWallet.secondAdminRequired');
    if (current.firstApprovedBy === null) return recordFirstApproval(ctx, current, threshold, recentCents);
  }
  const row = await claimPending(tx, { transactionId: input.transactionId, status: 'completed', reviewerId: actorId });
  const move =
    row.type === 'deposit'
      ? { kind: 'deposit' as const, amountCents: amount, heldDeltaCents: 0 }
      : { kind: 'withdrawal' as const, amountCents: -amount, heldDeltaCents: -amount };
  // Money comes in from, and is paid out through, the clearing account of the request's payment method.
  const counterAccount = clearingAccountOf[row.paymentMethod as PaymentMethod];
  const wallet = await postLedgerMove(tx, { userId: row.userId, ...move, counterAccount, referenceType: TRANSACTION_REFERENCE, referenceId: row.id, actorId });
  await sendNotification(tx, row.userId, {
    type: 'success',
    titleKey: 'notify.walletApproved.title',
    messageKey: 'notify.walletApproved.message',
    params: { type: typeWord(row), amount: { cents: amount } },
  });
  await publishWalletEvent(tx, row.userId, wallet, row);
  await auditChange(ctx, {
    action: 'wallet.transaction.approve',
    targetType: 'wallet_transaction',
    targetId: row.id,
    before: { status: 'pending', wallet: stateBefore(wallet, move.amountCents, move.heldDeltaCents) },
    after: { status: row.status, wallet, userId: row.userId, type: row.type, amountCents: amount, firstApprovedBy: row.firstApprovedBy },
  });
  return { message: translate(ctx.locale, 'adminWallet.approved'), transaction: toWalletTransaction(row), wallet };
}

/**
 * What the request's user received (deposits) or had paid out (withdrawals) through requests completed in the
 * last 24 hours of database time, read under the user's wallet row lock: approvals of one user's requests queue
 * behind each other, so twenty withdrawals each at the threshold cannot all be released by one admin (decision 031).
 */
async function completedInLastDay(tx: DbOrTx, request: WalletTransactionRow): Promise<number> {
  await ensureWallet(tx, request.userId);
  await tx.select({ userId: wallets.userId }).from(wallets).where(eq(wallets.userId, request.userId)).for('update');
  const w = walletTransactions;
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${w.amountCents}), 0)` })
    .from(w)
    .where(and(eq(w.userId, request.userId), eq(w.type, request.type), eq(w.status, 'completed'), sql`${w.reviewedAt} > now() - interval '24 hours'`));
  return Number(row?.cents ?? 0);
}

/** The first of two approvals of a request above the threshold: recorded and audited; no money moves yet. */
async function recordFirstApproval(ctx: UseCaseContext, current: WalletTransactionRow, threshold: number, recentCents: number): Promise<WalletActionResponse> {
  const { tx } = ctx;
  const [row] = await tx
    .update(walletTransactions)
    .set({ firstApprovedBy: ctx.actor.id, firstApprovedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(walletTransactions.id, current.id), eq(walletTransactions.status, 'pending'), isNull(walletTransactions.firstApprovedBy)))
    .returning();
  if (!row) throw new AppError('CONFLICT', 'wallet.alreadyProcessed');
  await auditChange(ctx, {
    action: 'wallet.transaction.first_approve',
    targetType: 'wallet_transaction',
    targetId: row.id,
    before: { status: 'pending', firstApprovedBy: null },
    after: {
      status: 'pending',
      firstApprovedBy: ctx.actor.id,
      userId: row.userId,
      type: row.type,
      amountCents: Number(row.amountCents),
      thresholdCents: threshold,
      completedLast24hCents: recentCents,
    },
  });
  const message =
    recentCents === 0
      ? translate(ctx.locale, 'adminWallet.firstApprovalRecorded')
      : translate(ctx.locale, 'adminWallet.firstApprovalRecordedCumulative', {
          recent: formatCentsIn(ctx.locale, recentCents),
          threshold: formatCentsIn(ctx.locale, threshold),
        });
  return { message, transaction: toWalletTransaction(row), wallet: await getWalletState(tx, row.userId) };
}

/** Reject with an optional reason (stored in notes, shown to the user); a withdrawal's hold is released. */
export async function rejectTransaction(ctx: UseCaseContext, input: ReviewInput & { reason?: string }): Promise<WalletActionResponse> {
  const { tx } = ctx;
  const actorId = ctx.actor.id;
  const reason = input.reason?.trim() || null;
  const row = await claimPending(tx, { transactionId: input.transactionId, status: 'rejected', reviewerId: actorId, notes: reason });
  const amount = Number(row.amountCents);
  const heldDelta = row.type === 'withdraw' ? -amount : 0;
  const wallet =
    heldDelta !== 0
      ? await postLedgerMove(tx, {
          userId: row.userId,
          kind: 'withdrawal_release',
          amountCents: 0,
          heldDeltaCents: heldDelta,
          referenceType: TRANSACTION_REFERENCE,
          referenceId: row.id,
          actorId,
          note: reason ?? undefined,
        })
      : await getWalletState(tx, row.userId);
  await sendNotification(tx, row.userId, {
    type: 'error',
    titleKey: 'notify.walletRejected.title',
    messageKey: 'notify.walletRejected.message',
    // The admin's reason stays as they wrote it; without one, the catalogue's words in the reader's language.
    params: { type: typeWord(row), amount: { cents: amount }, reason: reason ?? { text: 'notify.walletRejected.noReason' } },
  });
  await publishWalletEvent(tx, row.userId, wallet, row);
  await auditChange(ctx, {
    action: 'wallet.transaction.reject',
    targetType: 'wallet_transaction',
    targetId: row.id,
    before: { status: 'pending', wallet: stateBefore(wallet, 0, heldDelta) },
    after: { status: row.status, notes: reason, wallet, userId: row.userId, type: row.type, amountCents: amount },
  });
  return { message: translate(ctx.locale, 'adminWallet.rejected'), transaction: toWalletTransaction(row), wallet };
}

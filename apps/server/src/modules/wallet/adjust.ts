import { and, count, desc, eq, sql } from 'drizzle-orm';
import { formatCentsIn, type AdjustWalletResponse, type ProposalActionResponse, type ProposalList, type WalletAdjustmentProposal } from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { users, walletAdjustmentProposals, walletEntries, wallets } from '../../db/schema/index.js';
import { readPeople } from '../../lib/people.js';
import { auditChange } from '../../lib/audit.js';
import { refuseAdminRecipient } from '../../lib/conflict-of-interest.js';
import { AppError, notFound } from '../../lib/errors.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { sendNotification } from '../notifications/index.js';
import { fourEyesThresholdOf, paymentSettingsValueSql } from '../settings/index.js';
import { preparedStatement } from '../../db/prepared.js';
import { ensureWallet, getWalletState, postLedgerMove, type WalletState } from './ledger.js';
import { publishWalletEvent } from './user-requests.js';
import { readAll } from '../../db/read-all.js';
import { translate } from '../../lib/i18n.js';

/** `reference_type` of the ledger row that applies an approved proposal. */
export const PROPOSAL_REFERENCE = 'wallet_adjustment_proposal';

export interface AdjustInput {
  userId: string;
  /** Signed; the admin screen sends whole dollars (×100). */
  amountCents: number;
  note?: string;
}

/** No admin moves money to (or from) their own wallet: another admin must do it. */
function refuseOwnWallet(ctx: UseCaseContext, userId: string): void {
  if (userId === ctx.actor.id) throw new AppError('FORBIDDEN', 'adminWallet.selfAdjust');
}

/**
 * Admin "Update Wallet Balance" (the admin is `ctx.actor`): a signed adjustment of another user's
 * wallet. It is applied at once only while it and the adjustments applied to that wallet in the last 24 hours
 * together stay within the four-eyes threshold (/admin/settings); otherwise it becomes a pending proposal that another admin approves (`approveProposal`) or rejects, and no money moves yet.
 * An admin's own wallet is refused ('adminWallet.selfAdjust'), whatever the amount.
 */
export async function adjustWallet(ctx: UseCaseContext, input: AdjustInput): Promise<AdjustWalletResponse> {
  refuseOwnWallet(ctx, input.userId);
  try {
    await lockTarget(ctx.tx, input.userId);
    return await adjustOrPropose(ctx, input);
  } catch (error) {
    // An unknown account shows as the foreign key of its wallet or proposal rather than through a read before every adjustment.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound();
    throw error;
  }
}

/**
 * The target's role under a share lock and its wallet's row under an update lock, in one round trip (decision 049):
 * the conflict-of-interest refusal (decision 032) and the lock that makes adjustments of one wallet queue (decision
 * 031). Users first, then the wallet, the order every path takes. A target without a wallet (an account older than
 * wallets) or unknown takes the long way: the guard, the wallet created, then locked.
 */
const lockTargetStatement = preparedStatement<{ userId: string }, { role: string }>(
  'wallet_adjust_lock_target',
  sql`select ${users.role} as role from ${users} join ${wallets} on ${wallets.userId} = ${users.id}
      where ${users.id} = ${sql.placeholder('userId')}::uuid
      for share of ${users} for update of ${wallets}`,
);

async function lockTarget(tx: DbOrTx, userId: string): Promise<void> {
  const [row] = await lockTargetStatement.run(tx, { userId });
  if (row) {
    if (row.role === 'admin') throw new AppError('FORBIDDEN', 'adminConflict.adminAdjustTarget');
    return;
  }
  await refuseAdminRecipient(tx, userId, 'adminConflict.adminAdjustTarget');
  await ensureWallet(tx, userId);
  await tx.select({ userId: wallets.userId }).from(wallets).where(eq(wallets.userId, userId)).for('update');
}

/**
 * The four-eyes threshold and the absolute sum of the adjustments applied to the wallet in the last 24 hours of
 * database time, in one statement. Read after the wallet's row lock (`lockTarget`), in a statement of its own so that
 * its snapshot is taken once the lock is granted: adjustments of one wallet queue behind each other, so each sees all
 * earlier ones and concurrent adjustments cannot together pass the threshold (decision 031). Pending proposals moved
 * no money and do not count; applied proposals do.
 */
const adjustmentRoomStatement = preparedStatement<{ userId: string }, { settings: unknown; recent_cents: string }>(
  'wallet_adjust_room',
  sql`select ${paymentSettingsValueSql} as settings,
        (select coalesce(sum(abs(${walletEntries.amountCents})), 0) from ${walletEntries}
         where ${walletEntries.userId} = ${sql.placeholder('userId')}::uuid and ${walletEntries.kind} = 'adjustment'
           and ${walletEntries.createdAt} > now() - interval '24 hours')::text as recent_cents`,
);

async function adjustOrPropose(ctx: UseCaseContext, input: AdjustInput): Promise<AdjustWalletResponse> {
  const { tx } = ctx;
  const [room] = await adjustmentRoomStatement.run(tx, { userId: input.userId });
  const threshold = fourEyesThresholdOf(room?.settings);
  const amount = Math.abs(input.amountCents);
  const recentCents = amount > threshold ? 0 : Number(room?.recent_cents ?? 0);
  if (amount + recentCents > threshold) {
    const [row] = await tx
      .insert(walletAdjustmentProposals)
      .values({ userId: input.userId, amountCents: input.amountCents, note: input.note ?? null, proposedBy: ctx.actor.id })
      .returning({ id: walletAdjustmentProposals.id });
    const proposal = await loadProposal(tx, row!.id);
    await auditChange(ctx, {
      action: 'wallet.adjust.propose',
      targetType: 'wallet_adjustment_proposal',
      targetId: row!.id,
      after: {
        userId: input.userId,
        amountCents: input.amountCents,
        note: input.note ?? null,
        thresholdCents: threshold,
        adjustedLast24hCents: recentCents,
        status: 'pending',
      },
    });
    const message =
      amount > threshold
        ? translate(ctx.locale, 'adminWallet.proposalCreated')
        : translate(ctx.locale, 'adminWallet.proposalCreatedCumulative', {
            recent: formatCentsIn(ctx.locale, recentCents),
            threshold: formatCentsIn(ctx.locale, threshold),
          });
    return { message, wallet: await getWalletState(tx, input.userId), proposal };
  }
  const wallet = await applyAdjustment(ctx, input, { action: 'wallet.adjust' });
  return { message: translate(ctx.locale, 'adminWallet.walletUpdated'), wallet, proposal: null };
}

/**
 * One adjustment on the ledger: one ledger row (never below zero available: 'Insufficient balance'),
 * the user notified ('Funds Added' / 'Funds Deducted'), open tabs refreshed, audited with before/after.
 */
async function applyAdjustment(
  ctx: UseCaseContext,
  input: AdjustInput,
  audit: { action: string; proposalId?: string; proposedBy?: string | null },
): Promise<WalletState> {
  const { tx } = ctx;
  const after = await postLedgerMove(tx, {
    userId: input.userId,
    kind: 'adjustment',
    amountCents: input.amountCents,
    counterAccount: 'adjustments',
    actorId: ctx.actor.id,
    note: input.note,
    ...(audit.proposalId ? { referenceType: PROPOSAL_REFERENCE, referenceId: audit.proposalId } : {}),
  });
  const before: WalletState = {
    balanceCents: after.balanceCents - input.amountCents,
    heldCents: after.heldCents,
    availableCents: after.availableCents - input.amountCents,
  };
  const added = input.amountCents > 0;
  await sendNotification(tx, input.userId, {
    type: added ? 'success' : 'warning',
    titleKey: added ? 'notify.fundsAdded.title' : 'notify.fundsDeducted.title',
    messageKey: added ? 'notify.fundsAdded.message' : 'notify.fundsDeducted.message',
    params: { amount: { cents: Math.abs(input.amountCents) } },
  });
  await publishWalletEvent(tx, input.userId, after);
  await auditChange(ctx, {
    action: audit.action,
    targetType: 'wallet',
    targetId: input.userId,
    before,
    after: {
      ...after,
      amountCents: input.amountCents,
      note: input.note ?? null,
      ...(audit.proposalId ? { proposalId: audit.proposalId, proposedBy: audit.proposedBy ?? null, approvedBy: ctx.actor.id } : {}),
    },
  });
  return after;
}

export interface ProposalInput {
  proposalId: string;
}

/**
 * Why a pending proposal's decision did not apply: gone (404), already decided (409), or the
 * caller may not approve it (the proposer, or the wallet's owner: 403).
 */
async function explainRefusal(tx: DbOrTx, ctx: UseCaseContext, proposalId: string, approving: boolean): Promise<never> {
  const [row] = await tx.select().from(walletAdjustmentProposals).where(eq(walletAdjustmentProposals.id, proposalId));
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new AppError('CONFLICT', 'adminWallet.proposalAlreadyDecided');
  if (approving && row.userId === ctx.actor.id) throw new AppError('FORBIDDEN', 'adminWallet.selfAdjust');
  if (approving && row.proposedBy === ctx.actor.id) throw new AppError('FORBIDDEN', 'adminWallet.ownProposal');
  throw new AppError('CONFLICT', 'adminWallet.proposalAlreadyDecided');
}

/**
 * A second admin approves a pending proposal: one conditional update moves it from 'pending' to
 * 'approved' only when the caller is neither its proposer nor the wallet's owner, so two approvals at
 * once apply it once (the other gets 409); then the adjustment goes through the ledger in the same
 * transaction (an approval that would take available below zero is refused and the proposal stays pending).
 */
export async function approveProposal(ctx: UseCaseContext, input: ProposalInput): Promise<ProposalActionResponse> {
  const { tx } = ctx;
  const p = walletAdjustmentProposals;
  const [claimed] = await tx
    .update(p)
    .set({ status: 'approved', decidedBy: ctx.actor.id, decidedAt: sql`now()` })
    .where(and(eq(p.id, input.proposalId), eq(p.status, 'pending'), sql`${p.proposedBy} is distinct from ${ctx.actor.id}`, sql`${p.userId} <> ${ctx.actor.id}`))
    .returning();
  if (!claimed) return explainRefusal(tx, ctx, input.proposalId, true);
  await refuseAdminRecipient(tx, claimed.userId, 'adminConflict.adminAdjustTarget');
  const wallet = await applyAdjustment(
    ctx,
    { userId: claimed.userId, amountCents: Number(claimed.amountCents), note: claimed.note ?? undefined },
    { action: 'wallet.adjust.approve', proposalId: claimed.id, proposedBy: claimed.proposedBy },
  );
  return { message: translate(ctx.locale, 'adminWallet.proposalApproved'), proposal: await loadProposal(tx, claimed.id), wallet };
}

/** Any admin (the proposer included, to withdraw it) rejects a pending proposal; no money moves. */
export async function rejectProposal(ctx: UseCaseContext, input: ProposalInput): Promise<ProposalActionResponse> {
  const { tx } = ctx;
  const p = walletAdjustmentProposals;
  const [claimed] = await tx
    .update(p)
    .set({ status: 'rejected', decidedBy: ctx.actor.id, decidedAt: sql`now()` })
    .where(and(eq(p.id, input.proposalId), eq(p.status, 'pending')))
    .returning();
  if (!claimed) return explainRefusal(tx, ctx, input.proposalId, false);
  await auditChange(ctx, {
    action: 'wallet.adjust.reject',
    targetType: 'wallet_adjustment_proposal',
    targetId: claimed.id,
    before: { status: 'pending' },
    after: { status: 'rejected', userId: claimed.userId, amountCents: Number(claimed.amountCents), proposedBy: claimed.proposedBy },
  });
  return {
    message: translate(ctx.locale, 'adminWallet.proposalRejected'),
    proposal: await loadProposal(tx, claimed.id),
    wallet: await getWalletState(tx, claimed.userId),
  };
}

type ProposalRow = typeof walletAdjustmentProposals.$inferSelect;

/** Rows with their user, proposer and decider, shaped for the API. */
async function toProposals(db: DbOrTx, rows: ProposalRow[]): Promise<WalletAdjustmentProposal[]> {
  const people = await readPeople(
    db,
    rows.flatMap((r) => [r.userId, r.proposedBy, r.decidedBy]),
  );
  return rows.map((r) => {
    const user = people.get(r.userId);
    return {
      id: r.id,
      user: { id: r.userId, email: user?.email ?? '', fullName: user?.name || null },
      amountCents: Number(r.amountCents),
      note: r.note,
      status: r.status as WalletAdjustmentProposal['status'],
      proposedBy: people.admin(r.proposedBy),
      decidedBy: people.admin(r.decidedBy),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

async function loadProposal(db: DbOrTx, id: string): Promise<WalletAdjustmentProposal> {
  const rows = await db.select().from(walletAdjustmentProposals).where(eq(walletAdjustmentProposals.id, id));
  const [proposal] = await toProposals(db, rows);
  if (!proposal) throw notFound();
  return proposal;
}

/** GET /api/admin/wallet-adjustments: proposals (pending by default), newest first. */
export async function listProposals(db: Db, query: { status: string; page: number; pageSize: number }): Promise<ProposalList> {
  const p = walletAdjustmentProposals;
  const where = query.status === 'all' ? undefined : eq(p.status, query.status);
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(p)
        .where(where)
        .orderBy(desc(p.createdAt), desc(p.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => db.select({ n: count() }).from(p).where(where),
  ]);
  return { items: await toProposals(db, rows), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

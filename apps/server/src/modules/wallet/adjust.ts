import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  formatCentsIn,
  WALLET_DEFAULT_FOUR_EYES_CENTS,
  WALLET_MIN_AMOUNT_CENTS,
  type AdjustWalletResponse,
  type ProposalActionResponse,
  type ProposalList,
  type WalletAdjustmentProposal,
} from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { walletAdjustmentProposals } from '../../db/schema/index.js';
import { readPeople } from '../../lib/people.js';
import { auditChange } from '../../lib/audit.js';
import { refuseAdminRecipient } from '../../lib/conflict-of-interest.js';
import { AppError, notFound } from '../../lib/errors.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-errors.js';
import type { UseCaseCaller, UseCaseContext } from '../../lib/use-case.js';
import type { IdempotencyScope, IdempotentOutcome } from '../../lib/idempotency.js';
import { oneStatementRequest, type OneStatementRequest } from '../../lib/one-statement.js';
import { publishStoredNotification, sendNotification } from '../notifications/index.js';
import { moneyRecord, noteMoneyMove } from '../../lib/money-actions.js';
import { preparedStatement } from '../../db/prepared.js';
import { ensureWallet, getWalletState, postLedgerMove, walletStateOf, type WalletState } from './ledger.js';
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
    let adjusted = await runAdjustStatement(ctx, input);
    if (adjusted.outcome === 'no_wallet') {
      // An account older than wallets gets its wallet here; an unknown one fails the wallet's foreign key (404).
      await refuseAdminRecipient(ctx.tx, input.userId, 'adminConflict.adminAdjustTarget');
      await ensureWallet(ctx.tx, input.userId);
      adjusted = await runAdjustStatement(ctx, input);
    }
    return await settleAdjustment(ctx, input, adjusted);
  } catch (error) {
    // An unknown account shows as the foreign key of its wallet rather than through a read before every adjustment.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound();
    throw error;
  }
}

interface AdjustValues extends Record<string, unknown> {
  userId: string;
  amountCents: number;
  actorId: string;
  note: string | null;
  defaultThreshold: number;
  minThreshold: number;
  noticeType: string;
  noticeTitleKey: string;
  noticeMessageKey: string;
  noticeParams: string;
}

interface AdjustRow {
  outcome: 'no_wallet' | 'admin' | 'propose' | 'insufficient' | 'applied';
  threshold: string | null;
  recent: string | null;
  balance: string | null;
  held: string | null;
  entry: string | null;
  notification_id: string | null;
  notification_created_at: Date | string | null;
}

/**
 * The wallet's lock, the four-eyes room, the ledger move and the user's notification in one round trip: the database
 * function of migration 0021 (docs/decisions/052). It moves money only when the adjustment and the last 24 hours'
 * adjustments of the wallet stay within the threshold (decision 031), and never to an admin (decision 032).
 */
const adjustStatement = preparedStatement<AdjustValues, AdjustRow>(
  'wallet_adjust',
  sql`select outcome, threshold::text, recent::text, balance::text, held::text, entry, notification_id, notification_created_at
      from wallet_adjust(${sql.placeholder('userId')}::uuid, ${sql.placeholder('amountCents')}::bigint, ${sql.placeholder('actorId')}::uuid,
        ${sql.placeholder('note')}::text, ${sql.placeholder('defaultThreshold')}::bigint, ${sql.placeholder('minThreshold')}::bigint,
        ${sql.placeholder('noticeType')}::text, ${sql.placeholder('noticeTitleKey')}::text, ${sql.placeholder('noticeMessageKey')}::text,
        ${sql.placeholder('noticeParams')}::jsonb)`,
);

async function runAdjustStatement(ctx: UseCaseContext, input: AdjustInput): Promise<AdjustRow> {
  const [row] = await adjustStatement.run(ctx.tx, adjustValues(ctx.actor.id, input));
  return row!;
}

function adjustValues(actorId: string, input: AdjustInput): AdjustValues {
  const notice = adjustmentNotice(input.amountCents);
  return {
    userId: input.userId,
    amountCents: input.amountCents,
    actorId,
    note: input.note ?? null,
    defaultThreshold: WALLET_DEFAULT_FOUR_EYES_CENTS,
    minThreshold: WALLET_MIN_AMOUNT_CENTS,
    noticeType: notice.type,
    noticeTitleKey: notice.titleKey,
    noticeMessageKey: notice.messageKey,
    noticeParams: JSON.stringify(notice.params),
  };
}

type AdjustRequestValues = AdjustValues & OneStatementRequest & { ip: string | null };

interface AdjustRequestRow {
  outcome: AdjustRow['outcome'] | 'key_used';
  response: AdjustWalletResponse | null;
  entry: string | null;
}

/** The function of migration 0024 (docs/decisions/056): an adjustment that applies at once, its key and answer included. */
const adjustRequestStatement = preparedStatement<AdjustRequestValues, AdjustRequestRow>(
  'wallet_adjust_request',
  sql`select outcome, response, entry
      from wallet_adjust_request(${sql.placeholder('userId')}::uuid, ${sql.placeholder('amountCents')}::bigint, ${sql.placeholder('actorId')}::uuid,
        ${sql.placeholder('note')}::text, ${sql.placeholder('defaultThreshold')}::bigint, ${sql.placeholder('minThreshold')}::bigint,
        ${sql.placeholder('noticeType')}::text, ${sql.placeholder('noticeTitleKey')}::text, ${sql.placeholder('noticeMessageKey')}::text,
        ${sql.placeholder('noticeParams')}::jsonb, ${sql.placeholder('ip')}::text, ${sql.placeholder('key')}::text,
        ${sql.placeholder('method')}::text, ${sql.placeholder('path')}::text, ${sql.placeholder('requestHash')}::text,
        ${sql.placeholder('message')}::text, ${sql.placeholder('channel')}::text, ${sql.placeholder('maxEventBytes')}::int)`,
);

/**
 * "Update Wallet Balance" as one statement outside a transaction (docs/decisions/056): when the adjustment applies at
 * once, PostgreSQL writes it, its audit row, its events and its key's answer, and commits as the statement ends.
 * Returns null when it did not apply (an own wallet, a used key, no wallet yet, an admin, over the four-eyes room,
 * not enough available): nothing was written, and the caller runs `adjustWallet` as a use case, which decides again
 * and answers (the refusal, the proposal, the replay).
 */
export async function adjustWalletInOneStatement(
  db: Db,
  caller: UseCaseCaller,
  input: AdjustInput,
  request: Omit<IdempotencyScope, 'userId'>,
): Promise<IdempotentOutcome<AdjustWalletResponse> | null> {
  if (input.userId === caller.actor.id) return null;
  const scope: IdempotencyScope = { userId: caller.actor.id, ...request };
  const [row] = await adjustRequestStatement.run(db, {
    ...adjustValues(caller.actor.id, input),
    ...oneStatementRequest(scope, translate(caller.locale ?? 'en', 'adminWallet.walletUpdated')),
    ip: caller.ip,
  });
  if (row!.outcome !== 'applied') return null;
  moneyRecord([{ kind: 'adjustment', entryId: row!.entry, amountCents: input.amountCents, heldDeltaCents: 0 }]).committed(caller.log);
  return { statusCode: 200, body: row!.response!, replayed: false };
}

/** What the function decided, as the answer and the events: applied, proposed, or refused. */
async function settleAdjustment(ctx: UseCaseContext, input: AdjustInput, adjusted: AdjustRow): Promise<AdjustWalletResponse> {
  const { tx } = ctx;
  switch (adjusted.outcome) {
    case 'no_wallet':
      throw notFound();
    case 'admin':
      throw new AppError('FORBIDDEN', 'adminConflict.adminAdjustTarget');
    case 'propose':
      return propose(ctx, input, Number(adjusted.threshold), Number(adjusted.recent));
    case 'insufficient':
      noteMoneyMove(tx, { kind: 'adjustment', entryId: null, amountCents: input.amountCents, heldDeltaCents: 0 });
      throw new AppError('INSUFFICIENT_FUNDS', 'wallet.insufficientBalance');
    case 'applied': {
      noteMoneyMove(tx, { kind: 'adjustment', entryId: adjusted.entry, amountCents: input.amountCents, heldDeltaCents: 0 });
      await publishStoredNotification(tx, input.userId, {
        ...adjustmentNotice(input.amountCents),
        id: adjusted.notification_id!,
        createdAt: adjusted.notification_created_at!,
      });
      const wallet = walletStateOf(adjusted.balance, adjusted.held);
      await announceAdjustment(ctx, input, wallet, { action: 'wallet.adjust' });
      return { message: translate(ctx.locale, 'adminWallet.walletUpdated'), wallet, proposal: null };
    }
  }
}

/** Over the four-eyes room: a pending proposal that another admin approves or rejects; no money moves yet. */
async function propose(ctx: UseCaseContext, input: AdjustInput, threshold: number, recentCents: number): Promise<AdjustWalletResponse> {
  const { tx } = ctx;
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
    Math.abs(input.amountCents) > threshold
      ? translate(ctx.locale, 'adminWallet.proposalCreated')
      : translate(ctx.locale, 'adminWallet.proposalCreatedCumulative', {
          recent: formatCentsIn(ctx.locale, recentCents),
          threshold: formatCentsIn(ctx.locale, threshold),
        });
  return { message, wallet: await getWalletState(tx, input.userId), proposal };
}

/** The user's notice of an adjustment ('Funds Added' / 'Funds Deducted'), stored with its keys. */
function adjustmentNotice(amountCents: number) {
  const added = amountCents > 0;
  return {
    type: added ? 'success' : 'warning',
    titleKey: added ? 'notify.fundsAdded.title' : 'notify.fundsDeducted.title',
    messageKey: added ? 'notify.fundsAdded.message' : 'notify.fundsDeducted.message',
    params: { amount: { cents: Math.abs(amountCents) } },
  } as const;
}

/** An approved proposal on the ledger: the move (never below zero available: 'Insufficient balance') and its notice. */
async function applyProposal(ctx: UseCaseContext, input: AdjustInput, audit: { proposalId: string; proposedBy: string | null }): Promise<WalletState> {
  const after = await postLedgerMove(ctx.tx, {
    userId: input.userId,
    kind: 'adjustment',
    amountCents: input.amountCents,
    counterAccount: 'adjustments',
    actorId: ctx.actor.id,
    note: input.note,
    referenceType: PROPOSAL_REFERENCE,
    referenceId: audit.proposalId,
  });
  await sendNotification(ctx.tx, input.userId, adjustmentNotice(input.amountCents));
  await announceAdjustment(ctx, input, after, { action: 'wallet.adjust.approve', ...audit });
  return after;
}

/** Open tabs refreshed and the adjustment audited with the wallet before and after. */
async function announceAdjustment(
  ctx: UseCaseContext,
  input: AdjustInput,
  after: WalletState,
  audit: { action: string; proposalId?: string; proposedBy?: string | null },
): Promise<void> {
  const before: WalletState = {
    balanceCents: after.balanceCents - input.amountCents,
    heldCents: after.heldCents,
    availableCents: after.availableCents - input.amountCents,
  };
  await publishWalletEvent(ctx.tx, input.userId, after);
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
  const wallet = await applyProposal(
    ctx,
    { userId: claimed.userId, amountCents: Number(claimed.amountCents), note: claimed.note ?? undefined },
    { proposalId: claimed.id, proposedBy: claimed.proposedBy },
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

import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type PrizePayout, type PrizePayoutActionResponse, type PrizePayoutList } from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { readAll } from '../../db/read-all.js';
import { prizePayouts } from '../../db/schema/index.js';
import { refuseAdminRecipient } from '../../lib/conflict-of-interest.js';
import { readPeople } from '../../lib/people.js';
import { auditChange } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { sendNotification } from '../notifications/index.js';
import { getFourEyesThreshold } from '../settings/index.js';
import { getWalletState, postLedgerMove, type WalletState } from './ledger.js';
import { publishWalletEvent } from './user-requests.js';
import { translate } from '../../lib/i18n.js';

/**
 * Four-eyes on prizes (decision 031). Setting a champion records the prize as a payout of its competition:
 * at or below the four-eyes threshold it is paid at once; above it, it waits until an admin other than the
 * one who set the champion (and other than the champion) approves it. The `prize` ledger entry references
 * the competition (`reference_type` 'league' or 'tournament'), as it always has.
 */

type PayoutRow = typeof prizePayouts.$inferSelect;

export interface PrizeInput {
  competitionType: 'league' | 'tournament';
  competitionId: string;
  competitionName: string;
  teamName: string;
  /** The champion team's owner. */
  userId: string;
  amountCents: number;
}

export interface PrizeOutcome {
  status: 'paid' | 'pending';
  payoutId: string;
  amountCents: number;
}

/**
 * The prize of a competition whose champion was just set (by `ctx.actor`), inside that use case's transaction:
 * paid now when within the threshold, otherwise left pending for a second admin. Called once per competition
 * (the champion is claimed by a conditional update); the unique payout per competition makes a repeat a no-op.
 */
export async function payOrProposePrize(ctx: UseCaseContext, input: PrizeInput): Promise<PrizeOutcome | null> {
  const { tx } = ctx;
  const threshold = await getFourEyesThreshold(tx);
  const paysNow = input.amountCents <= threshold;
  const [row] = await tx
    .insert(prizePayouts)
    .values({
      competitionType: input.competitionType,
      competitionId: input.competitionId,
      competitionName: input.competitionName,
      teamName: input.teamName,
      userId: input.userId,
      amountCents: input.amountCents,
      status: paysNow ? 'paid' : 'pending',
      proposedBy: ctx.actor.id,
      ...(paysNow ? { decidedBy: ctx.actor.id, decidedAt: sql`now()` } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  if (paysNow) {
    await creditPrize(ctx, row);
  } else {
    await auditChange(ctx, {
      action: 'prize.propose',
      targetType: 'prize_payout',
      targetId: row.id,
      after: { ...auditFields(row), thresholdCents: threshold },
    });
  }
  return { status: paysNow ? 'paid' : 'pending', payoutId: row.id, amountCents: input.amountCents };
}

function auditFields(row: PayoutRow) {
  return {
    status: row.status,
    competitionType: row.competitionType,
    competitionId: row.competitionId,
    userId: row.userId,
    amountCents: Number(row.amountCents),
    proposedBy: row.proposedBy,
    decidedBy: row.decidedBy,
  };
}

/** The one `prize` ledger entry of a payout, and the champion's open tabs refreshed. */
async function creditPrize(ctx: UseCaseContext, row: PayoutRow): Promise<WalletState> {
  const wallet = await postLedgerMove(ctx.tx, {
    userId: row.userId,
    kind: 'prize',
    amountCents: Number(row.amountCents),
    counterAccount: 'prizes',
    referenceType: row.competitionType,
    referenceId: row.competitionId,
    actorId: ctx.actor.id,
    note: `Champion of ${row.competitionName}: ${row.teamName}`,
  });
  await publishWalletEvent(ctx.tx, row.userId, wallet);
  return wallet;
}

/** Why a decision on a payout did not apply: gone (404), already decided (409), or the caller may not approve it (403). */
async function explainRefusal(ctx: UseCaseContext, payoutId: string, approving: boolean): Promise<never> {
  const [row] = await ctx.tx.select().from(prizePayouts).where(eq(prizePayouts.id, payoutId));
  if (!row) throw notFound();
  if (row.status === 'pending' && approving && row.userId === ctx.actor.id) throw new AppError('FORBIDDEN', 'adminPrizes.ownPrize');
  if (row.status === 'pending' && approving && row.proposedBy === ctx.actor.id) throw new AppError('FORBIDDEN', 'adminPrizes.ownProposal');
  throw new AppError('CONFLICT', 'adminPrizes.alreadyDecided');
}

/**
 * A second admin approves a pending prize: one conditional update moves it from 'pending' to 'paid' only when
 * the caller neither set the champion nor is the champion, so concurrent approvals pay it once (the others get
 * 409); the prize is credited in the same transaction and the champion told.
 */
export async function approvePrizePayout(ctx: UseCaseContext, input: { payoutId: string }): Promise<PrizePayoutActionResponse> {
  const p = prizePayouts;
  const [claimed] = await ctx.tx
    .update(p)
    .set({ status: 'paid', decidedBy: ctx.actor.id, decidedAt: sql`now()` })
    .where(and(eq(p.id, input.payoutId), eq(p.status, 'pending'), sql`${p.proposedBy} is distinct from ${ctx.actor.id}`, sql`${p.userId} <> ${ctx.actor.id}`))
    .returning();
  if (!claimed) return explainRefusal(ctx, input.payoutId, true);
  // The champion may have been promoted to admin since the champion was set: no prize to an admin (decision 032).
  await refuseAdminRecipient(ctx.tx, claimed.userId, 'adminConflict.adminPrizeRecipient');
  const wallet = await creditPrize(ctx, claimed);
  await sendNotification(ctx.tx, claimed.userId, {
    type: 'success',
    titleKey: 'notify.prizePaid.title',
    messageKey: 'notify.prizePaid.message',
    params: { prize: { cents: Number(claimed.amountCents) }, competition: claimed.competitionName },
  });
  await auditChange(ctx, {
    action: 'prize.approve',
    targetType: 'prize_payout',
    targetId: claimed.id,
    before: {
      status: 'pending',
      wallet: {
        ...wallet,
        balanceCents: wallet.balanceCents - Number(claimed.amountCents),
        availableCents: wallet.availableCents - Number(claimed.amountCents),
      },
    },
    after: { ...auditFields(claimed), wallet },
  });
  return { message: translate(ctx.locale, 'adminPrizes.approved'), payout: await loadPayout(ctx.tx, claimed.id), wallet };
}

/** Any admin (the one who set the champion included) rejects a pending prize: nothing is paid; the champion stays. */
export async function rejectPrizePayout(ctx: UseCaseContext, input: { payoutId: string }): Promise<PrizePayoutActionResponse> {
  const p = prizePayouts;
  const [claimed] = await ctx.tx
    .update(p)
    .set({ status: 'rejected', decidedBy: ctx.actor.id, decidedAt: sql`now()` })
    .where(and(eq(p.id, input.payoutId), eq(p.status, 'pending')))
    .returning();
  if (!claimed) return explainRefusal(ctx, input.payoutId, false);
  await sendNotification(ctx.tx, claimed.userId, {
    type: 'warning',
    titleKey: 'notify.prizeRejected.title',
    messageKey: 'notify.prizeRejected.message',
    params: { prize: { cents: Number(claimed.amountCents) }, competition: claimed.competitionName },
  });
  await auditChange(ctx, {
    action: 'prize.reject',
    targetType: 'prize_payout',
    targetId: claimed.id,
    before: { status: 'pending' },
    after: auditFields(claimed),
  });
  return {
    message: translate(ctx.locale, 'adminPrizes.rejected'),
    payout: await loadPayout(ctx.tx, claimed.id),
    wallet: await getWalletState(ctx.tx, claimed.userId),
  };
}

/** Rows with their champion, proposer and decider, shaped for the API. */
async function toPayouts(db: DbOrTx, rows: PayoutRow[]): Promise<PrizePayout[]> {
  const people = await readPeople(
    db,
    rows.flatMap((r) => [r.userId, r.proposedBy, r.decidedBy]),
  );
  return rows.map((r) => {
    const user = people.get(r.userId);
    return {
      id: r.id,
      competitionType: r.competitionType as PrizePayout['competitionType'],
      competitionId: r.competitionId,
      competitionName: r.competitionName,
      teamName: r.teamName,
      user: { id: r.userId, email: user?.email ?? '', fullName: user?.name || null },
      amountCents: Number(r.amountCents),
      status: r.status as PrizePayout['status'],
      proposedBy: people.admin(r.proposedBy),
      decidedBy: people.admin(r.decidedBy),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

async function loadPayout(db: DbOrTx, id: string): Promise<PrizePayout> {
  const rows = await db.select().from(prizePayouts).where(eq(prizePayouts.id, id));
  const [payout] = await toPayouts(db, rows);
  if (!payout) throw notFound();
  return payout;
}

/** GET /api/admin/prize-payouts: payouts (pending by default), newest first. */
export async function listPrizePayouts(db: Db, query: { status: string; page: number; pageSize: number }): Promise<PrizePayoutList> {
  const p = prizePayouts;
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
  return { items: await toPayouts(db, rows), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** The payout status of competitions' prizes, for their screens: paid, pending or rejected by competition id. */
export async function prizeStatusOf(
  db: DbOrTx,
  competitionType: 'league' | 'tournament',
  competitionIds: string[],
): Promise<Map<string, PrizePayout['status']>> {
  if (competitionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: prizePayouts.competitionId, status: prizePayouts.status })
    .from(prizePayouts)
    .where(and(eq(prizePayouts.competitionType, competitionType), inArray(prizePayouts.competitionId, competitionIds)));
  return new Map(rows.map((r) => [r.id, r.status as PrizePayout['status']]));
}

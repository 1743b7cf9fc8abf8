import { and, eq, sql } from 'drizzle-orm';
import type { AdminRequest } from '@arena/shared';
import { auditChange } from '../../lib/audit.js';
import { refuseAdminAsPlayer, refuseOwnDecision } from '../../lib/conflict-of-interest.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { sendNotification } from '../notifications/index.js';
import {
  claimPendingRequest,
  closeOpenEnrollments,
  fileEnrollmentRequest,
  getAdminRequest,
  openEnrollmentOf,
  publishToAdmins,
  type RequestRow,
} from '../requests/index.js';
import { getWalletState, type WalletState } from '../wallet/index.js';
import { guardSpending } from '../protection/index.js';
import type { Competition, CompetitionKind } from './kind.js';
import { chargeEntryFee, refundAll, refundEnrollment } from './money.js';
import { translate } from '../../lib/i18n.js';

/**
 * The enrollment lifecycle every kind of competition shares: enroll (fee charged and request filed in one
 * transaction), an admin's approval or rejection, the team pick, and the refunds when a competition ends
 * early. Each step locks the competition row first, so places and team names hold under any concurrency.
 */

export interface Enrolled<C> {
  competition: C;
  request: RequestRow;
  wallet: WalletState;
}

/**
 * Enroll: under the competition's lock, refuse a closed or full competition and a second enrollment of the
 * same user (open request or team); then file the pending request and charge its fee. A refusal moves no
 * money, and nothing is written unless everything succeeds.
 */
export async function enroll<C extends Competition, Team>(ctx: UseCaseContext, kind: CompetitionKind<C, Team>, competitionId: string): Promise<Enrolled<C>> {
  const userId = ctx.actor.id;
  await refuseAdminAsPlayer(ctx);
  const competition = await kind.lock(ctx, competitionId);
  if (!kind.enrollable.includes(competition.status)) throw new AppError('CONFLICT', kind.texts.notOpen);
  const open = await openEnrollmentOf(ctx.tx, kind.target(competition.id), userId);
  if (open || (await ownTeam(ctx, kind, competition.id))) throw new AppError('CONFLICT', kind.texts.alreadyEnrolled);
  await kind.assertRoomToEnroll(ctx.tx, competition);

  const price = Number(competition.priceCents);
  const request = await fileEnrollmentRequest(ctx.tx, {
    ...kind.target(competition.id),
    userId,
    name: competition.name,
    feeCents: price,
  });
  // Time-out, self-exclusion and the weekly spending limit, under the player's protection lock (decision 043).
  await guardSpending(ctx, { kind: 'entry_fee', amountCents: price, referenceId: request.id });
  const wallet = (await chargeEntryFee(ctx, request, kind.texts)) ?? (await getWalletState(ctx.tx, userId));
  await kind.enrollmentsChanged(ctx, competition);
  return { competition, request, wallet };
}

async function ownTeam<C extends Competition, Team>(ctx: UseCaseContext, kind: CompetitionKind<C, Team>, competitionId: string): Promise<boolean> {
  const { teams } = kind;
  const [row] = await ctx.tx
    .select({ id: teams.id })
    .from(teams.table)
    .where(and(eq(teams.competitionId, competitionId), eq(teams.userId, ctx.actor.id)))
    .limit(1);
  return Boolean(row);
}

/**
 * Team selection, once per approved enrollment: the chosen available team's name becomes the user's team,
 * unless that name is already used in the competition (any case). Under the competition's lock, so two
 * selections (the same user twice, or two users choosing one name) cannot both succeed.
 */
export async function selectTeam<C extends Competition, Team>(
  ctx: UseCaseContext,
  kind: CompetitionKind<C, Team>,
  input: { competitionId: string; availableTeamId?: string },
): Promise<Team> {
  await refuseAdminAsPlayer(ctx);
  const competition = await kind.lock(ctx, input.competitionId);
  const enrollment = await openEnrollmentOf(ctx.tx, kind.target(competition.id), ctx.actor.id);
  if (enrollment?.status !== 'approved') throw new AppError('CONFLICT', kind.texts.notApproved);
  if (!input.availableTeamId) throw new AppError('VALIDATION', 'leagues.selectTeamRequired', { fields: { availableTeamId: 'leagues.selectTeamRequired' } });
  if (await ownTeam(ctx, kind, competition.id)) throw new AppError('CONFLICT', kind.texts.teamAlreadySelected);

  const { availableTeams, teams } = kind;
  const [choice] = await ctx.tx
    .select({ name: availableTeams.name })
    .from(availableTeams.table)
    .where(and(eq(availableTeams.id, input.availableTeamId), eq(availableTeams.competitionId, competition.id)));
  if (!choice) throw new AppError('NOT_FOUND', kind.texts.selectedTeamNotFound);
  const name = String(choice.name).trim();
  const [taken] = await ctx.tx
    .select({ id: teams.id })
    .from(teams.table)
    .where(and(eq(teams.competitionId, competition.id), sql`lower(trim(${teams.name})) = lower(${name})`))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', kind.texts.teamNameTaken);
  // The approved enrollment holds this user's place, so the team fits unless places were over-taken.
  await kind.assertRoomForTeam(ctx.tx, competition);
  return kind.createTeam(ctx, competition, { name, userId: ctx.actor.id });
}

type Decision = { message: string; request: AdminRequest; refundedCents: number };

/** An admin approves a pending request (an enrollment, or a free-form request); no money moves. */
export async function approveRequest(ctx: UseCaseContext, input: { requestId: string }): Promise<Decision> {
  const row = await claimPendingRequest(ctx.tx, input.requestId, 'approved');
  refuseOwnDecision(ctx, row.userId, 'adminConflict.ownRequest');
  await sendNotification(ctx.tx, row.userId, { type: 'success', titleKey: 'notify.requestApproved.title', messageKey: 'notify.requestApproved.message' });
  await auditDecision(ctx, row, 'request.approve', {});
  await publishToAdmins(ctx.tx, { requestId: row.id, status: 'approved' });
  return { message: translate(ctx.locale, 'adminRequests.approved'), request: await getAdminRequest(ctx.tx, row.id, ctx.locale), refundedCents: 0 };
}

/** An admin rejects a pending request; an enrollment's fee comes back through the one refund. */
export async function rejectRequest(ctx: UseCaseContext, input: { requestId: string }): Promise<Decision> {
  const row = await claimPendingRequest(ctx.tx, input.requestId, 'rejected');
  const refundedCents = await refundEnrollment(ctx, row, 'enrollment rejected');
  await sendNotification(ctx.tx, row.userId, { type: 'error', titleKey: 'notify.requestRejected.title', messageKey: 'notify.requestRejected.message' });
  await auditDecision(ctx, row, 'request.reject', { refundedCents });
  await publishToAdmins(ctx.tx, { requestId: row.id, status: 'rejected' });
  return {
    message: translate(ctx.locale, refundedCents > 0 ? 'adminRequests.rejectedRefunded' : 'adminRequests.rejected'),
    request: await getAdminRequest(ctx.tx, row.id, ctx.locale),
    refundedCents,
  };
}

async function auditDecision(ctx: UseCaseContext, row: RequestRow, action: string, extra: Record<string, unknown>): Promise<void> {
  await auditChange(ctx, { action, targetType: 'request', targetId: row.id, before: { status: 'pending' }, after: { status: row.status, ...extra } });
}

/**
 * A competition ends early (cancelled or deleted): every enrollment still open is closed and its fee given
 * back once, and its player told. The caller holds the competition's lock.
 */
export async function refundOpenEnrollments<C extends Competition, Team>(
  ctx: UseCaseContext,
  kind: CompetitionKind<C, Team>,
  competition: C,
  reason: 'cancelled' | 'deleted',
): Promise<{ refundedCount: number; refundedCents: number }> {
  const closed = await closeOpenEnrollments(ctx.tx, kind.target(competition.id));
  const refunds = await refundAll(ctx, closed, `${kind.name} ${reason}: ${competition.name}`, async (request, cents) => {
    if (cents === 0) return;
    await sendNotification(ctx.tx, request.userId, {
      type: 'info',
      titleKey: kind.texts.refundTitle,
      messageKey: reason === 'cancelled' ? kind.texts.cancelledRefund : kind.texts.deletedRefund,
      params: { name: competition.name, price: { cents } },
    });
  });
  for (const request of closed) await publishToAdmins(ctx.tx, { requestId: request.id, status: 'rejected' });
  return refunds;
}

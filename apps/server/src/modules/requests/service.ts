import { and, eq, sql } from 'drizzle-orm';
import { formatCents, t, type AdminRequest, type RequestItem, type RequestStatus, tAdmin } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { competitions, leagues, requests, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { refuseAdminAsPlayer, refuseOwnDecision } from '../../lib/conflict-of-interest.js';
import { AppError } from '../../lib/errors.js';
import { REQUEST_REFERENCE } from '../../lib/ledger-references.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { publishEvent } from '../../lib/realtime-events.js';
import { sendNotification } from '../notifications/index.js';
import { postLedgerMove } from '../wallet/index.js';
import { getAdminRequest, toRequestItem } from './queries.js';

/**
 * Requests: enrollment requests (made by enrolling in a league or tournament, the entry fee charged
 * in the same transaction) and free-form requests (/dashboard/new-request). An admin approves or
 * rejects a pending request; rejecting an enrollment refunds its fee exactly once. These use cases
 * are the same for leagues and tournaments.
 */

export interface EnrollmentInput {
  userId: string;
  leagueId?: string | null;
  tournamentId?: string | null;
  title: string;
  description: string;
  feeCents: number;
  /** Message of the 409 when the wallet cannot pay the fee (the spec's 'Insufficient balance. You need $X …'). */
  insufficientMessage: 'leagues.insufficientBalance' | (string & {});
}

/**
 * Creates a pending enrollment request and charges its fee (`entry_fee`, referencing the request) in
 * the caller's transaction: both happen or neither does. The caller has already checked capacity and
 * duplicates under its lock. A wallet that cannot pay throws INSUFFICIENT_FUNDS, rolling back the request.
 */
export async function createEnrollmentRequest(ctx: UseCaseContext, input: EnrollmentInput) {
  const [request] = await ctx.tx
    .insert(requests)
    .values({
      userId: input.userId,
      leagueId: input.leagueId ?? null,
      tournamentId: input.tournamentId ?? null,
      title: input.title,
      description: input.description,
      status: 'pending',
      entryFeeCents: input.feeCents,
    })
    .returning();
  let wallet = null;
  if (input.feeCents > 0) {
    try {
      wallet = await postLedgerMove(ctx.tx, {
        userId: input.userId,
        kind: 'entry_fee',
        amountCents: -input.feeCents,
        counterAccount: 'entry_fees',
        referenceType: REQUEST_REFERENCE,
        referenceId: request!.id,
        actorId: ctx.actor.id,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('INSUFFICIENT_FUNDS', input.insufficientMessage as 'leagues.insufficientBalance', {
          params: { price: formatCents(input.feeCents) },
        });
      }
      throw error;
    }
  }
  await publishToAdmins(ctx.tx, { requestId: request!.id, status: 'pending' });
  return { request: request!, wallet };
}

/** Tells admins' open request lists that something changed (they refetch). */
export async function publishToAdmins(tx: DbOrTx, data: { requestId: string; status: RequestStatus }): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  for (const admin of admins) await publishEvent(tx, { topic: 'requests', userId: admin.id, data });
}

/**
 * Moves a pending request to `status` with one conditional UPDATE; a request no longer pending is a
 * 409 and changes nothing (two admins, or a double click, resolve it once).
 */
async function claimPendingRequest(tx: DbOrTx, requestId: string, status: 'approved' | 'rejected') {
  const [row] = await tx
    .update(requests)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(requests.id, requestId), eq(requests.status, 'pending')))
    .returning();
  if (row) return row;
  const [existing] = await tx.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId));
  if (!existing) throw new AppError('NOT_FOUND', 'adminRequests.notFound');
  throw new AppError('CONFLICT', 'adminRequests.alreadyProcessed');
}

export async function approveRequest(
  ctx: UseCaseContext,
  input: { requestId: string },
): Promise<{ message: string; request: AdminRequest; refundedCents: number }> {
  const row = await claimPendingRequest(ctx.tx, input.requestId, 'approved');
  refuseOwnDecision(ctx, row.userId, 'adminConflict.ownRequest');
  await sendNotification(ctx.tx, row.userId, { type: 'success', title: t('notify.requestApproved.title'), message: t('notify.requestApproved.message') });
  await recordAudit(ctx.tx, {
    actorId: ctx.actor.id,
    action: 'request.approve',
    targetType: 'request',
    targetId: row.id,
    before: { status: 'pending' },
    after: { status: row.status },
    ipAddress: ctx.ip,
  });
  await publishToAdmins(ctx.tx, { requestId: row.id, status: 'approved' });
  return { message: tAdmin('adminRequests.approved'), request: await getAdminRequest(ctx.tx, row.id), refundedCents: 0 };
}

/**
 * Rejects a pending request; an enrollment's fee (`entry_fee_cents`, what was charged) is refunded
 * to its user (`refund`, referencing the request) in the same transaction. Only the call whose
 * conditional UPDATE wins the row refunds, so the fee comes back exactly once.
 */
export async function rejectRequest(
  ctx: UseCaseContext,
  input: { requestId: string },
): Promise<{ message: string; request: AdminRequest; refundedCents: number }> {
  const row = await claimPendingRequest(ctx.tx, input.requestId, 'rejected');
  const fee = Number(row.entryFeeCents);
  if (fee > 0) {
    await postLedgerMove(ctx.tx, {
      userId: row.userId,
      kind: 'refund',
      amountCents: fee,
      counterAccount: 'entry_fees',
      referenceType: REQUEST_REFERENCE,
      referenceId: row.id,
      actorId: ctx.actor.id,
      note: 'enrollment rejected',
    });
  }
  await sendNotification(ctx.tx, row.userId, { type: 'error', title: t('notify.requestRejected.title'), message: t('notify.requestRejected.message') });
  await recordAudit(ctx.tx, {
    actorId: ctx.actor.id,
    action: 'request.reject',
    targetType: 'request',
    targetId: row.id,
    before: { status: 'pending' },
    after: { status: row.status, refundedCents: fee },
    ipAddress: ctx.ip,
  });
  await publishToAdmins(ctx.tx, { requestId: row.id, status: 'rejected' });
  return {
    message: tAdmin(fee > 0 ? 'adminRequests.rejectedRefunded' : 'adminRequests.rejected'),
    request: await getAdminRequest(ctx.tx, row.id),
    refundedCents: fee,
  };
}

/** /dashboard/new-request: a free-form request about a competition of a league. */
export async function createUserRequest(
  ctx: UseCaseContext,
  input: { title: string; description: string; leagueId: string; competitionId: string },
): Promise<{ message: string; request: RequestItem }> {
  await refuseAdminAsPlayer(ctx);
  const [competition] = await ctx.tx
    .select({ id: competitions.id })
    .from(competitions)
    .innerJoin(leagues, eq(leagues.id, competitions.leagueId))
    .where(and(eq(competitions.id, input.competitionId), eq(competitions.leagueId, input.leagueId)));
  if (!competition) throw new AppError('VALIDATION', 'requests.competitionNotInLeague');
  const [row] = await ctx.tx
    .insert(requests)
    .values({
      userId: ctx.actor.id,
      title: input.title,
      description: input.description,
      leagueId: input.leagueId,
      competitionId: input.competitionId,
      status: 'pending',
    })
    .returning();
  await publishToAdmins(ctx.tx, { requestId: row!.id, status: 'pending' });
  return { message: t('requests.submitted'), request: toRequestItem(await getAdminRequest(ctx.tx, row!.id)) };
}

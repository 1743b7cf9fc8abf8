import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type RequestItem, type RequestStatus } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { competitions, leagues, requests, users } from '../../db/schema/index.js';
import { refuseAdminAsPlayer } from '../../lib/conflict-of-interest.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { publishEvent } from '../../lib/realtime-events.js';
import { getAdminRequest, toRequestItem } from './queries.js';
import { translate } from '../../lib/i18n.js';
import { enrollmentTexts } from './enrollment-texts.js';

/**
 * Requests: enrollment requests (filed by the enrollment core, modules/enrollments, with the entry fee
 * charged in the same transaction) and free-form requests (/dashboard/new-request). This module is the
 * only writer of the `requests` table; approving and rejecting (with the refund) are the enrollment
 * core's use cases, which claim the request here.
 */

/** Which competition an enrollment request is for: a league or a tournament (never a competition of a league). */
export type EnrollmentTarget = { leagueId: string } | { tournamentId: string };

export type RequestRow = typeof requests.$inferSelect;

/** The open statuses of an enrollment: it holds a place and its fee until it is rejected. */
export const OPEN_ENROLLMENT = ['pending', 'approved'] as const;

/** Enrollment requests of `target` (not the free-form requests naming one of its competitions). */
export function enrollmentsOf(target: EnrollmentTarget) {
  return 'leagueId' in target
    ? and(eq(requests.leagueId, target.leagueId), isNull(requests.competitionId), isNull(requests.tournamentId))
    : and(eq(requests.tournamentId, target.tournamentId), isNull(requests.competitionId));
}

/** The user's newest open enrollment in `target`, if any. */
export async function openEnrollmentOf(tx: DbOrTx, target: EnrollmentTarget, userId: string): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(enrollmentsOf(target), eq(requests.userId, userId), inArray(requests.status, [...OPEN_ENROLLMENT])))
    .orderBy(desc(requests.createdAt))
    .limit(1);
  return row;
}

/**
 * Files a pending enrollment request (its fee is charged by the caller, in the same transaction). Its title and
 * description are stored in English for the admins' search; readers get them in their language (queries.ts).
 */
export async function fileEnrollmentRequest(tx: DbOrTx, input: EnrollmentTarget & { userId: string; name: string; feeCents: number }): Promise<RequestRow> {
  const { title, description } = enrollmentTexts('leagueId' in input ? 'league_enrollment' : 'tournament_enrollment', 'en', input);
  const [request] = await tx
    .insert(requests)
    .values({
      userId: input.userId,
      leagueId: 'leagueId' in input ? input.leagueId : null,
      tournamentId: 'tournamentId' in input ? input.tournamentId : null,
      title,
      description,
      status: 'pending',
      entryFeeCents: input.feeCents,
    })
    .returning();
  await publishToAdmins(tx, { requestId: request!.id, status: 'pending' });
  return request!;
}

/**
 * Closes every open enrollment of `target` (moves it to rejected) with one conditional UPDATE and returns
 * the rows it closed: a concurrent reject, cancel or delete closes each request once, and only the closer
 * gives its fee back.
 */
export async function closeOpenEnrollments(tx: DbOrTx, target: EnrollmentTarget): Promise<RequestRow[]> {
  return tx
    .update(requests)
    .set({ status: 'rejected', updatedAt: sql`now()` })
    .where(and(enrollmentsOf(target), inArray(requests.status, [...OPEN_ENROLLMENT])))
    .returning();
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
export async function claimPendingRequest(tx: DbOrTx, requestId: string, status: 'approved' | 'rejected') {
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
  return { message: translate(ctx.locale, 'requests.submitted'), request: toRequestItem(await getAdminRequest(ctx.tx, row!.id, ctx.locale)) };
}

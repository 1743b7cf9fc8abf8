import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatCents, t, TOURNAMENT_MAX_TEAMS, type EnrollResponse, type SelectTeamResponse, type TeamStage } from '@arena/shared';
import { availableTeams, requests, teams } from '../../db/schema/index.js';
import { refuseAdminAsPlayer } from '../../lib/conflict-of-interest.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { createEnrollmentRequest } from '../requests/index.js';
import { getWalletState, publishWalletEvent } from '../wallet/index.js';
import { lockTournament, publishTournamentChange } from './common.js';
import { usedSlots } from './queries.js';

/**
 * The user's side of a tournament: enroll (pay the entry fee and file a request, one transaction) and,
 * once an admin approved the request, pick a team. Both lock the tournament row first, so the 8 places
 * hold under any number of concurrent requests.
 */

const OPEN_FOR_ENROLLMENT = new Set(['upcoming', 'active']);

/**
 * Enroll: under the tournament's row lock, refuse a closed or full tournament (teams + enrollments
 * waiting for a team = 8) and a second open enrollment of the same user; then charge the entry fee
 * through the ledger (conditional update: 'Insufficient balance. You need $X …' when available is
 * short) and file the pending request that the admin approves or rejects (a rejection refunds
 * `entry_fee_cents`, see modules/requests). Nothing is written unless everything succeeds.
 */
export async function enrollInTournament(ctx: UseCaseContext, input: { tournamentId: string }): Promise<EnrollResponse> {
  const userId = ctx.actor.id;
  await refuseAdminAsPlayer(ctx);
  const tournament = await lockTournament(ctx, input.tournamentId);
  if (!OPEN_FOR_ENROLLMENT.has(tournament.status)) throw new AppError('CONFLICT', 'tournaments.notOpen');

  const [hasTeam] = await ctx.tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.tournamentId, tournament.id), eq(teams.userId, userId)));
  const [openRequest] = await ctx.tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.tournamentId, tournament.id), eq(requests.userId, userId), inArray(requests.status, ['pending', 'approved'])));
  if (hasTeam || openRequest) throw new AppError('CONFLICT', 'tournaments.alreadyEnrolled');

  const used = await usedSlots(ctx.tx, tournament.id);
  if (used.teams + used.reserved >= TOURNAMENT_MAX_TEAMS) throw new AppError('CONFLICT', 'tournaments.full');

  const price = Number(tournament.priceCents);
  // The request and its fee (ledger `entry_fee`, referencing the request) in this transaction; the
  // requests module approves or rejects it (a rejection refunds the fee once).
  const { request, wallet: charged } = await createEnrollmentRequest(ctx, {
    userId,
    tournamentId: tournament.id,
    title: t('tournaments.enrollmentRequestTitle', { name: tournament.name }),
    description: t('tournaments.enrollmentRequestDescription', { name: tournament.name, price: formatCents(price) }),
    feeCents: price,
    insufficientMessage: 'tournaments.insufficientBalance',
  });
  const wallet = charged ?? (await getWalletState(ctx.tx, userId));
  const requestId = request.id;
  if (price > 0) await publishWalletEvent(ctx.tx, userId, wallet);
  await publishTournamentChange(ctx, tournament.id, 'enrollment');
  return { message: t('tournaments.enrollSubmitted'), requestId, wallet };
}

/**
 * Pick a team once the enrollment is approved: the chosen available team must belong to this
 * tournament ('Selected team not found') and its name must still be free; the user gets one team.
 */
export async function selectTournamentTeam(ctx: UseCaseContext, input: { tournamentId: string; availableTeamId?: string }): Promise<SelectTeamResponse> {
  const userId = ctx.actor.id;
  if (!input.availableTeamId)
    throw new AppError('VALIDATION', 'tournaments.selectTeamRequired', { fields: { availableTeamId: t('tournaments.selectTeamRequired') } });
  await refuseAdminAsPlayer(ctx);
  const tournament = await lockTournament(ctx, input.tournamentId);

  const [choice] = await ctx.tx
    .select()
    .from(availableTeams)
    .where(and(eq(availableTeams.id, input.availableTeamId), eq(availableTeams.tournamentId, tournament.id)));
  if (!choice) throw new AppError('NOT_FOUND', 'tournaments.selectedTeamNotFound');

  const [existing] = await ctx.tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.tournamentId, tournament.id), eq(teams.userId, userId)));
  if (existing) throw new AppError('CONFLICT', 'tournaments.teamAlreadySelected');
  const [approved] = await ctx.tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.tournamentId, tournament.id), eq(requests.userId, userId), eq(requests.status, 'approved')))
    .orderBy(desc(requests.createdAt))
    .limit(1);
  if (!approved) throw new AppError('CONFLICT', 'tournaments.noApprovedEnrollment');

  const [taken] = await ctx.tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.tournamentId, tournament.id), sql`lower(${teams.name}) = lower(${choice.name})`));
  if (taken) throw new AppError('CONFLICT', 'tournaments.teamNameTaken');
  // The approved enrollment already holds one of the 8 places; this turns it into a team.
  const used = await usedSlots(ctx.tx, tournament.id);
  if (used.teams >= TOURNAMENT_MAX_TEAMS) throw new AppError('CONFLICT', 'tournaments.full');

  const [team] = await ctx.tx.insert(teams).values({ tournamentId: tournament.id, name: choice.name, userId, status: '8th_finalist' }).returning();
  await publishTournamentChange(ctx, tournament.id, 'team');
  return {
    message: t('tournaments.teamSelected'),
    team: { id: team!.id, name: team!.name, status: team!.status as TeamStage, userId, userName: ctx.actor.name || null },
  };
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatCentsIn, type AdminLeague, type LeagueStatus } from '@arena/shared';
import { leagueAvailableTeams, leagues, leagueTeams, users } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { refuseAdminRecipient } from '../../lib/conflict-of-interest.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { sendNotification } from '../notifications/index.js';
import { refundOpenEnrollments } from '../enrollments/index.js';
import { openEnrollmentOf } from '../requests/index.js';
import { payOrProposePrize } from '../wallet/index.js';
import { rankingsFollowResults } from '../rankings/index.js';
import { leagueKind } from './enrollment.js';
import { getAdminLeague, placesTaken } from './queries.js';
import { insertTeam } from './teams.js';
import { hasStandings, lockLeague, recomputeStandings, standingsChanged } from './standings.js';
import { translate } from '../../lib/i18n.js';

/**
 * Admin use cases of /admin/leagues: create, edit, status (start initialises the standings), delete
 * (refunding unused entry fees), teams and available teams, and the champion with its prize. Each is
 * `(ctx, input)`, run by the route in one transaction, audited with before/after.
 */

/** Ledger reference of a league's prize. */
export const LEAGUE_REFERENCE = 'league';

export interface LeagueFields {
  name: string;
  description: string | null;
  startDate: Date;
  endDate: Date;
  priceCents: number;
  winningPriceCents: number;
  maxTeams: number;
}

export async function createLeague(
  ctx: UseCaseContext,
  input: LeagueFields & { status?: LeagueStatus; availableTeamNames?: string[] },
): Promise<{ message: string; league: AdminLeague }> {
  const [league] = await ctx.tx
    .insert(leagues)
    .values({
      name: input.name,
      description: input.description,
      startDate: input.startDate,
      endDate: input.endDate,
      priceCents: input.priceCents,
      winningPriceCents: input.winningPriceCents,
      maxTeams: input.maxTeams,
      status: input.status ?? 'active',
    })
    .returning();
  const names = [...new Set((input.availableTeamNames ?? []).map((n) => n.trim()).filter(Boolean))];
  if (names.length) await ctx.tx.insert(leagueAvailableTeams).values(names.map((name) => ({ leagueId: league!.id, name })));
  if (hasStandings(league!.status)) await recomputeStandings(ctx.tx, league!.id);
  await auditChange(ctx, { action: 'league.create', targetType: 'league', targetId: league!.id, after: league });
  return { message: translate(ctx.locale, 'adminLeagues.saved'), league: await getAdminLeague(ctx.tx, league!.id) };
}

export async function updateLeague(ctx: UseCaseContext, input: LeagueFields & { leagueId: string }): Promise<{ message: string; league: AdminLeague }> {
  const before = await lockLeague(ctx.tx, input.leagueId);
  const taken = (await placesTaken(ctx.tx, [before.id])).get(before.id)!.taken;
  if (input.maxTeams < taken) throw new AppError('CONFLICT', 'adminLeagues.maxTeamsBelowTeams', { params: { count: taken } });
  const [after] = await ctx.tx
    .update(leagues)
    .set({
      name: input.name,
      description: input.description,
      startDate: input.startDate,
      endDate: input.endDate,
      priceCents: input.priceCents,
      winningPriceCents: input.winningPriceCents,
      maxTeams: input.maxTeams,
      updatedAt: sql`now()`,
    })
    .where(eq(leagues.id, before.id))
    .returning();
  await auditChange(ctx, { action: 'league.update', targetType: 'league', targetId: before.id, before, after });
  return { message: translate(ctx.locale, 'adminLeagues.saved'), league: await getAdminLeague(ctx.tx, before.id) };
}

/**
 * The card's status dropdown. Moving to started also runs the spec's start_league: the standings are
 * initialised (one row per team, from any scored matches) in the same transaction, so either both
 * happen or neither does.
 */
export async function setLeagueStatus(
  ctx: UseCaseContext,
  input: { leagueId: string; status: LeagueStatus },
): Promise<{ message: string; league: AdminLeague }> {
  const before = await lockLeague(ctx.tx, input.leagueId);
  // A champion's prize is paid (or awaiting its second admin): the season it paid for is over for good.
  if (before.championTeamId && input.status !== 'completed') throw new AppError('CONFLICT', 'adminLeagues.championLocksStatus');
  const [after] = await ctx.tx
    .update(leagues)
    .set({ status: input.status, updatedAt: sql`now()` })
    .where(eq(leagues.id, before.id))
    .returning();
  if (hasStandings(input.status)) await standingsChanged(ctx, after!);
  // Leaving started/completed takes the league's results out of the global ranking.
  else if (hasStandings(before.status)) rankingsFollowResults(ctx);
  // A cancelled league ends early: the entry fees it still holds go back, each exactly once (a completed
  // league's fees were used by the season played, as on delete).
  const refunds =
    input.status === 'cancelled' && before.status !== 'cancelled' && before.status !== 'completed'
      ? await refundOpenEnrollments(ctx, leagueKind, after!, 'cancelled')
      : null;
  await auditChange(ctx, {
    action: 'league.status',
    targetType: 'league',
    targetId: before.id,
    before: { status: before.status },
    after: { status: after!.status, ...refunds },
  });
  const message = refunds?.refundedCount
    ? translate(ctx.locale, 'adminLeagues.cancelledRefunded', { count: refunds.refundedCount })
    : translate(ctx.locale, 'adminLeagues.statusUpdated');
  return { message, league: await getAdminLeague(ctx.tx, before.id) };
}

/**
 * Deletes a league with its teams, matches and standings. Entry fees still held by the league are
 * refunded, each exactly once (refundOpenEntries). A completed league's fees were used by the season
 * that was played, so they stay paid; its requests remain as history. Requests keep existing (their
 * league link is cleared by the foreign key).
 */
export async function deleteLeague(
  ctx: UseCaseContext,
  input: { leagueId: string },
): Promise<{ message: string; refundedCount: number; refundedCents: number }> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  const { refundedCount, refundedCents } =
    league.status !== 'completed' ? await refundOpenEnrollments(ctx, leagueKind, league, 'deleted') : { refundedCount: 0, refundedCents: 0 };
  await auditChange(ctx, { action: 'league.delete', targetType: 'league', targetId: league.id, before: league, after: { refundedCount, refundedCents } });
  await ctx.tx.delete(leagues).where(eq(leagues.id, league.id));
  // The league's results and title leave the global ranking with it (its prize stays paid and counted).
  if (hasStandings(league.status)) rankingsFollowResults(ctx);
  return {
    message:
      refundedCount > 0 ? translate(ctx.locale, 'adminLeagues.deletedRefunded', { count: refundedCount }) : translate(ctx.locale, 'adminLeagues.deleted'),
    refundedCount,
    refundedCents,
  };
}

/** Add Team: a team (optionally managed by a user) while the league has room. */
export async function addLeagueTeam(
  ctx: UseCaseContext,
  input: { leagueId: string; name: string; userId?: string | null },
): Promise<{ message: string; league: AdminLeague }> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  const counts = (await placesTaken(ctx.tx, [league.id])).get(league.id)!;
  // An enrolled user's reserved place is theirs: adding their team does not take another one.
  const reservedForUser = input.userId ? Boolean(await openEnrollmentOf(ctx.tx, { leagueId: league.id }, input.userId)) : false;
  if (!reservedForUser && counts.taken >= league.maxTeams) throw new AppError('CONFLICT', 'adminLeagues.leagueFull');
  if (input.userId) {
    const [user] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!user) throw notFound();
    await refuseAdminRecipient(ctx.tx, input.userId, 'adminConflict.adminTeamOwner');
    const [existing] = await ctx.tx
      .select({ id: leagueTeams.id })
      .from(leagueTeams)
      .where(and(eq(leagueTeams.leagueId, league.id), eq(leagueTeams.userId, input.userId)));
    if (existing) throw new AppError('CONFLICT', 'leagues.teamAlreadySelected');
  }
  const team = await insertTeam(ctx, { leagueId: league.id, name: input.name, userId: input.userId ?? null });
  await auditChange(ctx, { action: 'league.team.add', targetType: 'league_team', targetId: team.id, after: team });
  await standingsChanged(ctx, league);
  return { message: translate(ctx.locale, 'adminLeagues.teamAdded'), league: await getAdminLeague(ctx.tx, league.id) };
}

/** Deletes a team with its matches (cascade); the standings are recomputed without them. */
export async function deleteLeagueTeam(ctx: UseCaseContext, input: { leagueId: string; teamId: string }): Promise<{ message: string; league: AdminLeague }> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  const [team] = await ctx.tx
    .select()
    .from(leagueTeams)
    .where(and(eq(leagueTeams.id, input.teamId), eq(leagueTeams.leagueId, league.id)));
  if (!team) throw notFound();
  await ctx.tx.delete(leagueTeams).where(eq(leagueTeams.id, team.id));
  await auditChange(ctx, { action: 'league.team.delete', targetType: 'league_team', targetId: team.id, before: team });
  const [fresh] = await ctx.tx.select().from(leagues).where(eq(leagues.id, league.id));
  await standingsChanged(ctx, fresh!);
  return { message: translate(ctx.locale, 'adminLeagues.teamDeleted'), league: await getAdminLeague(ctx.tx, league.id) };
}

export async function addAvailableTeam(ctx: UseCaseContext, input: { leagueId: string; name: string }): Promise<{ message: string; league: AdminLeague }> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  const [clash] = await ctx.tx
    .select({ id: leagueAvailableTeams.id })
    .from(leagueAvailableTeams)
    .where(and(eq(leagueAvailableTeams.leagueId, league.id), sql`lower(${leagueAvailableTeams.name}) = lower(${input.name})`));
  if (clash) throw new AppError('CONFLICT', 'adminLeagues.teamNameExists', { params: { name: input.name } });
  const [row] = await ctx.tx.insert(leagueAvailableTeams).values({ leagueId: league.id, name: input.name }).returning();
  await auditChange(ctx, { action: 'league.available_team.add', targetType: 'league_available_team', targetId: row!.id, after: row });
  return { message: translate(ctx.locale, 'adminLeagues.availableTeamAdded'), league: await getAdminLeague(ctx.tx, league.id) };
}

export async function deleteAvailableTeam(
  ctx: UseCaseContext,
  input: { leagueId: string; availableTeamId: string },
): Promise<{ message: string; league: AdminLeague }> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  const [row] = await ctx.tx
    .delete(leagueAvailableTeams)
    .where(and(eq(leagueAvailableTeams.id, input.availableTeamId), eq(leagueAvailableTeams.leagueId, league.id)))
    .returning();
  if (!row) throw notFound();
  await auditChange(ctx, { action: 'league.available_team.delete', targetType: 'league_available_team', targetId: row.id, before: row });
  return { message: translate(ctx.locale, 'adminLeagues.teamDeleted'), league: await getAdminLeague(ctx.tx, league.id) };
}

/**
 * Set League Champion: sets the champion and completes the league, and pays the prize (winning_price) to
 * the champion team's manager — at once within the four-eyes threshold, otherwise once a second admin
 * approves it (`payOrProposePrize`, decision 031). Exactly once, however often and however
 * concurrently it is clicked: the champion is written by one conditional UPDATE
 * (`… WHERE champion_team_id IS NULL`), and only the call whose UPDATE returns the row pays.
 */
export async function setChampion(
  ctx: UseCaseContext,
  input: { leagueId: string; teamId: string },
): Promise<{ message: string; league: AdminLeague; prizePaidCents: number; prizePendingCents: number }> {
  const [team] = await ctx.tx.select().from(leagueTeams).where(eq(leagueTeams.id, input.teamId));
  await refuseAdminRecipient(ctx.tx, team?.userId, 'adminConflict.adminPrizeRecipient');
  const [won] = await ctx.tx
    .update(leagues)
    .set({ championTeamId: input.teamId, status: 'completed', updatedAt: sql`now()` })
    .where(
      and(
        eq(leagues.id, input.leagueId),
        isNull(leagues.championTeamId),
        inArray(leagues.status, ['started', 'completed']),
        sql`exists (select 1 from ${leagueTeams} where ${leagueTeams.id} = ${input.teamId} and ${leagueTeams.leagueId} = ${input.leagueId})`,
      ),
    )
    .returning();
  if (!won) {
    const [league] = await ctx.tx.select().from(leagues).where(eq(leagues.id, input.leagueId));
    if (!league) throw notFound();
    if (league.championTeamId) throw new AppError('CONFLICT', 'adminLeagues.championAlreadySet');
    if (!hasStandings(league.status)) throw new AppError('CONFLICT', 'adminLeagues.championNotAllowed');
    throw new AppError('VALIDATION', 'adminLeagues.teamNotInLeague');
  }
  const prize = Number(won.winningPriceCents);
  const payout =
    team!.userId && prize > 0
      ? await payOrProposePrize(ctx, {
          competitionType: LEAGUE_REFERENCE,
          competitionId: won.id,
          competitionName: won.name,
          teamName: team!.name,
          userId: team!.userId,
          amountCents: prize,
        })
      : null;
  const prizePaidCents = payout?.status === 'paid' ? prize : 0;
  const prizePendingCents = payout?.status === 'pending' ? prize : 0;
  if (team!.userId) {
    await sendNotification(ctx.tx, team!.userId, {
      type: 'success',
      titleKey: 'notify.leagueChampion.title',
      messageKey: prizePendingCents > 0 ? 'notify.leagueChampionPrizePending.message' : 'notify.leagueChampion.message',
      params: { team: team!.name, league: won.name, prize: { cents: prizePendingCents || prizePaidCents } },
    });
  }
  await standingsChanged(ctx, won);
  await auditChange(ctx, {
    action: 'league.champion',
    targetType: 'league',
    targetId: won.id,
    before: { championTeamId: null },
    after: {
      championTeamId: won.championTeamId,
      status: won.status,
      prizePaidCents,
      prizePendingCents,
      prizePayoutId: payout?.payoutId ?? null,
      prizeUserId: team!.userId,
    },
  });
  const message =
    prizePendingCents > 0
      ? `${translate(ctx.locale, 'adminLeagues.championSet')}. ${translate(ctx.locale, 'adminPrizes.pendingNotice', { amount: formatCentsIn(ctx.locale, prizePendingCents) })}`
      : translate(ctx.locale, 'adminLeagues.championSet');
  return { message, league: await getAdminLeague(ctx.tx, won.id), prizePaidCents, prizePendingCents };
}

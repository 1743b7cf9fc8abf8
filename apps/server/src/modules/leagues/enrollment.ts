import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatCents, t, type LeagueEnrollResponse, type LeagueSelectTeamResponse } from '@arena/shared';
import { leagueAvailableTeams, leagueTeams, requests, users } from '../../db/schema/index.js';
import { refuseAdminAsPlayer } from '../../lib/conflict-of-interest.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { createEnrollmentRequest } from '../requests/index.js';
import { getWalletState } from '../wallet/index.js';
import { placesTaken } from './queries.js';
import { insertTeam } from './service.js';
import { lockLeague, standingsChanged } from './standings.js';

/**
 * Enroll: the entry fee is charged and the pending enrollment request created in ONE transaction,
 * under the league's row lock (`SELECT … FOR UPDATE`), so the capacity check (teams + enrollments
 * whose user has no team yet < max_teams) and the one-enrollment-per-user rule hold under any
 * concurrency: a second enrollment into the same league waits for the first to commit and then sees
 * it. There is no "deduct, then restore on failure" window — a refusal moves no money.
 */
export async function enrollInLeague(ctx: UseCaseContext, input: { leagueId: string }): Promise<LeagueEnrollResponse> {
  const userId = ctx.actor.id;
  await refuseAdminAsPlayer(ctx);
  const league = await lockLeague(ctx.tx, input.leagueId);
  if (league.status !== 'active') throw new AppError('CONFLICT', 'leagues.notOpen');

  const [open] = await ctx.tx
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.userId, userId),
        eq(requests.leagueId, league.id),
        isNull(requests.competitionId),
        isNull(requests.tournamentId),
        inArray(requests.status, ['pending', 'approved']),
      ),
    )
    .limit(1);
  const [team] = await ctx.tx
    .select({ id: leagueTeams.id })
    .from(leagueTeams)
    .where(and(eq(leagueTeams.leagueId, league.id), eq(leagueTeams.userId, userId)))
    .limit(1);
  if (open || team) throw new AppError('CONFLICT', 'leagues.alreadyEnrolled');

  const taken = (await placesTaken(ctx.tx, [league.id])).get(league.id)!.taken;
  if (taken >= league.maxTeams) throw new AppError('CONFLICT', 'leagues.full', { params: { max: league.maxTeams } });

  const price = Number(league.priceCents);
  const { request } = await createEnrollmentRequest(ctx, {
    userId,
    leagueId: league.id,
    title: t('leagues.enrollmentTitle', { name: league.name }),
    description: t('leagues.enrollmentDescription', { name: league.name, price: formatCents(price) }),
    feeCents: price,
    insufficientMessage: 'leagues.insufficientBalance',
  });
  return {
    message: t('leagues.enrolled'),
    enrollment: { requestId: request.id, status: 'pending', createdAt: request.createdAt.toISOString(), entryFeeCents: price, team: null },
    wallet: await getWalletState(ctx.tx, userId),
  };
}

/**
 * Team selection, once per approved enrollment: the chosen available team's name becomes the user's
 * team in the league, unless that name is already used there. Runs under the league's lock, so two
 * selections (the same user twice, or two users choosing one name) cannot both succeed.
 */
export async function selectLeagueTeam(ctx: UseCaseContext, input: { leagueId: string; availableTeamId: string }): Promise<LeagueSelectTeamResponse> {
  const userId = ctx.actor.id;
  await refuseAdminAsPlayer(ctx);
  const league = await lockLeague(ctx.tx, input.leagueId);
  const [request] = await ctx.tx
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.userId, userId),
        eq(requests.leagueId, league.id),
        isNull(requests.competitionId),
        isNull(requests.tournamentId),
        inArray(requests.status, ['pending', 'approved']),
      ),
    )
    .orderBy(desc(requests.createdAt))
    .limit(1);
  if (!request || request.status !== 'approved') throw new AppError('CONFLICT', 'leagues.notApproved');
  const [existing] = await ctx.tx
    .select({ id: leagueTeams.id })
    .from(leagueTeams)
    .where(and(eq(leagueTeams.leagueId, league.id), eq(leagueTeams.userId, userId)));
  if (existing) throw new AppError('CONFLICT', 'leagues.teamAlreadySelected');
  const [available] = await ctx.tx
    .select()
    .from(leagueAvailableTeams)
    .where(and(eq(leagueAvailableTeams.id, input.availableTeamId), eq(leagueAvailableTeams.leagueId, league.id)));
  if (!available) throw new AppError('NOT_FOUND', 'leagues.selectedTeamNotFound');
  const [taken] = await ctx.tx
    .select({ id: leagueTeams.id })
    .from(leagueTeams)
    .where(and(eq(leagueTeams.leagueId, league.id), sql`lower(trim(${leagueTeams.name})) = lower(trim(${available.name}))`));
  if (taken) throw new AppError('CONFLICT', 'leagues.teamNameTaken');
  // The approved enrollment holds this user's place, so the team fits (see placesTaken).
  const places = (await placesTaken(ctx.tx, [league.id])).get(league.id)!;
  if (places.taken > league.maxTeams) throw new AppError('CONFLICT', 'adminLeagues.leagueFull');

  const team = await insertTeam(ctx, { leagueId: league.id, name: available.name.trim(), userId });
  await standingsChanged(ctx, league);
  const [user] = await ctx.tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return {
    message: t('leagues.teamSelected'),
    team: { id: team.id, name: team.name, userId, user: user ? { id: user.id, fullName: user.name || null } : null },
  };
}

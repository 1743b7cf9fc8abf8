import { eq } from 'drizzle-orm';
import {
  leagueEnrollResponse,
  leagueSelectTeamRequest,
  leagueSelectTeamResponse,
  type LeagueEnrollResponse,
  type LeagueSelectTeamResponse,
} from '@arena/shared';
import { leagueAvailableTeams, leagueTeams, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { enroll, enrollmentRoutes, selectTeam, type CompetitionKind } from '../enrollments/index.js';
import { placesTaken } from './queries.js';
import { insertTeam } from './teams.js';
import { lockLeague, standingsChanged, type LeagueRow } from './standings.js';
import { translate } from '../../lib/i18n.js';

type LeagueTeamRow = typeof leagueTeams.$inferSelect;

/**
 * A league as the enrollment core drives it. Players enroll while the league is `active` (the Upcoming
 * tab: its season has not started). Places are teams plus enrollments whose user has no team yet, up to
 * max_teams.
 */
export const leagueKind: CompetitionKind<LeagueRow, LeagueTeamRow> = {
  name: 'league',
  lock: (ctx, leagueId) => lockLeague(ctx.tx, leagueId),
  target: (leagueId) => ({ leagueId }),
  enrollable: ['active'],
  teams: { table: leagueTeams, id: leagueTeams.id, competitionId: leagueTeams.leagueId, name: leagueTeams.name, userId: leagueTeams.userId },
  availableTeams: { table: leagueAvailableTeams, id: leagueAvailableTeams.id, competitionId: leagueAvailableTeams.leagueId, name: leagueAvailableTeams.name },
  async assertRoomToEnroll(tx, league) {
    const taken = (await placesTaken(tx, [league.id])).get(league.id)!.taken;
    if (taken >= league.maxTeams) throw new AppError('CONFLICT', 'leagues.full', { params: { max: league.maxTeams } });
  },
  async assertRoomForTeam(tx, league) {
    const taken = (await placesTaken(tx, [league.id])).get(league.id)!.taken;
    if (taken > league.maxTeams) throw new AppError('CONFLICT', 'adminLeagues.leagueFull');
  },
  async createTeam(ctx, league, values) {
    const team = await insertTeam(ctx, { leagueId: league.id, ...values });
    await standingsChanged(ctx, league);
    return team;
  },
  enrollmentsChanged: async () => {},
  texts: {
    notOpen: 'leagues.notOpen',
    alreadyEnrolled: 'leagues.alreadyEnrolled',
    insufficientBalance: 'leagues.insufficientBalance',
    notApproved: 'leagues.notApproved',
    teamAlreadySelected: 'leagues.teamAlreadySelected',
    selectedTeamNotFound: 'leagues.selectedTeamNotFound',
    teamNameTaken: 'leagues.teamNameTaken',
    refundTitle: 'notify.leagueRefund.title',
    cancelledRefund: 'notify.leagueCancelledRefund.message',
    deletedRefund: 'notify.leagueRefund.message',
  },
};

/** Enroll in a league: the core's enrollment, answered with the league's enrollment card. */
export async function enrollInLeague(ctx: UseCaseContext, input: { leagueId: string }): Promise<LeagueEnrollResponse> {
  const { request, wallet } = await enroll(ctx, leagueKind, input.leagueId);
  return {
    message: translate(ctx.locale, 'leagues.enrolled'),
    enrollment: {
      requestId: request.id,
      status: 'pending',
      createdAt: request.createdAt.toISOString(),
      entryFeeCents: Number(request.entryFeeCents),
      team: null,
    },
    wallet,
  };
}

/** Pick the league team once the enrollment is approved. */
export async function selectLeagueTeam(ctx: UseCaseContext, input: { leagueId: string; availableTeamId?: string }): Promise<LeagueSelectTeamResponse> {
  const team = await selectTeam(ctx, leagueKind, { competitionId: input.leagueId, availableTeamId: input.availableTeamId });
  const [user] = await ctx.tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, ctx.actor.id));
  return {
    message: translate(ctx.locale, 'leagues.teamSelected'),
    team: { id: team.id, name: team.name, userId: team.userId, user: user ? { id: user.id, fullName: user.name || null } : null },
  };
}

/** POST /api/leagues/:id/enroll and /api/leagues/:id/team, from the enrollment core. */
export const leagueEnrollmentRoutes = enrollmentRoutes({
  base: '/api/leagues',
  selectTeamPath: 'team',
  tags: ['leagues'],
  enrollResponse: leagueEnrollResponse,
  selectTeamRequest: leagueSelectTeamRequest,
  selectTeamResponse: leagueSelectTeamResponse,
  enroll: (ctx, leagueId) => enrollInLeague(ctx, { leagueId }),
  selectTeam: (ctx, leagueId, availableTeamId) => selectLeagueTeam(ctx, { leagueId, availableTeamId }),
});

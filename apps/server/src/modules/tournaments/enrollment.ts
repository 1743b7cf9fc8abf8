import {
  enrollResponse,
  selectTeamRequest,
  selectTeamResponse,
  TOURNAMENT_MAX_TEAMS,
  type EnrollResponse,
  type SelectTeamResponse,
  type TeamStage,
} from '@arena/shared';
import { availableTeams, teams } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { enroll, enrollmentRoutes, selectTeam, type CompetitionKind } from '../enrollments/index.js';
import { lockTournament, publishTournamentChange } from './changes.js';
import { usedSlots, type TeamRow, type TournamentRow } from './queries.js';
import { translate } from '../../lib/i18n.js';

/**
 * A tournament as the enrollment core drives it. Players enroll while it is upcoming or active (until it
 * is completed or cancelled), into a fixed 8 places: teams plus enrollments waiting for their team. A new
 * team starts as 8th_finalist.
 */
export const tournamentKind: CompetitionKind<TournamentRow, TeamRow> = {
  name: 'tournament',
  lock: lockTournament,
  target: (tournamentId) => ({ tournamentId }),
  enrollable: ['upcoming', 'active'],
  teams: { table: teams, id: teams.id, competitionId: teams.tournamentId, name: teams.name, userId: teams.userId },
  availableTeams: { table: availableTeams, id: availableTeams.id, competitionId: availableTeams.tournamentId, name: availableTeams.name },
  async assertRoomToEnroll(tx, tournament) {
    const used = await usedSlots(tx, tournament.id);
    if (used.teams + used.reserved >= TOURNAMENT_MAX_TEAMS) throw new AppError('CONFLICT', 'tournaments.full');
  },
  async assertRoomForTeam(tx, tournament) {
    const used = await usedSlots(tx, tournament.id);
    if (used.teams >= TOURNAMENT_MAX_TEAMS) throw new AppError('CONFLICT', 'tournaments.full');
  },
  async createTeam(ctx, tournament, values) {
    const [team] = await ctx.tx
      .insert(teams)
      .values({ tournamentId: tournament.id, ...values, status: '8th_finalist' })
      .returning();
    await publishTournamentChange(ctx, tournament.id, 'team');
    return team!;
  },
  enrollmentsChanged: (ctx, tournament) => publishTournamentChange(ctx, tournament.id, 'enrollment'),
  texts: {
    notOpen: 'tournaments.notOpen',
    alreadyEnrolled: 'tournaments.alreadyEnrolled',
    insufficientBalance: 'tournaments.insufficientBalance',
    notApproved: 'tournaments.noApprovedEnrollment',
    teamAlreadySelected: 'tournaments.teamAlreadySelected',
    selectedTeamNotFound: 'tournaments.selectedTeamNotFound',
    teamNameTaken: 'tournaments.teamNameTaken',
    refundTitle: 'notify.tournamentRefund.title',
    cancelledRefund: 'notify.tournamentCancelledRefund.message',
    deletedRefund: 'notify.tournamentRefund.message',
  },
};

/** Enroll in a tournament: the core's enrollment, answered with the request id and the wallet. */
export async function enrollInTournament(ctx: UseCaseContext, input: { tournamentId: string }): Promise<EnrollResponse> {
  const { request, wallet } = await enroll(ctx, tournamentKind, input.tournamentId);
  return { message: translate(ctx.locale, 'tournaments.enrollSubmitted'), requestId: request.id, wallet };
}

/** Pick the tournament team once the enrollment is approved. */
export async function selectTournamentTeam(ctx: UseCaseContext, input: { tournamentId: string; availableTeamId?: string }): Promise<SelectTeamResponse> {
  const team = await selectTeam(ctx, tournamentKind, { competitionId: input.tournamentId, availableTeamId: input.availableTeamId });
  return {
    message: translate(ctx.locale, 'tournaments.teamSelected'),
    team: { id: team.id, name: team.name, status: team.status as TeamStage, userId: team.userId, userName: ctx.actor.name || null },
  };
}

/** POST /api/tournaments/:id/enroll and /api/tournaments/:id/select-team, from the enrollment core. */
export const tournamentEnrollmentRoutes = enrollmentRoutes({
  base: '/api/tournaments',
  selectTeamPath: 'select-team',
  tags: ['tournaments'],
  enrollResponse,
  selectTeamRequest,
  selectTeamResponse,
  enroll: (ctx, tournamentId) => enrollInTournament(ctx, { tournamentId }),
  selectTeam: (ctx, tournamentId, availableTeamId) => selectTournamentTeam(ctx, { tournamentId, availableTeamId }),
});

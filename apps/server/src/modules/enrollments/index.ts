/**
 * The enrollment core's face: the enrollment lifecycle every competition kind shares (enroll, approve or
 * reject, pick a team, refunds when a competition ends early) and the one path of their money moves.
 * Leagues and tournaments declare their `CompetitionKind`; they keep their schedule, standings and bracket.
 * Also what both kinds show alike: the admins' match and champion endpoints, and a played match in the dashboard's recent activity.
 */
export type { Competition, CompetitionKind, EnrollmentTexts, TeamColumns } from './kind.js';
export { approveRequest, enroll, refundOpenEnrollments, rejectRequest, selectTeam, type Enrolled } from './service.js';
export { moveAndTell, refundEnrollment } from './money.js';
export {
  championRoute,
  enrollmentRoutes,
  matchRoutes,
  teamRoutes,
  type ChampionRouteOf,
  type EnrollmentRoutesOf,
  type MatchRoutesOf,
  type TeamRoutesOf,
} from './routes.js';
export { recentResults, resultActivity, type PlayedMatch, type PlayedMatchesOf } from './activity.js';

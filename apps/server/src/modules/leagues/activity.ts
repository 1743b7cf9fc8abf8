import { parseLeagueScore, type DashboardActivityItem, type Locale } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { leagueMatches, leagues, leagueTeams } from '../../db/schema/index.js';
import { recentResults, type PlayedMatchesOf } from '../enrollments/index.js';

const leagueMatchesPlayed: PlayedMatchesOf = {
  matches: leagueMatches,
  competitionId: leagueMatches.leagueId,
  teams: leagueTeams,
  competitions: leagues,
  // A league match has no winner column: the goals decide.
  outcome: ({ score, mineIsTeam1 }) => {
    const parsed = parseLeagueScore(score);
    const [mineGoals, theirs] = parsed ? (mineIsTeam1 ? [parsed.goals1, parsed.goals2] : [parsed.goals2, parsed.goals1]) : [0, 0];
    return mineGoals > theirs ? 'won' : mineGoals < theirs ? 'lost' : 'draw';
  },
};

/** The player's latest scored league matches (won / lost / draw by the score) for the dashboard's recent activity. */
export function recentLeagueResults(db: DbOrTx, userId: string, limit: number, locale: Locale): Promise<DashboardActivityItem[]> {
  return recentResults(db, leagueMatchesPlayed, userId, limit, locale);
}

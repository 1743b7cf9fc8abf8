import type { DashboardActivityItem, Locale } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { matches, teams, tournaments } from '../../db/schema/index.js';
import { recentResults, type PlayedMatchesOf } from '../enrollments/index.js';

const tournamentMatchesPlayed: PlayedMatchesOf = {
  matches,
  competitionId: matches.tournamentId,
  winnerId: matches.winnerId,
  teams,
  competitions: tournaments,
  // The bracket records the winner; a scored match without one is a draw.
  outcome: ({ winnerId, team1Id, mineIsTeam1 }) => {
    if (winnerId === null) return 'draw';
    return (mineIsTeam1 ? winnerId === team1Id : winnerId !== team1Id) ? 'won' : 'lost';
  },
};

/** The player's latest scored tournament matches (won / lost / draw) for the dashboard's recent activity. */
export function recentTournamentResults(db: DbOrTx, userId: string, limit: number, locale: Locale): Promise<DashboardActivityItem[]> {
  return recentResults(db, tournamentMatchesPlayed, userId, limit, locale);
}

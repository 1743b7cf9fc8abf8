import type { SavedLeagueRankingEntry, StandingRow } from '@arena/shared';

/** One line of a standings table, live or saved. */
export interface StandingLine {
  key: string;
  position: number;
  teamName: string;
  managerName: string | null;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The signed-in user's team: highlighted and labelled 'You'. */
  mine: boolean;
}

export function fromStandings(rows: StandingRow[], myTeamId: string | null): StandingLine[] {
  return rows.map((row) => ({ ...row, key: row.id, mine: myTeamId !== null && row.teamId === myTeamId }));
}

export function fromSavedEntries(entries: SavedLeagueRankingEntry[]): StandingLine[] {
  return entries.map((entry) => ({
    ...entry,
    key: `${entry.position}-${entry.teamName}`,
    goalDifference: entry.goalsFor - entry.goalsAgainst,
    mine: false,
  }));
}

export type Podium = 'gold' | 'silver' | 'bronze';

/** Places 1 to 3 are highlighted on completed leagues only (user spec §2, §9). */
export function podiumOf(position: number, completed: boolean): Podium | null {
  if (!completed) return null;
  return position === 1 ? 'gold' : position === 2 ? 'silver' : position === 3 ? 'bronze' : null;
}

/** '+3', '0', '-2' */
export function formatGoalDifference(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The two kinds of competition a player enters with a fee and a team: one kit serves both. */
export type CompetitionKind = 'league' | 'tournament';

import { teamStages, type TeamStage } from './enums.js';
import { t, type MessageId, type MessageParams } from './messages.js';

/**
 * The rules of an 8-team knockout bracket (admin spec §4 "Tournament matches", "Tournament bracket",
 * "Set Winner", "Score entry", "Team stage advance"; docs/decisions/010-tournament-next-round.md).
 *
 * Pure functions over plain data: no database, no clock, no framework. The server applies their
 * results inside one transaction; the bracket views use the same functions to decide what to show
 * (which buttons are enabled, who won a match). A round's date comes from the tournament's window (`roundDate`).
 */

export const TOURNAMENT_TEAM_SLOTS = 8;
export const QUARTERFINAL_ROUND = 1;
export const SEMIFINAL_ROUND = 2;
export const FINAL_ROUND = 3;

/** A rule was broken; `messageId`/`params` name the catalogue text the admin sees. */
export class BracketError extends Error {
  readonly messageId: MessageId;
  readonly params?: MessageParams;
  constructor(messageId: MessageId, params?: MessageParams) {
    super(t(messageId, params));
    this.name = 'BracketError';
    this.messageId = messageId;
    this.params = params;
  }
}

/** The smallest view of a match the rules need. Teams are ids; null is a 'TBD' slot. */
export interface BracketMatch {
  id: string;
  team1Id: string | null;
  team2Id: string | null;
  winnerId: string | null;
  score: string | null;
  roundNumber: number;
}

/** A match to create: two team ids and its round (its date is its round's, `roundDate`). */
export interface NewBracketMatch {
  team1Id: string;
  team2Id: string | null;
  roundNumber: number;
}

/**
 * When a round is played: the rounds spread evenly over the tournament's window — the quarterfinals on its
 * start, the semifinals midway, the final on its end — so no generated match falls outside it (a same-day
 * tournament plays them all that day). The admin moves a match afterwards by editing it.
 */
export function roundDate(window: { startDate: Date; endDate: Date }, roundNumber: number): Date {
  const start = window.startDate.getTime();
  const span = Math.max(window.endDate.getTime() - start, 0);
  const step = Math.min(Math.max(roundNumber, QUARTERFINAL_ROUND), FINAL_ROUND) - QUARTERFINAL_ROUND;
  return new Date(start + Math.floor((span * step) / (FINAL_ROUND - QUARTERFINAL_ROUND)));
}

// ------------------------------------------------------------------------------------------ rounds

/** 'Quarterfinals', 'Semifinals', 'Final', otherwise 'Round N'. */
export function roundLabel(roundNumber: number): string {
  if (roundNumber === QUARTERFINAL_ROUND) return t('tournaments.round.quarterfinals');
  if (roundNumber === SEMIFINAL_ROUND) return t('tournaments.round.semifinals');
  if (roundNumber === FINAL_ROUND) return t('tournaments.round.final');
  return t('tournaments.round.n', { n: roundNumber });
}

/** The stage a team has reached by playing in `roundNumber` (round 1 quarterfinalist … round 3 finalist). */
export function stageForRound(roundNumber: number): TeamStage {
  if (roundNumber <= QUARTERFINAL_ROUND) return 'quarterfinalist';
  if (roundNumber === SEMIFINAL_ROUND) return 'semifinalist';
  return 'finalist';
}

export function stageRank(stage: TeamStage): number {
  return teamStages.indexOf(stage);
}

/** The higher of two stages: moving into a round never lowers a team that is already further on. */
export function higherStage(a: TeamStage, b: TeamStage): TeamStage {
  return stageRank(a) >= stageRank(b) ? a : b;
}

// ------------------------------------------------------------------------------------------ scores

const SCORE_PATTERN = /^(\d+)-(\d+)$/;

/** True for 'X-Y' with X and Y whole numbers (the edit form's rule). Surrounding spaces are allowed. */
export function isValidScore(score: string): boolean {
  return SCORE_PATTERN.test(score.trim());
}

/** '3-1' → [3, 1]; null when the text is not 'a-b'. */
export function parseScore(score: string | null | undefined): [number, number] | null {
  if (score == null) return null;
  const match = SCORE_PATTERN.exec(score.trim());
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return null;
  return [a, b];
}

/** Who a score says won: team 1 when a > b, team 2 when b > a, nobody on a tie or an unparsable score. */
export function winnerFromScore<T>(score: string | null | undefined, team1: T, team2: T): T | null {
  const parsed = parseScore(score);
  if (!parsed) return null;
  const [a, b] = parsed;
  if (a > b) return team1;
  if (b > a) return team2;
  return null;
}

// ------------------------------------------------------------------------------------------ stages

/** 8th_finalist → quarterfinalist → semifinalist → finalist → champion; a champion cannot advance. */
export function nextStage(stage: TeamStage): TeamStage {
  const index = stageRank(stage);
  const next = teamStages[index + 1];
  if (index < 0 || !next) throw new BracketError('tournaments.championCannotAdvance');
  return next;
}

// ------------------------------------------------------------------------------------------ set winner

/**
 * Set Winner on a match: the winner must be one of its two teams; an unscored match gets '2-1' when
 * team 1 wins and '1-2' when team 2 wins; a scored match keeps its score.
 */
export function setWinner(match: Pick<BracketMatch, 'team1Id' | 'team2Id' | 'score'>, winnerId: string): { winnerId: string; score: string } {
  const isTeam1 = match.team1Id !== null && winnerId === match.team1Id;
  const isTeam2 = match.team2Id !== null && winnerId === match.team2Id;
  if (!isTeam1 && !isTeam2) throw new BracketError('tournaments.teamNotInMatch');
  const score = match.score ?? (isTeam1 ? '2-1' : '1-2');
  return { winnerId, score };
}

/**
 * The edit-match form (rankings management): a given score must be 'X-Y'; a given winner must be
 * team 1 or team 2 (empty = draw or pending); the two teams must differ.
 */
export function validateMatchEdit(input: { team1Id: string | null; team2Id: string | null; score: string | null; winnerId: string | null }): void {
  if (input.team1Id !== null && input.team1Id === input.team2Id) throw new BracketError('tournaments.sameTeams');
  if (input.score !== null && input.score.trim() !== '' && !isValidScore(input.score)) throw new BracketError('tournaments.scoreFormat');
  if (input.winnerId !== null && input.winnerId !== input.team1Id && input.winnerId !== input.team2Id) {
    throw new BracketError('tournaments.winnerNotInMatch');
  }
}

// ------------------------------------------------------------------------------------------ generation

/**
 * Quarterfinal pairing of exactly 8 teams, in the order given: 1 v 2, 3 v 4, 5 v 6, 7 v 8, all in
 * round 1 on the base day.
 */
export function pairQuarterfinals(teamIds: readonly string[]): NewBracketMatch[] {
  if (teamIds.length !== TOURNAMENT_TEAM_SLOTS) throw new BracketError('tournaments.needEightTeams', { n: teamIds.length });
  const matches: NewBracketMatch[] = [];
  for (let i = 0; i < teamIds.length; i += 2) {
    matches.push({ team1Id: teamIds[i]!, team2Id: teamIds[i + 1]!, roundNumber: QUARTERFINAL_ROUND });
  }
  return matches;
}

/** The highest round that has a match, or 0 when there are none. */
export function latestRound(matches: readonly Pick<BracketMatch, 'roundNumber'>[]): number {
  return matches.reduce((max, m) => Math.max(max, m.roundNumber), 0);
}

/** Whether Generate Next Round is offered: every match of the latest round has a score and a winner, and there are at least 2 winners. */
export function canGenerateNextRound(matches: readonly BracketMatch[]): boolean {
  const round = latestRound(matches);
  if (round === 0) return false;
  const current = matches.filter((m) => m.roundNumber === round);
  return current.every((m) => m.score !== null && m.winnerId !== null) && current.length >= 2;
}

/**
 * Generate Next Round: pairs EVERY winner of the latest round in match order (winner of match 1 v
 * winner of match 2, 3 v 4, …), one round higher, one day after the base instant. An odd winner out
 * gets a match against a 'TBD' slot. (The spec's text pairs only the first two winners, which strands
 * the rest of the bracket; see docs/decisions/010-tournament-next-round.md.)
 * `matches` must be in bracket order (round, date, creation).
 */
export function generateNextRound(matches: readonly BracketMatch[]): NewBracketMatch[] {
  const round = latestRound(matches);
  const current = matches.filter((m) => m.roundNumber === round);
  const ready = round > 0 && current.every((m) => m.score !== null && m.winnerId !== null);
  const winners = current.map((m) => m.winnerId).filter((id): id is string => id !== null);
  if (!ready || winners.length < 2) throw new BracketError('tournaments.nextRoundNeedsWinners');
  const next: NewBracketMatch[] = [];
  for (let i = 0; i < winners.length; i += 2) {
    next.push({ team1Id: winners[i]!, team2Id: winners[i + 1] ?? null, roundNumber: round + 1 });
  }
  return next;
}

// ------------------------------------------------------------------------------------------ advance tournament

export type AdvanceStep =
  | { kind: 'semifinals'; create: NewBracketMatch[]; stage: 'semifinalist'; teamIds: string[]; messageId: 'tournaments.semifinalsCreated' }
  | { kind: 'final'; create: NewBracketMatch[]; stage: 'finalist'; teamIds: string[]; messageId: 'tournaments.finalCreated' }
  | { kind: 'champion'; championTeamId: string; messageId: 'tournaments.tournamentCompleted' };

const advanceError = (reason: MessageId, params?: MessageParams) => new BracketError('tournaments.advanceError', { reason: t(reason, params) });

/**
 * Advance Tournament, decided by the highest existing round (`matches` in bracket order):
 * - round 1: exactly 4 matches, all with winners → two semifinals (winners of matches 1 and 2, of 3
 *   and 4), the second dated one day later;
 * - round 2: every semifinal has a winner → the final between the two semifinal winners, two days later;
 * - round 3 (or later): the final (first round-3 match) has a winner → that team is champion.
 * Every refusal reads 'Error advancing tournament: …'.
 */
export function planAdvance(matches: readonly BracketMatch[]): AdvanceStep {
  const round = latestRound(matches);
  const inRound = (n: number) => matches.filter((m) => m.roundNumber === n);
  if (round <= QUARTERFINAL_ROUND) {
    const quarterfinals = inRound(QUARTERFINAL_ROUND);
    if (quarterfinals.length !== 4) throw advanceError('tournaments.advance.expectFourQuarterfinals', { n: quarterfinals.length });
    if (quarterfinals.some((m) => m.winnerId === null)) throw advanceError('tournaments.advance.quarterfinalWinners');
    const w = quarterfinals.map((m) => m.winnerId!);
    return {
      kind: 'semifinals',
      create: [
        { team1Id: w[0]!, team2Id: w[1]!, roundNumber: SEMIFINAL_ROUND },
        { team1Id: w[2]!, team2Id: w[3]!, roundNumber: SEMIFINAL_ROUND },
      ],
      stage: 'semifinalist',
      teamIds: w,
      messageId: 'tournaments.semifinalsCreated',
    };
  }
  if (round === SEMIFINAL_ROUND) {
    const semifinals = inRound(SEMIFINAL_ROUND);
    const winners = semifinals.map((m) => m.winnerId).filter((id): id is string => id !== null);
    if (semifinals.some((m) => m.winnerId === null) || winners.length < 2) throw advanceError('tournaments.advance.semifinalWinners');
    const [a, b] = winners as [string, string];
    return {
      kind: 'final',
      create: [{ team1Id: a, team2Id: b, roundNumber: FINAL_ROUND }],
      stage: 'finalist',
      teamIds: [a, b],
      messageId: 'tournaments.finalCreated',
    };
  }
  const final = inRound(FINAL_ROUND)[0];
  if (!final) throw advanceError('tournaments.advance.finalNotFound');
  if (final.winnerId === null) throw advanceError('tournaments.advance.finalWinner');
  return { kind: 'champion', championTeamId: final.winnerId, messageId: 'tournaments.tournamentCompleted' };
}

/** The bracket's match order: round, then date, then creation (the order 'match 1 … match 4' refers to). */
export function bracketOrder<T extends { roundNumber: number; date: string | Date; createdAt?: string | Date; id: string }>(matches: readonly T[]): T[] {
  const time = (d: string | Date | undefined) => (d === undefined ? 0 : new Date(d).getTime());
  return [...matches].sort(
    (a, b) => a.roundNumber - b.roundNumber || time(a.date) - time(b.date) || time(a.createdAt) - time(b.createdAt) || a.id.localeCompare(b.id),
  );
}

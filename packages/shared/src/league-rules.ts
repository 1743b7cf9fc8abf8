import type { AdminMessageId } from './admin-messages.js';
import { POINTS_PER_DRAW, POINTS_PER_WIN } from './rules.js';

/**
 * League rules both sides use (admin spec §4, §5, §9; user spec §2, §9): the score format, the
 * round-robin schedule generator and the standings computation. Pure functions: the server runs them
 * inside its transactions, the screens use them to preview and explain.
 */

/** Highest number of goals one side may score in a match ('99-0' at most). */
export const LEAGUE_MAX_GOALS = 99;
/** First kick-off of a match day, in hours after the day's start. */
export const SCHEDULE_FIRST_HOUR = 9;
/** Matches of one day are spread over this many hours from the first kick-off. */
export const SCHEDULE_SPREAD_HOURS = 9;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface ParsedLeagueScore {
  goals1: number;
  goals2: number;
}

/** 'X-Y' → goals; null for anything else (spaces around the dash are accepted). */
export function parseLeagueScore(score: string | null | undefined): ParsedLeagueScore | null {
  if (score === null || score === undefined) return null;
  const match = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(score);
  if (!match) return null;
  return { goals1: Number(match[1]), goals2: Number(match[2]) };
}

/** The stored form of a valid score ('2 - 1' → '2-1'); null when it is not a valid score. */
export function normalizeLeagueScore(score: string): string | null {
  const parsed = parseLeagueScore(score);
  return parsed ? `${parsed.goals1}-${parsed.goals2}` : null;
}

// ------------------------------------------------------------------------------------------------
// Schedule

export interface ScheduleInput {
  teamIds: readonly string[];
  /** The first day (an instant at the start of that day, in the admin's time zone). */
  startDate: Date | null | undefined;
  /** The last day; must be after the first. */
  endDate: Date | null | undefined;
}

export interface ScheduledMatch {
  team1Id: string;
  team2Id: string;
  date: Date;
}

export type ScheduleResult = { ok: true; matches: ScheduledMatch[]; days: number; matchesPerDay: number } | { ok: false; messageId: AdminMessageId };

/** Number of calendar days the schedule may use: whole days between start and end, at least 1. */
export function scheduleDays(startDate: Date, endDate: Date): number {
  return Math.max(1, Math.round((endDate.getTime() - startDate.getTime()) / DAY_MS));
}

/** Every unordered pair of the teams once (single round robin): n(n-1)/2 pairs. */
export function roundRobinPairs<T>(teams: readonly T[]): Array<[T, T]> {
  const pairs: Array<[T, T]> = [];
  for (let i = 0; i < teams.length; i += 1) {
    for (let j = i + 1; j < teams.length; j += 1) pairs.push([teams[i]!, teams[j]!]);
  }
  return pairs;
}

/** Fisher–Yates shuffle with an injectable random source (`() => [0, 1)`); returns a new array. */
export function shuffleWith<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The spec's Generate League Schedule: every pair of teams plays once, in a shuffled order (the
 * home/away side of each pair shuffled too); matches per day = ceil(pairs / days between start and
 * end); a day's matches start at 09:00 and are spread evenly across 9 hours. Validation messages are
 * the spec's, checked in its order.
 */
export function generateLeagueSchedule(input: ScheduleInput, random: () => number = Math.random): ScheduleResult {
  const { startDate, endDate, teamIds } = input;
  if (!startDate || !endDate || Number.isNaN(startDate.getTime()) || Number.isNaN(endDate.getTime())) {
    return { ok: false, messageId: 'adminLeagues.selectDates' };
  }
  if (endDate.getTime() <= startDate.getTime()) return { ok: false, messageId: 'adminLeagues.endAfterStart' };
  if (new Set(teamIds).size < 2) return { ok: false, messageId: 'adminLeagues.notEnoughTeams' };

  const pairs = shuffleWith(roundRobinPairs([...new Set(teamIds)]), random).map(([a, b]): [string, string] => (random() < 0.5 ? [a, b] : [b, a]));
  const days = scheduleDays(startDate, endDate);
  const matchesPerDay = Math.ceil(pairs.length / days);
  const stepMs = Math.floor((SCHEDULE_SPREAD_HOURS * HOUR_MS) / matchesPerDay);
  const matches = pairs.map(([team1Id, team2Id], index) => {
    const day = Math.floor(index / matchesPerDay);
    const slot = index % matchesPerDay;
    return { team1Id, team2Id, date: new Date(startDate.getTime() + day * DAY_MS + SCHEDULE_FIRST_HOUR * HOUR_MS + slot * stepMs) };
  });
  return { ok: true, matches, days, matchesPerDay };
}

// ------------------------------------------------------------------------------------------------
// Standings

export interface StandingsTeam {
  id: string;
  name: string;
}

export interface StandingsMatch {
  team1Id: string;
  team2Id: string;
  /** 'X-Y', or null while unplayed (unplayed and unparsable scores count for nothing). */
  score: string | null;
}

export interface StandingsLine {
  teamId: string;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface RankedLine extends StandingsLine {
  position: number;
  goalDifference: number;
}

function emptyLine(teamId: string): StandingsLine {
  return { teamId, matchesPlayed: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
}

/** Played/won/drawn/lost, goals for/against and points (3/1/0) of each team from its scored matches. */
export function tallyStandings(teamIds: readonly string[], matches: readonly StandingsMatch[]): Map<string, StandingsLine> {
  const lines = new Map(teamIds.map((id) => [id, emptyLine(id)]));
  for (const match of matches) {
    const score = parseLeagueScore(match.score);
    const a = lines.get(match.team1Id);
    const b = lines.get(match.team2Id);
    if (!score || !a || !b || a === b) continue;
    a.matchesPlayed += 1;
    b.matchesPlayed += 1;
    a.goalsFor += score.goals1;
    a.goalsAgainst += score.goals2;
    b.goalsFor += score.goals2;
    b.goalsAgainst += score.goals1;
    if (score.goals1 > score.goals2) {
      a.wins += 1;
      b.losses += 1;
    } else if (score.goals1 < score.goals2) {
      b.wins += 1;
      a.losses += 1;
    } else {
      a.draws += 1;
      b.draws += 1;
    }
  }
  for (const line of lines.values()) line.points = line.wins * POINTS_PER_WIN + line.draws * POINTS_PER_DRAW;
  return lines;
}

/**
 * Orders standings lines: points, then goal difference, then goals scored, then head-to-head (points,
 * goal difference, goals scored in the matches among the teams still level), then team name so the
 * order is always the same. Positions are 1..n.
 */
export function rankStandings(
  lines: readonly StandingsLine[],
  matches: readonly StandingsMatch[],
  nameOf: (teamId: string) => string = (id) => id,
): RankedLine[] {
  const gd = (l: StandingsLine) => l.goalsFor - l.goalsAgainst;
  const overall = (a: StandingsLine, b: StandingsLine) => b.points - a.points || gd(b) - gd(a) || b.goalsFor - a.goalsFor;
  const sorted = [...lines].sort(overall);
  const ordered: StandingsLine[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && overall(sorted[i]!, sorted[j]!) === 0) j += 1;
    const group = sorted.slice(i, j);
    if (group.length > 1) {
      const ids = new Set(group.map((l) => l.teamId));
      const mini = tallyStandings(
        [...ids],
        matches.filter((m) => ids.has(m.team1Id) && ids.has(m.team2Id)),
      );
      group.sort(
        (a, b) => overall(mini.get(a.teamId)!, mini.get(b.teamId)!) || nameOf(a.teamId).localeCompare(nameOf(b.teamId)) || a.teamId.localeCompare(b.teamId),
      );
    }
    ordered.push(...group);
    i = j;
  }
  return ordered.map((line, index) => ({ ...line, position: index + 1, goalDifference: gd(line) }));
}

/** Standings of a league from its teams and matches: the one definition the server stores and tests compare with. */
export function computeStandings(teams: readonly StandingsTeam[], matches: readonly StandingsMatch[]): RankedLine[] {
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const lines = tallyStandings(
    teams.map((t) => t.id),
    matches,
  );
  return rankStandings([...lines.values()], matches, (id) => names.get(id) ?? id);
}

/** Validation of a manual standings edit (admin rankings screen): a message id, or null when valid. */
export function validateStandingsEdit(line: Omit<StandingsLine, 'teamId'>): AdminMessageId | null {
  const values = [line.matchesPlayed, line.wins, line.draws, line.losses, line.goalsFor, line.goalsAgainst, line.points];
  if (values.some((v) => !Number.isInteger(v) || v < 0)) return 'adminLeagues.rankingNonNegative';
  if (line.matchesPlayed !== line.wins + line.draws + line.losses) return 'adminLeagues.rankingPlayedSum';
  return null;
}

import { describe, expect, it } from 'vitest';
import {
  BracketError,
  bracketOrder,
  canGenerateNextRound,
  generateNextRound,
  higherStage,
  isValidScore,
  latestRound,
  nextStage,
  pairQuarterfinals,
  parseScore,
  planAdvance,
  roundDate,
  roundLabel,
  setWinner,
  stageForRound,
  validateMatchEdit,
  winnerFromScore,
  type BracketMatch,
} from './bracket.js';
import { teamStages } from './enums.js';

const teams = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'];
let seq = 0;
function match(
  roundNumber: number,
  team1Id: string | null,
  team2Id: string | null,
  winnerId: string | null = null,
  score: string | null = winnerId ? '1-0' : null,
): BracketMatch {
  seq += 1;
  return { id: `m${seq}`, roundNumber, team1Id, team2Id, winnerId, score };
}
const quarterfinals = (winners: Array<string | null>) => [0, 1, 2, 3].map((i) => match(1, teams[2 * i]!, teams[2 * i + 1]!, winners[i] ?? null));

/** The thrown error's text, so each test names the exact catalogue sentence. */
function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(BracketError);
    return (error as Error).message;
  }
  throw new Error('expected a BracketError');
}

describe('score parsing', () => {
  it('team 1 wins when a > b, team 2 when b > a', () => {
    expect(winnerFromScore('3-1', 'A', 'B')).toBe('A');
    expect(winnerFromScore('0-2', 'A', 'B')).toBe('B');
    expect(winnerFromScore('10-9', 'A', 'B')).toBe('A');
  });
  it('nobody wins a tie or an unparsable score', () => {
    expect(winnerFromScore('2-2', 'A', 'B')).toBeNull();
    for (const bad of ['', 'abc', '2:1', '2-', '-1', '2-1-0', '2 - 1x', '1.5-1', null, undefined]) {
      expect(winnerFromScore(bad, 'A', 'B'), String(bad)).toBeNull();
    }
  });
  it('parses digits-digits, tolerating surrounding spaces', () => {
    expect(parseScore(' 4-2 ')).toEqual([4, 2]);
    expect(parseScore('4 -2')).toBeNull();
    expect(isValidScore('12-0')).toBe(true);
    expect(isValidScore('x-1')).toBe(false);
  });
});

describe('stage advancement', () => {
  it('goes 8th_finalist → quarterfinalist → semifinalist → finalist → champion', () => {
    expect(nextStage('8th_finalist')).toBe('quarterfinalist');
    expect(nextStage('quarterfinalist')).toBe('semifinalist');
    expect(nextStage('semifinalist')).toBe('finalist');
    expect(nextStage('finalist')).toBe('champion');
  });
  it('a champion cannot advance', () => {
    expect(errorOf(() => nextStage('champion'))).toBe('A champion cannot be advanced');
  });
  it('an unknown stage cannot advance either', () => {
    expect(errorOf(() => nextStage('legend' as never))).toBe('A champion cannot be advanced');
  });
  it('maps rounds to stages and never lowers a stage', () => {
    expect(stageForRound(1)).toBe('quarterfinalist');
    expect(stageForRound(2)).toBe('semifinalist');
    expect(stageForRound(3)).toBe('finalist');
    expect(stageForRound(7)).toBe('finalist');
    expect(higherStage('finalist', 'semifinalist')).toBe('finalist');
    expect(higherStage('8th_finalist', 'quarterfinalist')).toBe('quarterfinalist');
    expect(teamStages).toHaveLength(5);
  });
  it('labels rounds', () => {
    expect([1, 2, 3, 4].map(roundLabel)).toEqual(['Quarterfinals', 'Semifinals', 'Final', 'Round 4']);
  });
});

describe('quarterfinal pairing', () => {
  it('pairs 8 teams in order, 1v2 … 7v8, round 1', () => {
    expect(pairQuarterfinals(teams)).toEqual([
      { team1Id: 't1', team2Id: 't2', roundNumber: 1 },
      { team1Id: 't3', team2Id: 't4', roundNumber: 1 },
      { team1Id: 't5', team2Id: 't6', roundNumber: 1 },
      { team1Id: 't7', team2Id: 't8', roundNumber: 1 },
    ]);
  });
  it.each([0, 1, 7, 9])('refuses %i teams with the count in the message', (n) => {
    const list = Array.from({ length: n }, (_, i) => `x${i}`);
    expect(errorOf(() => pairQuarterfinals(list))).toBe(`Tournament must have exactly 8 teams. Current team count: ${n}`);
  });
});

describe('Set Winner', () => {
  it('an unscored match becomes 2-1 for team 1 and 1-2 for team 2', () => {
    expect(setWinner({ team1Id: 'a', team2Id: 'b', score: null }, 'a')).toEqual({ winnerId: 'a', score: '2-1' });
    expect(setWinner({ team1Id: 'a', team2Id: 'b', score: null }, 'b')).toEqual({ winnerId: 'b', score: '1-2' });
  });
  it('a scored match keeps its score', () => {
    expect(setWinner({ team1Id: 'a', team2Id: 'b', score: '5-3' }, 'a')).toEqual({ winnerId: 'a', score: '5-3' });
  });
  it('the winner must be in the match', () => {
    expect(errorOf(() => setWinner({ team1Id: 'a', team2Id: 'b', score: null }, 'c'))).toBe('Selected team is not part of this match');
  });
  it('a TBD slot is never a winner', () => {
    expect(errorOf(() => setWinner({ team1Id: 'a', team2Id: null, score: null }, null as never))).toBe('Selected team is not part of this match');
  });
});

describe('edit match validation', () => {
  it('accepts a valid edit, an empty winner and an empty score', () => {
    expect(() => validateMatchEdit({ team1Id: 'a', team2Id: 'b', score: '2-1', winnerId: 'a' })).not.toThrow();
    expect(() => validateMatchEdit({ team1Id: 'a', team2Id: 'b', score: null, winnerId: null })).not.toThrow();
  });
  it('refuses a bad score', () => {
    expect(errorOf(() => validateMatchEdit({ team1Id: 'a', team2Id: 'b', score: '2:1', winnerId: null }))).toBe('Score must be in format "X-Y" (e.g., "2-1")');
  });
  it('refuses a winner outside the match', () => {
    expect(errorOf(() => validateMatchEdit({ team1Id: 'a', team2Id: 'b', score: '2-1', winnerId: 'z' }))).toBe('Winner must be one of the teams in the match');
  });
  it('refuses the same team twice', () => {
    expect(errorOf(() => validateMatchEdit({ team1Id: 'a', team2Id: 'a', score: null, winnerId: null }))).toBe('Team 1 and team 2 must be different teams');
  });
});

describe('Generate Next Round', () => {
  const needWinners = 'All matches in the current round must have a winner before generating the next round';

  it('pairs EVERY winner of the latest round in order, one round higher, one day later', () => {
    const round1 = quarterfinals(['t1', 't4', 't5', 't8']);
    expect(canGenerateNextRound(round1)).toBe(true);
    expect(generateNextRound(round1)).toEqual([
      { team1Id: 't1', team2Id: 't4', roundNumber: 2 },
      { team1Id: 't5', team2Id: 't8', roundNumber: 2 },
    ]);
  });
  it('works from the latest round only', () => {
    const all = [...quarterfinals(['t1', 't4', 't5', 't8']), match(2, 't1', 't4', 't4'), match(2, 't5', 't8', 't5')];
    expect(latestRound(all)).toBe(2);
    expect(generateNextRound(all)).toEqual([{ team1Id: 't4', team2Id: 't5', roundNumber: 3 }]);
  });
  it('an odd winner out meets a TBD slot', () => {
    const round = [match(1, 'a', 'b', 'a'), match(1, 'c', 'd', 'd'), match(1, 'e', 'f', 'f')];
    expect(generateNextRound(round)).toEqual([
      { team1Id: 'a', team2Id: 'd', roundNumber: 2 },
      { team1Id: 'f', team2Id: null, roundNumber: 2 },
    ]);
  });
  it('refuses when a match of the latest round has no winner', () => {
    const round1 = quarterfinals(['t1', null, 't5', 't8']);
    expect(canGenerateNextRound(round1)).toBe(false);
    expect(errorOf(() => generateNextRound(round1))).toBe(needWinners);
  });
  it('refuses when a match has a winner but no score', () => {
    const round1 = quarterfinals(['t1', 't4', 't5', 't8']);
    round1[2] = { ...round1[2]!, score: null };
    expect(canGenerateNextRound(round1)).toBe(false);
    expect(errorOf(() => generateNextRound(round1))).toBe(needWinners);
  });
  it('refuses with fewer than 2 winners (a decided final) and with no matches', () => {
    const final = [match(3, 'a', 'b', 'a')];
    expect(canGenerateNextRound(final)).toBe(false);
    expect(errorOf(() => generateNextRound(final))).toBe(needWinners);
    expect(canGenerateNextRound([])).toBe(false);
    expect(errorOf(() => generateNextRound([]))).toBe(needWinners);
  });
});

describe('Advance Tournament', () => {
  const prefix = 'Error advancing tournament: ';

  it('round 1: four decided quarterfinals create two semifinals (1v2, 3v4), the second a day later', () => {
    const step = planAdvance(quarterfinals(['t2', 't3', 't6', 't7']));
    expect(step).toEqual({
      kind: 'semifinals',
      create: [
        { team1Id: 't2', team2Id: 't3', roundNumber: 2 },
        { team1Id: 't6', team2Id: 't7', roundNumber: 2 },
      ],
      stage: 'semifinalist',
      teamIds: ['t2', 't3', 't6', 't7'],
      messageId: 'tournaments.semifinalsCreated',
    });
  });
  it.each([0, 3, 5])('round 1 with %i matches: expected 4', (n) => {
    const list = Array.from({ length: n }, () => match(1, 'a', 'b', 'a'));
    expect(errorOf(() => planAdvance(list))).toBe(`${prefix}Expected 4 quarterfinal matches, found ${n}`);
  });
  it('round 1 with an undecided quarterfinal', () => {
    expect(errorOf(() => planAdvance(quarterfinals(['t1', 't3', null, 't7'])))).toBe(`${prefix}All quarterfinal matches must have winners before advancing`);
  });
  it('round 2: both semifinal winners meet in the final, two days later', () => {
    const list = [...quarterfinals(['t1', 't3', 't5', 't7']), match(2, 't1', 't3', 't3'), match(2, 't5', 't7', 't5')];
    expect(planAdvance(list)).toEqual({
      kind: 'final',
      create: [{ team1Id: 't3', team2Id: 't5', roundNumber: 3 }],
      stage: 'finalist',
      teamIds: ['t3', 't5'],
      messageId: 'tournaments.finalCreated',
    });
  });
  it('round 2 with an undecided semifinal, or a single one', () => {
    const undecided = [...quarterfinals(['t1', 't3', 't5', 't7']), match(2, 't1', 't3', 't3'), match(2, 't5', 't7')];
    expect(errorOf(() => planAdvance(undecided))).toBe(`${prefix}All semifinal matches must have winners before creating the final`);
    const single = [...quarterfinals(['t1', 't3', 't5', 't7']), match(2, 't1', 't3', 't3')];
    expect(errorOf(() => planAdvance(single))).toBe(`${prefix}All semifinal matches must have winners before creating the final`);
  });
  it('round 3: the final winner becomes champion', () => {
    const list = [match(2, 'a', 'b', 'a'), match(2, 'c', 'd', 'c'), match(3, 'a', 'c', 'c')];
    expect(planAdvance(list)).toEqual({ kind: 'champion', championTeamId: 'c', messageId: 'tournaments.tournamentCompleted' });
  });
  it('round 3 without a winner', () => {
    expect(errorOf(() => planAdvance([match(3, 'a', 'c')]))).toBe(`${prefix}Final match must have a winner before completing the tournament`);
  });
  it('a later round without a round-3 match: final not found', () => {
    expect(errorOf(() => planAdvance([match(4, 'a', 'c', 'a')]))).toBe(`${prefix}Final match not found`);
  });
});

describe('bracket order', () => {
  it('sorts by round, then date, then creation, then id', () => {
    const rows = [
      { id: 'c', roundNumber: 2, date: '2026-01-01T00:00:00Z' },
      { id: 'b', roundNumber: 1, date: '2026-01-02T00:00:00Z' },
      { id: 'a', roundNumber: 1, date: '2026-01-01T00:00:00Z', createdAt: '2026-01-01T00:00:02Z' },
      { id: 'd', roundNumber: 1, date: '2026-01-01T00:00:00Z', createdAt: '2026-01-01T00:00:01Z' },
    ];
    expect(bracketOrder(rows).map((r) => r.id)).toEqual(['d', 'a', 'b', 'c']);
  });
});

describe('round dates', () => {
  const startDate = new Date('2027-03-01T10:00:00.000Z');
  const endDate = new Date('2027-03-09T10:00:00.000Z');

  it('spreads the rounds over the window: quarterfinals on the start, semifinals midway, the final on the end', () => {
    expect([1, 2, 3].map((round) => roundDate({ startDate, endDate }, round).toISOString())).toEqual([
      '2027-03-01T10:00:00.000Z',
      '2027-03-05T10:00:00.000Z',
      '2027-03-09T10:00:00.000Z',
    ]);
  });

  it('never leaves the window, whatever the round; a same-day tournament plays every round that day', () => {
    for (const round of [0, 1, 2, 3, 4, 9]) {
      const at = roundDate({ startDate, endDate }, round).getTime();
      expect(at).toBeGreaterThanOrEqual(startDate.getTime());
      expect(at).toBeLessThanOrEqual(endDate.getTime());
    }
    const evening = new Date('2027-03-01T18:00:00.000Z');
    expect(roundDate({ startDate, endDate: evening }, 3).toISOString()).toBe('2027-03-01T18:00:00.000Z');
    expect(roundDate({ startDate, endDate: startDate }, 3)).toEqual(startDate);
  });
});

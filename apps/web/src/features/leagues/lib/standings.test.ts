import type { StandingRow } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { formatGoalDifference, fromSavedEntries, fromStandings, podiumOf } from './standings';

const row = (teamId: string, position: number): StandingRow => ({
  id: `r-${teamId}`,
  position,
  teamId,
  teamName: teamId,
  userId: null,
  managerName: null,
  matchesPlayed: 1,
  wins: 1,
  draws: 0,
  losses: 0,
  goalsFor: 2,
  goalsAgainst: 0,
  goalDifference: 2,
  points: 3,
  updatedAt: '2026-11-24T00:00:00.000Z',
});

describe('standings lines', () => {
  it("marks only the user's own team as mine", () => {
    const lines = fromStandings([row('a', 1), row('b', 2)], 'b');
    expect(lines.map((l) => l.mine)).toEqual([false, true]);
    expect(fromStandings([row('a', 1)], null)[0]!.mine).toBe(false);
  });

  it('computes the goal difference of saved entries', () => {
    const [line] = fromSavedEntries([
      { position: 1, teamName: 'Lions', managerName: null, matchesPlayed: 2, wins: 1, draws: 0, losses: 1, goalsFor: 1, goalsAgainst: 4, points: 3 },
    ]);
    expect(line!.goalDifference).toBe(-3);
  });

  it('highlights places 1 to 3 on completed leagues only', () => {
    expect([1, 2, 3, 4].map((p) => podiumOf(p, true))).toEqual(['gold', 'silver', 'bronze', null]);
    expect([1, 2, 3].map((p) => podiumOf(p, false))).toEqual([null, null, null]);
  });

  it('signs the goal difference', () => {
    expect([3, 0, -2].map(formatGoalDifference)).toEqual(['+3', '0', '-2']);
  });
});

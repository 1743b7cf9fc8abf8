import { describe, expect, it } from 'vitest';
import { updateRankingRequest } from './admin/rankings.js';
import { tAny, type AnyMessageId } from './admin-messages.js';
import { achievementsOf, rankingProgress, winRateOf } from './rankings.js';
import { rankLabel } from './rules.js';

describe('global ranking rules', () => {
  it('win rate is the rounded percent of wins over matches, 0 without matches', () => {
    expect(winRateOf(0, 0)).toBe(0);
    expect(winRateOf(5, 8)).toBe(63);
    expect(winRateOf(1, 3)).toBe(33);
    expect(winRateOf(1, 8)).toBe(13);
    expect(winRateOf(4, 4)).toBe(100);
  });

  it('progress bars are value / 2, capped at 100 %', () => {
    expect(rankingProgress(0)).toBe(0);
    expect(rankingProgress(50)).toBe(25);
    expect(rankingProgress(200)).toBe(100);
    expect(rankingProgress(1000)).toBe(100);
  });

  it("'Top 10' for rank 10 or better; titles and wins add their achievements", () => {
    expect(achievementsOf({ rankPosition: 10, tournamentsWon: 0, leaguesWon: 0, wins: 0 })).toEqual(['top10']);
    expect(achievementsOf({ rankPosition: 11, tournamentsWon: 1, leaguesWon: 2, wins: 3 })).toEqual(['tournamentChampion', 'leagueChampion', 'winner']);
  });

  it('rank labels: up to 10 Elite Player, up to 50 Top Player, else Rising Star', () => {
    expect([1, 10, 11, 50, 51].map(rankLabel)).toEqual(['Elite Player', 'Elite Player', 'Top Player', 'Top Player', 'Rising Star']);
  });

  it('Edit Ranking: rank ≥ 1, counts ≥ 0, wins ≤ matches, with the catalogue texts', () => {
    const valid = { rankPosition: 1, matchesPlayed: 2, wins: 1, tournamentsWon: 0, leaguesWon: 0, totalEarningsCents: 0 };
    expect(updateRankingRequest.safeParse(valid).success).toBe(true);
    const issues = (v: object) => updateRankingRequest.safeParse(v).error?.issues.map((i) => [i.path.join('.'), tAny(i.message as AnyMessageId)]);
    expect(issues({ ...valid, rankPosition: 0 })).toEqual([['rankPosition', 'Rank must be at least 1']]);
    expect(issues({ ...valid, leaguesWon: -1 })).toEqual([['leaguesWon', 'Must be a whole number, 0 or more']]);
    expect(issues({ ...valid, wins: 3 })).toEqual([['wins', 'Wins cannot exceed matches played']]);
  });
});

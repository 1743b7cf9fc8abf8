import { describe, expect, it } from 'vitest';
import { leaguePoints, playerTier, rankLabel, unreadBadge } from './rules.js';

describe('unreadBadge', () => {
  it.each([
    [-1, null],
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread shows %j', (count, badge) => {
    expect(unreadBadge(count)).toBe(badge);
  });
});

describe('rankLabel', () => {
  it.each([
    [1, 'Elite Player'],
    [10, 'Elite Player'],
    [11, 'Top Player'],
    [50, 'Top Player'],
    [51, 'Rising Star'],
    [1000, 'Rising Star'],
  ])('position %i is %s', (position, label) => {
    expect(rankLabel(position)).toBe(label);
  });
});

describe('playerTier', () => {
  it.each([
    [100, 'Legendary'],
    [90, 'Legendary'],
    [89, 'Elite'],
    [80, 'Elite'],
    [79, 'Veteran'],
    [70, 'Veteran'],
    [69, 'Professional'],
    [60, 'Professional'],
    [59, 'Average'],
    [50, 'Average'],
    [49, 'Beginner'],
    [0, 'Beginner'],
  ])('stats %i is %s', (stats, tier) => {
    expect(playerTier(stats)).toBe(tier);
  });

  it('has exactly six tiers', () => {
    const tiers = new Set(Array.from({ length: 101 }, (_, stats) => playerTier(stats)));
    expect([...tiers]).toEqual(['Beginner', 'Average', 'Professional', 'Veteran', 'Elite', 'Legendary']);
  });
});

describe('leaguePoints', () => {
  it('gives 3 per win and 1 per draw', () => {
    expect(leaguePoints(0, 0)).toBe(0);
    expect(leaguePoints(2, 1)).toBe(7);
    expect(leaguePoints(0, 4)).toBe(4);
  });
});

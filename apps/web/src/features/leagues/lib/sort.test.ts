import type { League } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { sortLeagues } from './sort';

const league = (name: string, startDate: string, priceCents: number, winningPriceCents: number) =>
  ({ name, startDate, priceCents, winningPriceCents }) as League;
const items = [
  league('B', '2026-12-05T00:00:00.000Z', 500, 100),
  league('A', '2026-12-01T00:00:00.000Z', 1_000, 900),
  league('C', '2026-12-01T00:00:00.000Z', 500, 100),
];

describe('sortLeagues', () => {
  it("keeps the server's newest-first order by default and does not mutate it", () => {
    expect(sortLeagues(items, 'newest')).toBe(items);
    sortLeagues(items, 'fee');
    expect(items.map((l) => l.name)).toEqual(['B', 'A', 'C']);
  });

  it('sorts by start date, fee (low first) and prize (high first), ties by name', () => {
    expect(sortLeagues(items, 'start').map((l) => l.name)).toEqual(['A', 'C', 'B']);
    expect(sortLeagues(items, 'fee').map((l) => l.name)).toEqual(['B', 'C', 'A']);
    expect(sortLeagues(items, 'prize').map((l) => l.name)).toEqual(['A', 'B', 'C']);
  });
});

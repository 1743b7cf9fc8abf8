import type { League } from '@arena/shared';

/** Orders of the /leagues list (the server gives newest first). */
export const leagueSorts = ['newest', 'start', 'fee', 'prize'] as const;
export type LeagueSort = (typeof leagueSorts)[number];

export function sortLeagues(items: League[], sort: LeagueSort): League[] {
  if (sort === 'newest') return items;
  const sorted = [...items];
  if (sort === 'start') sorted.sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.name.localeCompare(b.name));
  else if (sort === 'fee') sorted.sort((a, b) => a.priceCents - b.priceCents || a.name.localeCompare(b.name));
  else sorted.sort((a, b) => b.winningPriceCents - a.winningPriceCents || a.name.localeCompare(b.name));
  return sorted;
}

import { count, type Subquery } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/** How many pages past the requested one a list counts: as far as its pagination bar lets the user jump. */
export const COUNTED_PAGES_AHEAD = 10;

export interface ListTotal {
  total: number;
  /** false: at least `total` rows match (the count stopped there). */
  totalIsExact: boolean;
}

/** The most rows a list counts for `page`: as far as its pagination bar lets the user jump. */
export function countedRowsCap(page: { page: number; pageSize: number }): number {
  return (page.page + COUNTED_PAGES_AHEAD) * page.pageSize;
}

/** `matched` rows were counted with a limit of `countedRowsCap(page) + 1`: the total the screen shows. */
export function toListTotal(matched: number, page: { page: number; pageSize: number }): ListTotal {
  const cap = countedRowsCap(page);
  return matched > cap ? { total: cap, totalIsExact: false } : { total: matched, totalIsExact: true };
}

/**
 * The total under a page of a long list, counted only up to `COUNTED_PAGES_AHEAD` pages past the requested one.
 * An exact `count(*)` walks every matching row on every request (100k users, 1M ledger rows); this walks at most
 * a few hundred index entries, and the screen says '1,100+' when there are more.
 *
 * `matching(limit)` is the list's own FROM and WHERE, selecting anything, with `.limit(limit)` applied.
 */
export async function countListTotal(
  db: DbOrTx,
  matching: (limit: number) => { as: (alias: string) => Subquery },
  page: { page: number; pageSize: number },
): Promise<ListTotal> {
  const [row] = await db.select({ n: count() }).from(matching(countedRowsCap(page) + 1).as('matching'));
  return toListTotal(Number(row?.n ?? 0), page);
}

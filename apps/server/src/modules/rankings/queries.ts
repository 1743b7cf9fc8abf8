import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  RANKINGS_ADD_ALL_MAX,
  type AdminRankingList,
  type AdminRankingRow,
  type RankingCandidates,
  type RankingList,
  type RankingRow,
  type RankingSort,
} from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { globalRankings, users } from '../../db/schema/index.js';
import { readAll } from '../../db/read-all.js';

/** Read side of the global ranking: /fyp, the dashboard card and the admin table. */

const rowColumns = {
  id: globalRankings.id,
  userId: globalRankings.userId,
  rankPosition: globalRankings.rankPosition,
  name: users.name,
  email: users.email,
  matchesPlayed: globalRankings.matchesPlayed,
  wins: globalRankings.wins,
  winRate: globalRankings.winRate,
  tournamentsWon: globalRankings.tournamentsWon,
  leaguesWon: globalRankings.leaguesWon,
  totalEarningsCents: globalRankings.totalEarningsCents,
  updatedAt: globalRankings.updatedAt,
};
type RowSelect = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] };

/** The back office also sees the admin's corrections (decision 040). */
const adminRowColumns = {
  ...rowColumns,
  matchesPlayedCorrection: globalRankings.matchesPlayedCorrection,
  winsCorrection: globalRankings.winsCorrection,
  tournamentsWonCorrection: globalRankings.tournamentsWonCorrection,
  leaguesWonCorrection: globalRankings.leaguesWonCorrection,
  earningsCorrectionCents: globalRankings.earningsCorrectionCents,
};
type AdminRowSelect = { [K in keyof typeof adminRowColumns]: (typeof adminRowColumns)[K]['_']['data'] };

function toAdminRow(r: AdminRowSelect): AdminRankingRow {
  return {
    ...toSharedRow(r),
    email: r.email,
    corrections: {
      matchesPlayed: r.matchesPlayedCorrection,
      wins: r.winsCorrection,
      tournamentsWon: r.tournamentsWonCorrection,
      leaguesWon: r.leaguesWonCorrection,
      totalEarningsCents: Number(r.earningsCorrectionCents),
    },
  };
}

function toSharedRow(r: RowSelect): Omit<RankingRow, 'isMe'> {
  return {
    id: r.id,
    userId: r.userId,
    rankPosition: r.rankPosition,
    fullName: r.name.trim() === '' ? null : r.name,
    matchesPlayed: r.matchesPlayed,
    wins: r.wins,
    winRate: r.winRate,
    tournamentsWon: r.tournamentsWon,
    leaguesWon: r.leaguesWon,
    totalEarningsCents: Number(r.totalEarningsCents),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A player's view of a row: no email, `isMe` for the caller. */
function toRow(r: RowSelect, viewerId: string): RankingRow {
  return { ...toSharedRow(r), isMe: r.userId === viewerId };
}

/**
 * Full name (or, in the back office, email) contains the text, case-insensitively (LIKE wildcards in the text are
 * taken literally). A player's search matches names only: matching emails would tell them whose address it is.
 */
function searchFilter(search: string | undefined, options: { byEmail: boolean } = { byEmail: true }): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return options.byEmail ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : ilike(users.name, pattern);
}

const rankOrder = [asc(globalRankings.rankPosition), asc(globalRankings.id)] as const;

/** Admins have no ranking (decision 032): the row of a user promoted to admin stays stored but is never read. */
const rankedPlayer = eq(users.role, 'user');

/** Sorting of /fyp (user spec §7): applied to the top rows by rank; ties keep the rank order. */
function compareBy(sort: RankingSort): (a: RankingRow, b: RankingRow) => number {
  const byRank = (a: RankingRow, b: RankingRow) => a.rankPosition - b.rankPosition;
  switch (sort) {
    case 'earnings':
      return (a, b) => b.totalEarningsCents - a.totalEarningsCents || byRank(a, b);
    case 'tournaments':
      return (a, b) => b.tournamentsWon - a.tournamentsWon || byRank(a, b);
    case 'leagues':
      return (a, b) => b.leaguesWon - a.leaguesWon || byRank(a, b);
    default:
      return byRank;
  }
}

/**
 * GET /api/rankings: the first `limit` rows by rank position (filtered by full name or email), ordered by `sort`,
 * plus the caller's own row wherever it ranks and the number of ranked users. Three index reads.
 */
export async function listRankings(
  db: DbOrTx,
  viewerId: string,
  query: { search?: string | undefined; sort: RankingSort; limit: number },
): Promise<RankingList> {
  const [rows, mine, total] = await readAll(db, [
    () =>
      db
        .select(rowColumns)
        .from(globalRankings)
        .innerJoin(users, eq(users.id, globalRankings.userId))
        .where(and(rankedPlayer, searchFilter(query.search, { byEmail: false })))
        .orderBy(...rankOrder)
        .limit(query.limit),
    () =>
      db
        .select(rowColumns)
        .from(globalRankings)
        .innerJoin(users, eq(users.id, globalRankings.userId))
        .where(and(rankedPlayer, eq(globalRankings.userId, viewerId))),
    () => db.select({ n: count() }).from(globalRankings).innerJoin(users, eq(users.id, globalRankings.userId)).where(rankedPlayer),
  ]);
  const items = rows.map((r) => toRow(r, viewerId)).sort(compareBy(query.sort));
  return { items, me: mine[0] ? toRow(mine[0], viewerId) : null, totalRanked: Number(total[0]?.n ?? 0) };
}

/** The admin table: every row by rank position, searchable, paged. */
export async function listAdminRankings(db: DbOrTx, query: { search?: string | undefined; page: number; pageSize: number }): Promise<AdminRankingList> {
  const where = and(rankedPlayer, searchFilter(query.search));
  const [rows, total] = await readAll(db, [
    () =>
      db
        .select(adminRowColumns)
        .from(globalRankings)
        .innerJoin(users, eq(users.id, globalRankings.userId))
        .where(where)
        .orderBy(...rankOrder)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => db.select({ n: count() }).from(globalRankings).innerJoin(users, eq(users.id, globalRankings.userId)).where(where),
  ]);
  return { items: rows.map(toAdminRow), total: Number(total[0]?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function getAdminRanking(db: DbOrTx, id: string): Promise<AdminRankingRow | null> {
  const [row] = await db
    .select(adminRowColumns)
    .from(globalRankings)
    .innerJoin(users, eq(users.id, globalRankings.userId))
    .where(and(rankedPlayer, eq(globalRankings.id, id)));
  return row ? toAdminRow(row) : null;
}

/** Add User's choices: players (role user) without a ranking, at most 100 (admin spec §7), by name. */
export async function listRankingCandidates(db: DbOrTx, search?: string): Promise<RankingCandidates> {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .leftJoin(globalRankings, eq(globalRankings.userId, users.id))
    .where(and(eq(users.role, 'user'), isNull(globalRankings.id), searchFilter(search)))
    .orderBy(sql`lower(${users.name})`, asc(users.email))
    .limit(RANKINGS_ADD_ALL_MAX);
  return { items: rows.map((u) => ({ id: u.id, email: u.email, fullName: u.name.trim() === '' ? null : u.name })) };
}

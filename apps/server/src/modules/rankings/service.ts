import { eq, sql } from 'drizzle-orm';
import {
  RANKINGS_ADD_ALL_MAX,
  winRateOf,
  type AdminRankingRow,
  type RankingBulkResponse,
  type RankingMutationResponse,
  type UpdateRankingRequest,
} from '@arena/shared';
import { globalRankings, users } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { publishEvent } from '../../lib/realtime-events.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { earnedBy, lockRankings, recomputeRankings } from './compute.js';
import { getAdminRanking } from './queries.js';
import { translate } from '../../lib/i18n.js';

/**
 * Admin use cases of /admin/global-rankings (admin spec §4, §5). Each runs under the ranking lock, is audited
 * with before/after, and tells open ranking screens. An edit is kept as corrections that every recomputation adds.
 */

type RankingRowDb = typeof globalRankings.$inferSelect;

function snapshot(row: RankingRowDb) {
  return {
    userId: row.userId,
    rankPosition: row.rankPosition,
    matchesPlayed: row.matchesPlayed,
    wins: row.wins,
    winRate: row.winRate,
    totalEarningsCents: Number(row.totalEarningsCents),
    tournamentsWon: row.tournamentsWon,
    leaguesWon: row.leaguesWon,
    corrections: corrections(row),
  };
}

function corrections(row: RankingRowDb) {
  return {
    matchesPlayed: row.matchesPlayedCorrection,
    wins: row.winsCorrection,
    tournamentsWon: row.tournamentsWonCorrection,
    leaguesWon: row.leaguesWonCorrection,
    totalEarningsCents: Number(row.earningsCorrectionCents),
  };
}

async function rankingsChanged(ctx: UseCaseContext, change: string): Promise<void> {
  await publishEvent(ctx.tx, { topic: 'rankings', userId: null, data: { change } });
}

async function nextRank(ctx: UseCaseContext): Promise<number> {
  const [row] = await ctx.tx.select({ max: sql<number | null>`max(${globalRankings.rankPosition})` }).from(globalRankings);
  return Number(row?.max ?? 0) + 1;
}

/** Add User: the next rank after the current maximum, zeroed statistics; players (role user) only, once. */
export async function addRanking(ctx: UseCaseContext, input: { userId: string }): Promise<RankingMutationResponse> {
  await lockRankings(ctx.tx);
  const [user] = await ctx.tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('VALIDATION', 'adminRankings.selectUser');
  if (user.role !== 'user') throw new AppError('VALIDATION', 'adminRankings.notCandidate');
  const rank = await nextRank(ctx);
  const [row] = await ctx.tx
    .insert(globalRankings)
    .values({ userId: user.id, rankPosition: rank })
    .onConflictDoNothing({ target: globalRankings.userId })
    .returning();
  if (!row) throw new AppError('CONFLICT', 'adminRankings.alreadyRanked');
  await auditChange(ctx, { action: 'ranking.add', targetType: 'global_ranking', targetId: row.id, after: snapshot(row) });
  await rankingsChanged(ctx, 'add');
  return { message: translate(ctx.locale, 'adminRankings.added'), ranking: (await getAdminRanking(ctx.tx, row.id))! };
}

/** Add All Users: players without a ranking (at most 100 per run), each with the next rank, zeroed statistics. */
export async function addAllRankings(ctx: UseCaseContext): Promise<RankingBulkResponse> {
  await lockRankings(ctx.tx);
  const start = await nextRank(ctx);
  const rows = await ctx.tx.execute<{ id: string; user_id: string; rank_position: number }>(sql`
    insert into ${globalRankings} (user_id, rank_position)
    select c.id, ${start} - 1 + row_number() over (order by c.created_at, c.id)
    from (
      select u.id, u.created_at from ${users} u
      where u.role = 'user' and not exists (select 1 from ${globalRankings} g where g.user_id = u.id)
      order by u.created_at, u.id
      limit ${RANKINGS_ADD_ALL_MAX}
    ) c
    on conflict (user_id) do nothing
    returning id, user_id, rank_position`);
  const added = rows.rows.length;
  if (added === 0) return { message: translate(ctx.locale, 'adminRankings.allRanked'), count: 0 };
  await auditChange(ctx, {
    action: 'ranking.add_all',
    targetType: 'global_ranking',
    targetId: null,
    after: { count: added, users: rows.rows.map((r) => ({ userId: r.user_id, rankPosition: Number(r.rank_position) })) },
  });
  await rankingsChanged(ctx, 'add-all');
  return { message: translate(ctx.locale, 'adminRankings.addedAll', { count: added }), count: added };
}

/**
 * Edit Ranking: the admin's values are shown as given, and kept as corrections — the difference from what results
 * earned (decision 040) — so they survive every recomputation; the win rate follows wins / matches. The position
 * holds until the next renumbering (a result change or Recalculate Rankings).
 */
export async function updateRanking(ctx: UseCaseContext, input: { id: string } & UpdateRankingRequest): Promise<RankingMutationResponse> {
  await lockRankings(ctx.tx);
  const [found] = await ctx.tx
    .select({ row: globalRankings, role: users.role })
    .from(globalRankings)
    .innerJoin(users, eq(users.id, globalRankings.userId))
    .where(eq(globalRankings.id, input.id))
    .for('update', { of: globalRankings });
  // An admin's stored row is not a ranking (decision 032): it cannot be edited.
  if (!found || found.role !== 'user') throw notFound();
  const before = found.row;
  const earned = await earnedBy(ctx.tx, before.userId);
  const [after] = await ctx.tx
    .update(globalRankings)
    .set({
      matchesPlayedCorrection: input.matchesPlayed - earned.matchesPlayed,
      winsCorrection: input.wins - earned.wins,
      tournamentsWonCorrection: input.tournamentsWon - earned.tournamentsWon,
      leaguesWonCorrection: input.leaguesWon - earned.leaguesWon,
      earningsCorrectionCents: input.totalEarningsCents - earned.totalEarningsCents,
      rankPosition: input.rankPosition,
      matchesPlayed: input.matchesPlayed,
      wins: input.wins,
      winRate: winRateOf(input.wins, input.matchesPlayed),
      totalEarningsCents: input.totalEarningsCents,
      tournamentsWon: input.tournamentsWon,
      leaguesWon: input.leaguesWon,
      updatedAt: sql`now()`,
    })
    .where(eq(globalRankings.id, before.id))
    .returning();
  await auditChange(ctx, {
    action: 'ranking.update',
    targetType: 'global_ranking',
    targetId: before.id,
    before: snapshot(before),
    after: { ...snapshot(after!), earned },
  });
  await rankingsChanged(ctx, 'update');
  return { message: translate(ctx.locale, 'adminRankings.updated'), ranking: (await getAdminRanking(ctx.tx, before.id)) as AdminRankingRow };
}

export async function deleteRanking(ctx: UseCaseContext, input: { id: string }): Promise<RankingMutationResponse> {
  await lockRankings(ctx.tx);
  const [row] = await ctx.tx.delete(globalRankings).where(eq(globalRankings.id, input.id)).returning();
  if (!row) throw notFound();
  await auditChange(ctx, { action: 'ranking.delete', targetType: 'global_ranking', targetId: row.id, before: snapshot(row) });
  await rankingsChanged(ctx, 'delete');
  return { message: translate(ctx.locale, 'adminRankings.deleted') };
}

/**
 * Recalculate Rankings (admin spec §4: "orders all rows by earnings descending and renumbers from 1"): every row
 * from results and its corrections again — so nothing an admin set is lost — renumbered 1..n by earnings
 * (ties by wins, then name).
 */
export async function recalculateRankings(ctx: UseCaseContext): Promise<RankingBulkResponse> {
  const result = await recomputeRankings(ctx.tx, { renumber: 'always' });
  await auditChange(ctx, { action: 'ranking.recalculate', targetType: 'global_ranking', targetId: null, after: result });
  const [n] = await ctx.tx.select({ n: sql<number>`count(*)::int` }).from(globalRankings);
  return { message: translate(ctx.locale, 'adminRankings.recalculated'), count: Number(n?.n ?? 0) };
}

import { z } from 'zod';

/**
 * Global ranking contracts (user spec /fyp and the dashboard's ranking card; admin spec Global Ranking
 * Management and the admin dashboard card). The statistics are earned: the server computes them from league
 * and tournament results and prizes paid through the ledger (docs/decisions, global ranking). Amounts are
 * integer cents, instants ISO strings. The back office's ranking contracts are in admin/rankings.ts (decision 028).
 */

/** /fyp shows the top 100; the dashboard the top 5. */
export const RANKINGS_LIST_MAX = 100;
export const RANKINGS_DASHBOARD_TOP = 5;
/** The top 3 get highlighted cards; rank 10 or better earns the 'Top 10' achievement. */
export const RANKINGS_PODIUM = 3;
export const RANKINGS_TOP_10 = 10;
/** Add All Users adds at most this many users per run. */
export const RANKINGS_ADD_ALL_MAX = 100;
/** Largest earnings an admin may type ($10,000,000). */
export const RANKINGS_EARNINGS_CEILING_CENTS = 1_000_000_000;
export const RANKINGS_COUNT_CEILING = 1_000_000;

export const rankingSorts = ['rank', 'earnings', 'tournaments', 'leagues'] as const;
export type RankingSort = (typeof rankingSorts)[number];

/** The rank label of the dashboard card is `rankLabel` (rules.ts): up to 10 'Elite Player', up to 50 'Top Player', else 'Rising Star'. */

/** Rounded percent wins / matches, 0 without matches, clamped to 0–100 (admin spec §5). */
export function winRateOf(wins: number, matchesPlayed: number): number {
  if (matchesPlayed <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((wins / matchesPlayed) * 100)));
}

/** A /fyp progress bar: value / 2, capped at 100 % (user spec §9). */
export function rankingProgress(value: number): number {
  return Math.min(100, Math.max(0, value / 2));
}

/** 'Top 10' for rank 10 or better (user spec §9); further achievements follow from the earned counts. */
export const rankingAchievements = ['top10', 'tournamentChampion', 'leagueChampion', 'winner'] as const;
export type RankingAchievement = (typeof rankingAchievements)[number];
export function achievementsOf(row: Pick<RankingRow, 'rankPosition' | 'tournamentsWon' | 'leaguesWon' | 'wins'>): RankingAchievement[] {
  const out: RankingAchievement[] = [];
  if (row.rankPosition <= RANKINGS_TOP_10) out.push('top10');
  if (row.tournamentsWon > 0) out.push('tournamentChampion');
  if (row.leaguesWon > 0) out.push('leagueChampion');
  if (row.wins > 0) out.push('winner');
  return out;
}

/**
 * One ranked user as every player sees it. `fullName` null means the screen shows 'Anonymous Player'; no
 * email is exposed to other players. `isMe` marks the caller's own row ('You').
 */
export const rankingRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  rankPosition: z.number().int(),
  fullName: z.string().nullable(),
  matchesPlayed: z.number().int(),
  wins: z.number().int(),
  /** Percent, 0–100. */
  winRate: z.number().int(),
  tournamentsWon: z.number().int(),
  leaguesWon: z.number().int(),
  totalEarningsCents: z.number().int(),
  isMe: z.boolean(),
  updatedAt: z.string(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

/**
 * GET /api/rankings: the first `limit` rows by rank position (filtered by full name or email, case-insensitive),
 * then ordered by `sort` (rank ascending; earnings, tournaments or leagues descending, ties by rank).
 * The dashboard asks `limit=5`; /fyp the default 100.
 */
export const rankingListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(rankingSorts).default('rank'),
  limit: z.coerce.number().int().min(1).max(RANKINGS_LIST_MAX).default(RANKINGS_LIST_MAX),
});
export type RankingListQuery = z.input<typeof rankingListQuery>;

export const rankingListResponse = z.object({
  items: z.array(rankingRowSchema),
  /** The caller's own row wherever it ranks (null when the caller has no ranking). */
  me: rankingRowSchema.nullable(),
  /** Number of ranked users (all of them, not only the filtered ones). */
  totalRanked: z.number().int(),
});
export type RankingList = z.infer<typeof rankingListResponse>;

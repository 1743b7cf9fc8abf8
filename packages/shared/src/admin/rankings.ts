import { z } from 'zod';
import { adminTextId, type AdminMessageId } from '../admin-messages.js';
import { RANKINGS_COUNT_CEILING, RANKINGS_EARNINGS_CEILING_CENTS, rankingRowSchema } from '../rankings.js';

/**
 * The back office's global ranking contracts (admin spec: Global Rankings): its requests, with their validation
 * texts from the admin catalogue, and its views. The player's are in ../rankings.ts.
 */

// ---------------------------------------------------------------- admin (/admin/global-rankings)

/**
 * An admin's Edit Ranking kept as the difference from what results earned (decision 040): each shown figure is
 * earned + correction, so the edit survives new results and Recalculate Rankings. All zero: nothing corrected.
 */
export const rankingCorrectionsSchema = z.object({
  matchesPlayed: z.number().int(),
  wins: z.number().int(),
  tournamentsWon: z.number().int(),
  leaguesWon: z.number().int(),
  totalEarningsCents: z.number().int(),
});
export type RankingCorrections = z.infer<typeof rankingCorrectionsSchema>;

export const adminRankingRowSchema = rankingRowSchema.omit({ isMe: true }).extend({ email: z.string(), corrections: rankingCorrectionsSchema });
export type AdminRankingRow = z.infer<typeof adminRankingRowSchema>;

export const adminRankingListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminRankingListQuery = z.input<typeof adminRankingListQuery>;
export const adminRankingListResponse = z.object({
  items: z.array(adminRankingRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminRankingList = z.infer<typeof adminRankingListResponse>;

export const adminRankingIdParams = z.object({ id: z.uuid() });

/** GET /api/admin/rankings/candidates: users (role user) without a ranking, at most 100, for Add User. */
export const rankingCandidatesQuery = z.object({ search: z.string().trim().max(100).optional() });
export const rankingCandidateSchema = z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() });
export type RankingCandidate = z.infer<typeof rankingCandidateSchema>;
export const rankingCandidatesResponse = z.object({ items: z.array(rankingCandidateSchema) });
export type RankingCandidates = z.infer<typeof rankingCandidatesResponse>;

/** POST /api/admin/rankings: next rank after the maximum, zeroed statistics. */
export const addRankingRequest = z.object({
  userId: z.uuid({ error: adminTextId('adminRankings.selectUser') }),
});
export type AddRankingRequest = z.infer<typeof addRankingRequest>;

const count = (id: AdminMessageId) =>
  z
    .number({ error: adminTextId(id) })
    .int({ error: adminTextId(id) })
    .min(0, { error: adminTextId(id) })
    .max(RANKINGS_COUNT_CEILING, { error: adminTextId(id) });

/**
 * PUT /api/admin/rankings/:id (Edit Ranking): rank ≥ 1, counts and earnings ≥ 0, wins ≤ matches. The win rate is
 * not sent: the server recomputes it from wins / matches. The figures are kept as corrections of what results
 * earned, so they survive recalculation.
 */
export const updateRankingRequest = z
  .object({
    rankPosition: z
      .number({ error: adminTextId('adminRankings.rankMin') })
      .int({ error: adminTextId('adminRankings.rankMin') })
      .min(1, { error: adminTextId('adminRankings.rankMin') })
      .max(RANKINGS_COUNT_CEILING, { error: adminTextId('adminRankings.rankMin') }),
    matchesPlayed: count('adminRankings.countMin'),
    wins: count('adminRankings.countMin'),
    tournamentsWon: count('adminRankings.countMin'),
    leaguesWon: count('adminRankings.countMin'),
    totalEarningsCents: z
      .number({ error: adminTextId('adminRankings.earningsMin') })
      .int({ error: adminTextId('adminRankings.earningsMin') })
      .min(0, { error: adminTextId('adminRankings.earningsMin') })
      .max(RANKINGS_EARNINGS_CEILING_CENTS, { error: adminTextId('adminRankings.earningsMin') }),
  })
  .refine((v) => v.wins <= v.matchesPlayed, { path: ['wins'], error: adminTextId('adminRankings.winsAboveMatches') });
export type UpdateRankingRequest = z.infer<typeof updateRankingRequest>;

export const rankingMutationResponse = z.object({ message: z.string(), ranking: adminRankingRowSchema.optional() });
export type RankingMutationResponse = z.infer<typeof rankingMutationResponse>;

/** Add All Users and Recalculate answer with the catalogue text and how many rows they touched. */
export const rankingBulkResponse = z.object({ message: z.string(), count: z.number().int() });
export type RankingBulkResponse = z.infer<typeof rankingBulkResponse>;

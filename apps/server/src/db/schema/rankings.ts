import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** One row per ranked user; `rank_position` is renumbered by earnings on recalculation. */
export const globalRankings = pgTable(
  'global_rankings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    rankPosition: integer('rank_position').notNull(),
    matchesPlayed: integer('matches_played').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    /** Rounded percent wins / matches_played. */
    winRate: integer('win_rate').notNull().default(0),
    totalEarningsCents: bigint('total_earnings_cents', { mode: 'number' }).notNull().default(0),
    tournamentsWon: integer('tournaments_won').notNull().default(0),
    leaguesWon: integer('leagues_won').notNull().default(0),
    /**
     * An admin's Edit Ranking, kept as the difference from what results earned (decision 040): every
     * recomputation shows earned + correction, so the edit survives new results and Recalculate Rankings.
     */
    matchesPlayedCorrection: integer('matches_played_correction').notNull().default(0),
    winsCorrection: integer('wins_correction').notNull().default(0),
    tournamentsWonCorrection: integer('tournaments_won_correction').notNull().default(0),
    leaguesWonCorrection: integer('leagues_won_correction').notNull().default(0),
    earningsCorrectionCents: bigint('earnings_correction_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('global_rankings_rank_position_check', sql`${t.rankPosition} >= 1`),
    check('global_rankings_non_negative_check', sql`${t.matchesPlayed} >= 0 and ${t.wins} >= 0 and ${t.tournamentsWon} >= 0 and ${t.leaguesWon} >= 0`),
    check('global_rankings_win_rate_check', sql`${t.winRate} between 0 and 100`),
    check('global_rankings_total_earnings_cents_check', sql`${t.totalEarningsCents} >= 0`),
    index('global_rankings_rank_position_idx').on(t.rankPosition),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, type ExtraConfigColumn, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { inList } from './helpers.js';

/**
 * What every competition kind (a league, a tournament) stores alike: what it is, when it runs, what it costs
 * and what it pays, with the same checks and indexes. Each table adds its own status, champion and rules.
 */
export const competitionColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  /** Entry fee. */
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  /** Prize. */
  winningPriceCents: bigint('winning_price_cents', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

interface CompetitionTable {
  priceCents: ExtraConfigColumn;
  winningPriceCents: ExtraConfigColumn;
  status: ExtraConfigColumn;
  startDate: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
}

/** The checks and indexes of `competitionColumns` plus the status, named after the table. */
export const competitionConstraints = (table: string, t: CompetitionTable, statuses: readonly string[]) => [
  check(`${table}_price_cents_check`, sql`${t.priceCents} >= 0`),
  check(`${table}_winning_price_cents_check`, sql`${t.winningPriceCents} >= 0`),
  check(`${table}_status_check`, inList(t.status, statuses)),
  index(`${table}_status_start_date_idx`).on(t.status, t.startDate),
  index(`${table}_created_at_idx`).on(t.createdAt.desc().nullsFirst()),
];

/** A named snapshot of a competition's results or standings (users see only public ones). */
export const savedRankingColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  isPublic: boolean('is_public').notNull().default(true),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
});

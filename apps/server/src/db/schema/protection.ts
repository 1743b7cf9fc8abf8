import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { protectionBlockKinds, protectionBlockPeriods } from '@arena/shared';
import { users } from './auth.js';
import { inList } from './helpers.js';

/**
 * A player's protection settings (issue 29, docs/decisions/043): one row per player who set any, created on first use.
 * Every money path the settings limit (deposit request, entry fee, bid) locks this row (`FOR UPDATE`) in its own
 * transaction, so concurrent requests are judged one after the other against the same totals.
 *
 * Each limit is the amount in force (`*_cents`, null: none) and, while a raise or a removal waits its 24 hours, the
 * next amount (`*_next_cents`, null: removal) and when it takes effect (`*_next_at`). A lowering applies at once.
 * A block is a time-out or a self-exclusion: it starts at `block_started_at` and its term ends at `block_until`
 * (null: permanent).
 */
export const playerProtection = pgTable(
  'player_protection',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    depositDayCents: bigint('deposit_day_cents', { mode: 'number' }),
    depositDayNextCents: bigint('deposit_day_next_cents', { mode: 'number' }),
    depositDayNextAt: timestamp('deposit_day_next_at', { withTimezone: true }),
    depositWeekCents: bigint('deposit_week_cents', { mode: 'number' }),
    depositWeekNextCents: bigint('deposit_week_next_cents', { mode: 'number' }),
    depositWeekNextAt: timestamp('deposit_week_next_at', { withTimezone: true }),
    depositMonthCents: bigint('deposit_month_cents', { mode: 'number' }),
    depositMonthNextCents: bigint('deposit_month_next_cents', { mode: 'number' }),
    depositMonthNextAt: timestamp('deposit_month_next_at', { withTimezone: true }),
    spendWeekCents: bigint('spend_week_cents', { mode: 'number' }),
    spendWeekNextCents: bigint('spend_week_next_cents', { mode: 'number' }),
    spendWeekNextAt: timestamp('spend_week_next_at', { withTimezone: true }),
    blockKind: text('block_kind'),
    blockPeriod: text('block_period'),
    blockStartedAt: timestamp('block_started_at', { withTimezone: true }),
    blockUntil: timestamp('block_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('player_protection_block_kind_check', inList(t.blockKind, protectionBlockKinds)),
    check('player_protection_block_period_check', inList(t.blockPeriod, protectionBlockPeriods)),
    check('player_protection_block_started_check', sql`(${t.blockKind} is null) = (${t.blockStartedAt} is null)`),
    check(
      'player_protection_limits_positive_check',
      sql`coalesce(${t.depositDayCents}, 1) > 0 and coalesce(${t.depositWeekCents}, 1) > 0 and coalesce(${t.depositMonthCents}, 1) > 0 and coalesce(${t.spendWeekCents}, 1) > 0`,
    ),
  ],
);

/**
 * What a player committed to entry fees and bids (append-only), counted against the weekly spending limit: an entry
 * fee charged, a bid's new hold (raising one's own lead counts only the difference). Written in the transaction of the
 * money move, under the protection row's lock.
 */
export const protectionSpending = pgTable(
  'protection_spending',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    referenceId: uuid('reference_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('protection_spending_kind_check', sql`${t.kind} in ('entry_fee', 'bid')`),
    check('protection_spending_amount_check', sql`${t.amountCents} > 0`),
    index('protection_spending_user_created_idx').on(t.userId, t.createdAt),
  ],
);

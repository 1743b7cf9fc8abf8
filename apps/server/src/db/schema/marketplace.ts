import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bidStatuses, contractDurations, marketplacePlayerStatuses, ownershipStatuses } from '@arena/shared';
import { users } from './auth.js';
import { inList } from './helpers.js';

/** A player put up for auction; `price_cents` is the starting bid. */
export const marketplacePlayers = pgTable(
  'marketplace_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    stats: integer('stats').notNull().default(50),
    contractDuration: text('contract_duration').notNull().default('1_month'),
    imageUrl: text('image_url'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marketplace_players_stats_check', sql`${t.stats} between 1 and 100`),
    check('marketplace_players_contract_duration_check', inList(t.contractDuration, contractDurations)),
    check('marketplace_players_price_cents_check', sql`${t.priceCents} >= 0`),
    check('marketplace_players_status_check', inList(t.status, marketplacePlayerStatuses)),
    index('marketplace_players_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/** Bids (spec mob_requests). A bid's money is held while it leads; its user cannot be deleted. */
export const mobRequests = pgTable(
  'mob_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => marketplacePlayers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bidAmountCents: bigint('bid_amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Set once by the sweeper when this bid was leading at the auction's end (its end notification was sent). */
    endNotifiedAt: timestamp('end_notified_at', { withTimezone: true }),
  },
  (t) => [
    check('mob_requests_bid_amount_cents_check', sql`${t.bidAmountCents} > 0`),
    check('mob_requests_status_check', inList(t.status, bidStatuses)),
    index('mob_requests_player_status_amount_idx').on(t.playerId, t.status, t.bidAmountCents.desc().nullsFirst()),
    index('mob_requests_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('mob_requests_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('mob_requests_status_expires_idx').on(t.status, t.expiresAt),
  ],
);

/** A player owned by a user, usually from an approved bid (`bid_id`). */
export const playerOwnership = pgTable(
  'player_ownership',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => marketplacePlayers.id, { onDelete: 'cascade' }),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('active'),
    /** End of the contract (acquired_at + the player's contract duration); null = no end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    bidId: uuid('bid_id').references(() => mobRequests.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('player_ownership_status_check', inList(t.status, ownershipStatuses)),
    index('player_ownership_user_acquired_idx').on(t.userId, t.acquiredAt.desc().nullsFirst()),
    index('player_ownership_player_id_idx').on(t.playerId),
    index('player_ownership_bid_id_idx').on(t.bidId),
    index('player_ownership_status_expires_idx').on(t.status, t.expiresAt),
  ],
);

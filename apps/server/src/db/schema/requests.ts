import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requestStatuses } from '@arena/shared';
import { users } from './auth.js';
import { inList } from './helpers.js';
import { leagues } from './leagues.js';
import { tournaments } from './tournaments.js';

/** A competition inside a league, chosen on the "new request" form. */
export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competitions_league_start_idx').on(t.leagueId, t.startDate)],
);

/**
 * An enrollment request. `entry_fee_cents` is what was charged when it was made, so a rejection refunds
 * exactly that. It keeps existing (with its league/tournament link cleared) if the league or tournament
 * is deleted, and it blocks deleting its user: it is money history.
 */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    competitionId: uuid('competition_id').references(() => competitions.id, { onDelete: 'set null' }),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    entryFeeCents: bigint('entry_fee_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('requests_status_check', inList(t.status, requestStatuses)),
    check('requests_entry_fee_cents_check', sql`${t.entryFeeCents} >= 0`),
    index('requests_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('requests_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('requests_league_id_idx').on(t.leagueId),
    index('requests_competition_id_idx').on(t.competitionId),
    index('requests_tournament_id_idx').on(t.tournamentId),
  ],
);

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { leagueStatuses } from '@arena/shared';
import { users } from './auth.js';
import { competitionColumns, competitionConstraints, savedRankingColumns } from './competition-columns.js';

export const leagues = pgTable(
  'leagues',
  {
    ...competitionColumns(),
    status: text('status').notNull().default('active'),
    maxTeams: integer('max_teams').notNull().default(12),
    championTeamId: uuid('champion_team_id').references((): AnyPgColumn => leagueTeams.id, { onDelete: 'set null' }),
  },
  (t) => [...competitionConstraints('leagues', t, leagueStatuses), check('leagues_max_teams_check', sql`${t.maxTeams} >= 2`)],
);

/** A team enrolled in a league, managed by a user (null for teams the admin adds without a manager). */
export const leagueTeams = pgTable(
  'league_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('league_teams_league_name_unique').on(t.leagueId, sql`lower(${t.name})`), index('league_teams_user_id_idx').on(t.userId)],
);

/** Team names the admin offers for selection in a league. */
export const leagueAvailableTeams = pgTable(
  'league_available_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('league_available_teams_league_name_idx').on(t.leagueId, t.name)],
);

export const leagueMatches = pgTable(
  'league_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    team1Id: uuid('team1_id')
      .notNull()
      .references(() => leagueTeams.id, { onDelete: 'cascade' }),
    team2Id: uuid('team2_id')
      .notNull()
      .references(() => leagueTeams.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    /** 'X-Y', or null while unplayed. */
    score: text('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('league_matches_score_check', sql`${t.score} is null or ${t.score} ~ '^[0-9]+-[0-9]+$'`),
    check('league_matches_distinct_teams_check', sql`${t.team1Id} <> ${t.team2Id}`),
    index('league_matches_league_date_idx').on(t.leagueId, t.date),
    index('league_matches_team1_id_idx').on(t.team1Id),
    index('league_matches_team2_id_idx').on(t.team2Id),
    index('league_matches_date_idx').on(t.date),
  ],
);

/** Live standings of a started league, one row per team. */
export const leagueRankings = pgTable(
  'league_rankings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => leagueTeams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    matchesPlayed: integer('matches_played').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    goalsFor: integer('goals_for').notNull().default(0),
    goalsAgainst: integer('goals_against').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('league_rankings_league_team_unique').on(t.leagueId, t.teamId),
    index('league_rankings_team_id_idx').on(t.teamId),
    check(
      'league_rankings_non_negative_check',
      sql`${t.points} >= 0 and ${t.matchesPlayed} >= 0 and ${t.wins} >= 0 and ${t.draws} >= 0 and ${t.losses} >= 0 and ${t.goalsFor} >= 0 and ${t.goalsAgainst} >= 0`,
    ),
    check('league_rankings_matches_played_check', sql`${t.matchesPlayed} = ${t.wins} + ${t.draws} + ${t.losses}`),
  ],
);

/** A named snapshot of a league's standings; users see only public ones. */
export const savedLeagueRankings = pgTable(
  'saved_league_rankings',
  {
    ...savedRankingColumns(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('saved_league_rankings_league_saved_idx').on(t.leagueId, t.savedAt.desc().nullsFirst()),
    index('saved_league_rankings_public_saved_idx').on(t.isPublic, t.savedAt.desc().nullsFirst()),
  ],
);

export const savedLeagueRankingEntries = pgTable(
  'saved_league_ranking_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedRankingId: uuid('saved_ranking_id')
      .notNull()
      .references(() => savedLeagueRankings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    teamName: text('team_name').notNull(),
    managerName: text('manager_name'),
    matchesPlayed: integer('matches_played').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    goalsFor: integer('goals_for').notNull().default(0),
    goalsAgainst: integer('goals_against').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    check('saved_league_ranking_entries_position_check', sql`${t.position} >= 1`),
    check(
      'saved_league_ranking_entries_non_negative_check',
      sql`${t.points} >= 0 and ${t.matchesPlayed} >= 0 and ${t.wins} >= 0 and ${t.draws} >= 0 and ${t.losses} >= 0 and ${t.goalsFor} >= 0 and ${t.goalsAgainst} >= 0`,
    ),
    index('saved_league_ranking_entries_ranking_position_idx').on(t.savedRankingId, t.position),
  ],
);

/**
 * A user's private iCalendar feed of their league matches. Only a SHA-256 hash of the token is kept:
 * the link is shown once when it is made, and making a new one replaces (revokes) the old one.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teamStages, tournamentStatuses } from '@arena/shared';
import { users } from './auth.js';
import { competitionColumns, competitionConstraints, savedRankingColumns } from './competition-columns.js';
import { inList } from './helpers.js';
import { leagueMatches } from './leagues.js';

export const tournaments = pgTable(
  'tournaments',
  {
    ...competitionColumns(),
    status: text('status').notNull().default('upcoming'),
    championTeamId: uuid('champion_team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
  },
  (t) => [...competitionConstraints('tournaments', t, tournamentStatuses)],
);

/** A team in a tournament (spec "teams"), with its bracket stage. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('8th_finalist'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('teams_status_check', inList(t.status, teamStages)),
    uniqueIndex('teams_tournament_name_unique').on(t.tournamentId, sql`lower(${t.name})`),
    index('teams_user_id_idx').on(t.userId),
  ],
);

/** Team names offered for selection in a tournament; unique per tournament, case-insensitively. */
export const availableTeams = pgTable(
  'available_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('available_teams_tournament_name_unique').on(t.tournamentId, sql`lower(${t.name})`)],
);

/** A tournament match; round 1 quarterfinals, 2 semifinals, 3 final. Teams are null while 'TBD'. */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    team1Id: uuid('team1_id').references(() => teams.id, { onDelete: 'set null' }),
    team2Id: uuid('team2_id').references(() => teams.id, { onDelete: 'set null' }),
    winnerId: uuid('winner_id').references(() => teams.id, { onDelete: 'set null' }),
    /** 'X-Y', or null while unplayed. */
    score: text('score'),
    roundNumber: integer('round_number').notNull().default(1),
    date: timestamp('date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('matches_score_check', sql`${t.score} is null or ${t.score} ~ '^[0-9]+-[0-9]+$'`),
    check('matches_round_number_check', sql`${t.roundNumber} >= 1`),
    check('matches_distinct_teams_check', sql`${t.team1Id} is null or ${t.team2Id} is null or ${t.team1Id} <> ${t.team2Id}`),
    check('matches_winner_in_match_check', sql`${t.winnerId} is null or ${t.winnerId} = ${t.team1Id} or ${t.winnerId} = ${t.team2Id}`),
    index('matches_tournament_round_date_idx').on(t.tournamentId, t.roundNumber, t.date),
    index('matches_team1_id_idx').on(t.team1Id),
    index('matches_team2_id_idx').on(t.team2Id),
    index('matches_winner_id_idx').on(t.winnerId),
    index('matches_date_idx').on(t.date),
  ],
);

/** A named snapshot of a tournament's results; users see only public ones. */
export const savedTournamentRankings = pgTable(
  'saved_tournament_rankings',
  {
    ...savedRankingColumns(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('saved_tournament_rankings_tournament_saved_idx').on(t.tournamentId, t.savedAt.desc().nullsFirst()),
    index('saved_tournament_rankings_public_saved_idx').on(t.isPublic, t.savedAt.desc().nullsFirst()),
  ],
);

export const savedTournamentRankingEntries = pgTable(
  'saved_tournament_ranking_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedRankingId: uuid('saved_ranking_id')
      .notNull()
      .references(() => savedTournamentRankings.id, { onDelete: 'cascade' }),
    teamName: text('team_name').notNull(),
    userName: text('user_name'),
    status: text('status').notNull(),
    /** Per-round match data as saved (team1/team2 names and users, winner name, score); shape only partly specified. */
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    check('saved_tournament_ranking_entries_status_check', inList(t.status, teamStages)),
    index('saved_tournament_ranking_entries_ranking_idx').on(t.savedRankingId),
  ],
);

/** Calendar entry for a tournament match or a league match (at most one of the two). */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    leagueMatchId: uuid('league_match_id').references(() => leagueMatches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('calendar_events_single_match_check', sql`num_nonnulls(${t.matchId}, ${t.leagueMatchId}) <= 1`),
    index('calendar_events_start_time_idx').on(t.startTime),
    index('calendar_events_match_id_idx').on(t.matchId),
    index('calendar_events_league_match_id_idx').on(t.leagueMatchId),
  ],
);

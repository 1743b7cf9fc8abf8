import { z } from 'zod';
import { adminTextId } from '../admin-messages.js';
import { leagueStatuses } from '../enums.js';
import { LEAGUE_MAX_GOALS, normalizeLeagueScore } from '../league-rules.js';
import {
  LEAGUE_AMOUNT_CEILING_CENTS,
  LEAGUE_MAX_TEAMS_CEILING,
  LEAGUE_NAME_MAX,
  leagueAvailableTeamSchema,
  leagueMatchSchema,
  leagueStatusSchema,
  leagueSummarySchema,
  leagueTeamSchema,
  leagueUserRefSchema,
  savedLeagueRankingSchema,
  standingRowSchema,
} from '../leagues.js';
import { LEAGUE_DEFAULT_MAX_TEAMS } from '../rules.js';
import { optionalText } from './fields.js';

/**
 * The back office's league contracts (admin spec §2, §4, §5, §7, §8): its requests, with their validation texts
 * from the admin catalogue, and its views. The player's league contracts are in ../leagues.ts.
 */

const isoInstant = z.iso.datetime({ offset: true });

/** An ISO instant ('2026-11-01T04:00:00.000Z', the admin's local midnight) or a date ('2026-11-01' = UTC midnight). */
export const dateField = (message: string) =>
  z.union([isoInstant, z.iso.date()], { error: message }).transform((s) => new Date(s.length === 10 ? `${s}T00:00:00.000Z` : s));

// ---------------------------------------------------------------- admin: leagues

const amountCents = (messageId: 'adminLeagues.priceNegative' | 'adminLeagues.winningPriceNegative') =>
  z
    .number({ error: adminTextId(messageId) })
    .int({ error: adminTextId(messageId) })
    .min(0, { error: adminTextId(messageId) })
    .max(LEAGUE_AMOUNT_CEILING_CENTS);

/** POST /api/admin/leagues and PUT /api/admin/leagues/:id */
export const leagueInput = z
  .object({
    name: z
      .string({ error: adminTextId('adminLeagues.nameRequired') })
      .trim()
      .min(1, { error: adminTextId('adminLeagues.nameRequired') })
      .max(LEAGUE_NAME_MAX),
    description: optionalText(2000),
    startDate: dateField(adminTextId('adminLeagues.datesRequired')),
    endDate: dateField(adminTextId('adminLeagues.datesRequired')),
    priceCents: amountCents('adminLeagues.priceNegative'),
    winningPriceCents: amountCents('adminLeagues.winningPriceNegative'),
    maxTeams: z
      .number({ error: adminTextId('adminLeagues.maxTeamsMin') })
      .int({ error: adminTextId('adminLeagues.maxTeamsMin') })
      .min(2, { error: adminTextId('adminLeagues.maxTeamsMin') })
      .max(LEAGUE_MAX_TEAMS_CEILING)
      .default(LEAGUE_DEFAULT_MAX_TEAMS),
    /** Create only; default active. Edits change the status through the status route. */
    status: leagueStatusSchema.optional(),
  })
  .refine((l) => l.endDate.getTime() > l.startDate.getTime(), { error: adminTextId('adminLeagues.endAfterStart'), path: ['endDate'] });
export type LeagueInput = z.input<typeof leagueInput>;

/** A team's manager in the back office: with the email (players see the full name only). */
export const adminLeagueUserRefSchema = leagueUserRefSchema.extend({ email: z.string() });
export const adminLeagueTeamSchema = leagueTeamSchema.extend({ user: adminLeagueUserRefSchema.nullable() });
export type AdminLeagueTeam = z.infer<typeof adminLeagueTeamSchema>;

export const adminLeagueSchema = leagueSummarySchema.extend({
  championTeam: adminLeagueTeamSchema.nullable(),
  teams: z.array(adminLeagueTeamSchema),
  /** Every available team of the league (the admin list is not filtered). */
  availableTeams: z.array(leagueAvailableTeamSchema),
  pendingEnrollments: z.number().int(),
  /** Entry fees paid and not refunded (pending and approved enrollments). */
  paidEntries: z.number().int(),
  matchCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminLeague = z.infer<typeof adminLeagueSchema>;

/** GET /api/admin/leagues */
export const adminLeagueListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', ...leagueStatuses]).default('all'),
});
export type AdminLeagueListQuery = z.input<typeof adminLeagueListQuery>;
export const adminLeagueListResponse = z.object({ items: z.array(adminLeagueSchema) });
export type AdminLeagueList = z.infer<typeof adminLeagueListResponse>;

export const adminLeagueResponse = z.object({ message: z.string(), league: adminLeagueSchema });
export type AdminLeagueResponse = z.infer<typeof adminLeagueResponse>;

/** POST /api/admin/leagues/:id/status. Moving to started initialises the standings (the spec's start_league). */
export const leagueStatusRequest = z.object({ status: leagueStatusSchema });
export type LeagueStatusRequest = z.input<typeof leagueStatusRequest>;

/** DELETE /api/admin/leagues/:id */
export const deleteLeagueResponse = z.object({ message: z.string(), refundedCount: z.number().int(), refundedCents: z.number().int() });
export type DeleteLeagueResponse = z.infer<typeof deleteLeagueResponse>;

/** A team's name, for a team of the league or one it offers to choose. */
const leagueTeamName = z
  .string({ error: adminTextId('adminLeagues.teamNameRequired') })
  .trim()
  .min(1, { error: adminTextId('adminLeagues.teamNameRequired') })
  .max(LEAGUE_NAME_MAX);

/** POST /api/admin/leagues/:id/teams */
export const addLeagueTeamRequest = z.object({
  name: leagueTeamName,
  /** The managing user; omitted for a team without a manager. */
  userId: z.uuid().nullish(),
});
export type AddLeagueTeamRequest = z.input<typeof addLeagueTeamRequest>;

/** POST /api/admin/leagues/:id/available-teams */
export const addAvailableTeamRequest = z.object({
  name: leagueTeamName,
});
export type AddAvailableTeamRequest = z.input<typeof addAvailableTeamRequest>;

/** POST /api/admin/leagues/:id/champion: sets the champion, completes the league, pays the prize once. */
export const leagueChampionRequest = z.object({ teamId: z.uuid({ error: adminTextId('adminLeagues.championRequired') }) });
export type LeagueChampionRequest = z.input<typeof leagueChampionRequest>;
export const leagueChampionResponse = z.object({
  message: z.string(),
  league: adminLeagueSchema,
  /** Prize credited to the champion's manager by this call (0 without a manager or prize). */
  prizePaidCents: z.number().int(),
  /** A prize above the four-eyes threshold: recorded, paid once a second admin approves it (decision 031). */
  prizePendingCents: z.number().int(),
});
export type LeagueChampionResponse = z.infer<typeof leagueChampionResponse>;

// ---------------------------------------------------------------- admin: matches

const scoreField = z
  .string()
  .trim()
  .max(7)
  .transform((s, ctx) => {
    if (s === '') return null;
    const normalized = normalizeLeagueScore(s);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: adminTextId('adminLeagues.scoreFormat') });
      return z.NEVER;
    }
    return normalized;
  })
  .nullish()
  .transform((s) => s ?? null)
  .describe(`'X-Y' with X and Y from 0 to ${LEAGUE_MAX_GOALS}; empty or null = not played`);

const matchDate = z.union([isoInstant], { error: adminTextId('adminLeagues.matchFieldsRequired') }).transform((s) => new Date(s));

/** A match's teams, date and score, as the create and the edit form send them; the two teams must differ. */
const leagueMatchFields = {
  team1Id: z.uuid({ error: adminTextId('adminLeagues.matchFieldsRequired') }),
  team2Id: z.uuid({ error: adminTextId('adminLeagues.matchFieldsRequired') }),
  date: matchDate,
  score: scoreField,
};
const teamsDiffer = (m: { team1Id: string; team2Id: string }) => m.team1Id !== m.team2Id;
const teamsDifferError = { error: adminTextId('adminLeagues.sameTeams'), path: ['team2Id'] };

/** GET /api/admin/league-matches */
export const adminLeagueMatchListQuery = z.object({
  leagueId: z.uuid().optional(),
  search: z.string().trim().max(100).optional().describe('Matches a team or league name'),
});
export type AdminLeagueMatchListQuery = z.input<typeof adminLeagueMatchListQuery>;
export const leagueMatchListResponse = z.object({ items: z.array(leagueMatchSchema) });
export type LeagueMatchList = z.infer<typeof leagueMatchListResponse>;

/** POST /api/admin/league-matches */
export const createLeagueMatchRequest = z
  .object({ leagueId: z.uuid({ error: adminTextId('adminLeagues.selectLeague') }), ...leagueMatchFields })
  .refine(teamsDiffer, teamsDifferError);
export type CreateLeagueMatchRequest = z.input<typeof createLeagueMatchRequest>;

/** PUT /api/admin/league-matches/:id (the league of a match does not change) */
export const updateLeagueMatchRequest = z.object(leagueMatchFields).refine(teamsDiffer, teamsDifferError);
export type UpdateLeagueMatchRequest = z.input<typeof updateLeagueMatchRequest>;

/** PATCH /api/admin/league-matches/:id/score (inline score edit; null or '' clears it) */
export const leagueScoreRequest = z.object({ score: scoreField });
export type LeagueScoreRequest = z.input<typeof leagueScoreRequest>;

export const leagueMatchResponse = z.object({ message: z.string(), match: leagueMatchSchema });
export type LeagueMatchResponse = z.infer<typeof leagueMatchResponse>;

/** POST /api/admin/league-matches/generate */
export const generateScheduleRequest = z.object({
  leagueId: z.uuid({ error: adminTextId('adminLeagues.selectLeague') }),
  /** Start of the first day (the admin's local midnight as an ISO instant, or a date = UTC midnight). */
  startDate: dateField(adminTextId('adminLeagues.selectDates')).nullish(),
  endDate: dateField(adminTextId('adminLeagues.selectDates')).nullish(),
});
export type GenerateScheduleRequest = z.input<typeof generateScheduleRequest>;
export const generateScheduleResponse = z.object({
  message: z.string(),
  created: z.number().int(),
  days: z.number().int(),
  matchesPerDay: z.number().int(),
  items: z.array(leagueMatchSchema),
});
export type GenerateScheduleResponse = z.infer<typeof generateScheduleResponse>;

// ---------------------------------------------------------------- admin: calendar

/** GET /api/admin/league-calendar?month=YYYY-MM&tzOffsetMinutes=… (offset as JS getTimezoneOffset(): UTC − local) */
export const leagueCalendarQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  tzOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
  leagueId: z.uuid().optional(),
});
export type LeagueCalendarQuery = z.input<typeof leagueCalendarQuery>;
export const leagueCalendarResponse = z.object({
  month: z.string(),
  /** Days of the month that have matches, in order; `date` is the local YYYY-MM-DD. */
  days: z.array(z.object({ date: z.string(), matches: z.array(leagueMatchSchema) })),
});
export type LeagueCalendar = z.infer<typeof leagueCalendarResponse>;

// ---------------------------------------------------------------- admin: rankings

/** GET /api/admin/league-rankings: started and completed leagues with their standings and saved snapshots. */
export const adminLeagueRankingsQuery = z.object({
  status: z.enum(['all', 'started', 'completed']).default('all'),
  search: z.string().trim().max(100).optional(),
});
export type AdminLeagueRankingsQuery = z.input<typeof adminLeagueRankingsQuery>;
export const adminLeagueRankingsResponse = z.object({
  items: z.array(
    z.object({
      league: leagueSummarySchema,
      standings: z.array(standingRowSchema),
      saved: z.array(savedLeagueRankingSchema.omit({ entries: true })),
    }),
  ),
});
export type AdminLeagueRankings = z.infer<typeof adminLeagueRankingsResponse>;

const stat = z
  .number({ error: adminTextId('adminLeagues.rankingNonNegative') })
  .int({ error: adminTextId('adminLeagues.rankingNonNegative') })
  .min(0, { error: adminTextId('adminLeagues.rankingNonNegative') })
  .max(100_000);

/** PUT /api/admin/league-rankings/:id (manual edit; the next score change recomputes from the matches) */
export const updateStandingRequest = z
  .object({ matchesPlayed: stat, wins: stat, draws: stat, losses: stat, goalsFor: stat, goalsAgainst: stat, points: stat })
  .refine((s) => s.matchesPlayed === s.wins + s.draws + s.losses, { error: adminTextId('adminLeagues.rankingPlayedSum'), path: ['matchesPlayed'] });
export type UpdateStandingRequest = z.input<typeof updateStandingRequest>;
export const standingResponse = z.object({ message: z.string(), standings: z.array(standingRowSchema) });
export type StandingResponse = z.infer<typeof standingResponse>;

/** POST /api/admin/leagues/:id/rankings/recalculate: `points` sets points = wins × 3 + draws; `matches` recomputes everything from the scored matches. */
export const leagueRecalculateRequest = z.object({ mode: z.enum(['points', 'matches']).default('points') }).nullish();
export type LeagueRecalculateRequest = NonNullable<z.input<typeof leagueRecalculateRequest>>;

/** POST /api/admin/leagues/:id/saved-rankings: a snapshot later edits do not change. */
export const saveStandingsRequest = z.object({
  name: z
    .string({ error: adminTextId('adminLeagues.standingsNameRequired') })
    .trim()
    .min(1, { error: adminTextId('adminLeagues.standingsNameRequired') })
    .max(200),
  description: optionalText(2000),
  isPublic: z.boolean().default(true),
});
export type SaveStandingsRequest = z.input<typeof saveStandingsRequest>;
export const saveStandingsResponse = z.object({ message: z.string(), saved: savedLeagueRankingSchema });
export type SaveStandingsResponse = z.infer<typeof saveStandingsResponse>;

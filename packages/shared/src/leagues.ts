import { z } from 'zod';
import { leagueStatuses, requestStatuses } from './enums.js';
import { LEAGUE_MAX_GOALS, normalizeLeagueScore } from './league-rules.js';
import { t } from './messages.js';
import { tAdmin } from './admin-messages.js';
import { LEAGUE_DEFAULT_MAX_TEAMS } from './rules.js';

/**
 * League contracts (user spec §2, §4, §5, §8; admin spec §2, §4, §5, §7, §8). Amounts are integer
 * cents, instants ISO strings. Validation messages are catalogue texts, so the server's 400 and a
 * form show the same words.
 */

/** Upper bound of a league's entry fee or prize ($10,000,000). */
export const LEAGUE_AMOUNT_CEILING_CENTS = 1_000_000_000;
export const LEAGUE_MAX_TEAMS_CEILING = 64;
export const LEAGUE_NAME_MAX = 120;

/** /leagues tabs → league status (user spec §4: Upcoming shows active, Active shows started). */
export const leagueTabs = ['upcoming', 'active', 'completed'] as const;
export type LeagueTab = (typeof leagueTabs)[number];
export const leagueTabStatus = { upcoming: 'active', active: 'started', completed: 'completed' } as const satisfies Record<
  LeagueTab,
  (typeof leagueStatuses)[number]
>;

export const leagueStatusSchema = z.enum(leagueStatuses);
export type LeagueStatusValue = z.infer<typeof leagueStatusSchema>;

const isoInstant = z.iso.datetime({ offset: true });

/** An ISO instant ('2026-11-01T04:00:00.000Z', the admin's local midnight) or a date ('2026-11-01' = UTC midnight). */
const dateField = (message: string) =>
  z.union([isoInstant, z.iso.date()], { error: message }).transform((s) => new Date(s.length === 10 ? `${s}T00:00:00.000Z` : s));

export const leagueUserRefSchema = z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() });
export type LeagueUserRef = z.infer<typeof leagueUserRefSchema>;

export const leagueTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.string().nullable(),
  /** The manager; null for a team the admin added without one. */
  user: leagueUserRefSchema.nullable(),
});
export type LeagueTeam = z.infer<typeof leagueTeamSchema>;

export const leagueAvailableTeamSchema = z.object({ id: z.string(), name: z.string() });
export type LeagueAvailableTeam = z.infer<typeof leagueAvailableTeamSchema>;

/** One line of a league's live standings, in order (position 1 first). */
export const standingRowSchema = z.object({
  /** The league_rankings row (admin edits it by this id). */
  id: z.string(),
  position: z.number().int(),
  teamId: z.string(),
  teamName: z.string(),
  userId: z.string().nullable(),
  /** Full name, else email, of the team's manager. */
  managerName: z.string().nullable(),
  matchesPlayed: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z.number().int(),
  updatedAt: z.string(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const leagueSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  priceCents: z.number().int(),
  winningPriceCents: z.number().int(),
  status: leagueStatusSchema,
  maxTeams: z.number().int(),
  championTeamId: z.string().nullable(),
  championTeam: leagueTeamSchema.nullable(),
  createdAt: z.string(),
  /** Teams in the league. */
  teamCount: z.number().int(),
  /** Places taken: teams plus enrollments (pending or approved) whose user has no team yet. */
  placesTaken: z.number().int(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

/** The signed-in user's enrollment in a league (their latest request for it). */
export const myEnrollmentSchema = z.object({
  requestId: z.string(),
  status: z.enum(requestStatuses),
  createdAt: z.string(),
  entryFeeCents: z.number().int(),
  /** Set once the user has selected a team. */
  team: leagueAvailableTeamSchema.nullable(),
});
export type MyEnrollment = z.infer<typeof myEnrollmentSchema>;

/** A league as the /leagues screen shows it. */
export const leagueSchema = leagueSummarySchema.extend({
  teams: z.array(leagueTeamSchema),
  /** Team names offered for selection, without those already used in the league (same name, any case). */
  availableTeams: z.array(leagueAvailableTeamSchema),
  myEnrollment: myEnrollmentSchema.nullable(),
});
export type League = z.infer<typeof leagueSchema>;

/** GET /api/leagues */
export const leagueListQuery = z.object({
  tab: z.enum(leagueTabs).default('upcoming'),
  search: z.string().trim().max(100).optional(),
});
export type LeagueListQuery = z.input<typeof leagueListQuery>;
export const leagueListResponse = z.object({ items: z.array(leagueSchema) });
export type LeagueList = z.infer<typeof leagueListResponse>;

/** GET /api/leagues/:id: the league with its standings (started or completed leagues; else empty). */
export const leagueDetailResponse = leagueSchema.extend({
  standings: z.array(standingRowSchema),
  /** The signed-in user's team in this league, highlighted and labelled 'You'. */
  myTeamId: z.string().nullable(),
});
export type LeagueDetail = z.infer<typeof leagueDetailResponse>;

/** POST /api/leagues/:id/enroll (no body): charges the entry fee and creates the pending request. */
export const leagueEnrollResponse = z.object({
  message: z.string(),
  enrollment: myEnrollmentSchema,
  wallet: z.object({ balanceCents: z.number().int(), heldCents: z.number().int(), availableCents: z.number().int() }),
});
export type LeagueEnrollResponse = z.infer<typeof leagueEnrollResponse>;

/** POST /api/leagues/:id/team */
export const leagueSelectTeamRequest = z.object({
  availableTeamId: z.uuid({ error: t('leagues.selectTeamRequired') }),
});
export type LeagueSelectTeamRequest = z.input<typeof leagueSelectTeamRequest>;
export const leagueSelectTeamResponse = z.object({ message: z.string(), team: leagueTeamSchema });
export type LeagueSelectTeamResponse = z.infer<typeof leagueSelectTeamResponse>;

export const leagueMatchSchema = z.object({
  id: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  team1: z.object({ id: z.string(), name: z.string(), userId: z.string().nullable() }),
  team2: z.object({ id: z.string(), name: z.string(), userId: z.string().nullable() }),
  date: z.string(),
  /** 'X-Y' or null while unplayed. */
  score: z.string().nullable(),
  createdAt: z.string(),
});
export type LeagueMatch = z.infer<typeof leagueMatchSchema>;

/** GET /api/leagues/my-matches: matches of the user's teams, by date. */
export const myMatchesResponse = z.object({ items: z.array(leagueMatchSchema) });
export type MyMatches = z.infer<typeof myMatchesResponse>;

/** GET /api/leagues/calendar-feed: whether the private "my matches" feed is on (its link is shown only when made). */
export const calendarFeedStatusResponse = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusResponse>;
/** POST /api/leagues/calendar-feed: makes a new private link (the old one stops working); the URL is shown once. */
export const calendarFeedResponse = z.object({ message: z.string(), url: z.string(), createdAt: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedResponse>;

// ---------------------------------------------------------------- public saved standings (/league-rankings)

export const savedLeagueRankingEntrySchema = z.object({
  position: z.number().int(),
  teamName: z.string(),
  managerName: z.string().nullable(),
  matchesPlayed: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  points: z.number().int(),
});
export type SavedLeagueRankingEntry = z.infer<typeof savedLeagueRankingEntrySchema>;

export const savedLeagueRankingSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  savedAt: z.string(),
  /** Who saved it: full name, else email; null when unknown (show 'Admin'). */
  savedBy: z.string().nullable(),
  league: z.object({ id: z.string(), name: z.string(), status: leagueStatusSchema }),
  entries: z.array(savedLeagueRankingEntrySchema),
});
export type SavedLeagueRanking = z.infer<typeof savedLeagueRankingSchema>;

/** Status filter of /league-rankings: active = the league is under way (started), completed = finished. */
export const leagueRankingStatusFilters = ['all', 'active', 'completed'] as const;
export const savedLeagueRankingListQuery = z.object({
  search: z.string().trim().max(100).optional().describe('Matches the saved name or the league name'),
  status: z.enum(leagueRankingStatusFilters).default('all'),
});
export type SavedLeagueRankingListQuery = z.input<typeof savedLeagueRankingListQuery>;
export const savedLeagueRankingListResponse = z.object({ items: z.array(savedLeagueRankingSchema) });
export type SavedLeagueRankingList = z.infer<typeof savedLeagueRankingListResponse>;

// ---------------------------------------------------------------- admin: leagues

const amountCents = (messageId: 'adminLeagues.priceNegative' | 'adminLeagues.winningPriceNegative') =>
  z
    .number({ error: tAdmin(messageId) })
    .int({ error: tAdmin(messageId) })
    .min(0, { error: tAdmin(messageId) })
    .max(LEAGUE_AMOUNT_CEILING_CENTS);

/** POST /api/admin/leagues and PUT /api/admin/leagues/:id */
export const leagueInput = z
  .object({
    name: z
      .string({ error: tAdmin('adminLeagues.nameRequired') })
      .trim()
      .min(1, { error: tAdmin('adminLeagues.nameRequired') })
      .max(LEAGUE_NAME_MAX),
    description: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((s) => (s ? s : null)),
    startDate: dateField(tAdmin('adminLeagues.datesRequired')),
    endDate: dateField(tAdmin('adminLeagues.datesRequired')),
    priceCents: amountCents('adminLeagues.priceNegative'),
    winningPriceCents: amountCents('adminLeagues.winningPriceNegative'),
    maxTeams: z
      .number({ error: tAdmin('adminLeagues.maxTeamsMin') })
      .int({ error: tAdmin('adminLeagues.maxTeamsMin') })
      .min(2, { error: tAdmin('adminLeagues.maxTeamsMin') })
      .max(LEAGUE_MAX_TEAMS_CEILING)
      .default(LEAGUE_DEFAULT_MAX_TEAMS),
    /** Create only; default active. Edits change the status through the status route. */
    status: leagueStatusSchema.optional(),
  })
  .refine((l) => l.endDate.getTime() > l.startDate.getTime(), { error: tAdmin('adminLeagues.endAfterStart'), path: ['endDate'] });
export type LeagueInput = z.input<typeof leagueInput>;

export const adminLeagueSchema = leagueSummarySchema.extend({
  teams: z.array(leagueTeamSchema),
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

/** POST /api/admin/leagues/:id/teams */
export const addLeagueTeamRequest = z.object({
  name: z
    .string({ error: tAdmin('adminLeagues.teamNameRequired') })
    .trim()
    .min(1, { error: tAdmin('adminLeagues.teamNameRequired') })
    .max(LEAGUE_NAME_MAX),
  /** The managing user; omitted for a team without a manager. */
  userId: z.uuid().nullish(),
});
export type AddLeagueTeamRequest = z.input<typeof addLeagueTeamRequest>;

/** POST /api/admin/leagues/:id/available-teams */
export const addAvailableTeamRequest = z.object({
  name: z
    .string({ error: tAdmin('adminLeagues.teamNameRequired') })
    .trim()
    .min(1, { error: tAdmin('adminLeagues.teamNameRequired') })
    .max(LEAGUE_NAME_MAX),
});
export type AddAvailableTeamRequest = z.input<typeof addAvailableTeamRequest>;

/** POST /api/admin/leagues/:id/champion: sets the champion, completes the league, pays the prize once. */
export const leagueChampionRequest = z.object({ teamId: z.uuid({ error: tAdmin('adminLeagues.championRequired') }) });
export type LeagueChampionRequest = z.input<typeof leagueChampionRequest>;
export const leagueChampionResponse = z.object({
  message: z.string(),
  league: adminLeagueSchema,
  /** Prize credited to the champion's manager by this call (0 without a manager or prize). */
  prizePaidCents: z.number().int(),
});
export type LeagueChampionResponse = z.infer<typeof leagueChampionResponse>;

export const leagueMessageResponse = z.object({ message: z.string() });
export type LeagueMessageResponse = z.infer<typeof leagueMessageResponse>;

// ---------------------------------------------------------------- admin: matches

const scoreField = z
  .string()
  .trim()
  .max(7)
  .transform((s, ctx) => {
    if (s === '') return null;
    const normalized = normalizeLeagueScore(s);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: tAdmin('adminLeagues.scoreFormat') });
      return z.NEVER;
    }
    return normalized;
  })
  .nullish()
  .transform((s) => s ?? null)
  .describe(`'X-Y' with X and Y from 0 to ${LEAGUE_MAX_GOALS}; empty or null = not played`);

const matchDate = z.union([isoInstant], { error: tAdmin('adminLeagues.matchFieldsRequired') }).transform((s) => new Date(s));

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
  .object({
    leagueId: z.uuid({ error: tAdmin('adminLeagues.selectLeague') }),
    team1Id: z.uuid({ error: tAdmin('adminLeagues.matchFieldsRequired') }),
    team2Id: z.uuid({ error: tAdmin('adminLeagues.matchFieldsRequired') }),
    date: matchDate,
    score: scoreField,
  })
  .refine((m) => m.team1Id !== m.team2Id, { error: tAdmin('adminLeagues.sameTeams'), path: ['team2Id'] });
export type CreateLeagueMatchRequest = z.input<typeof createLeagueMatchRequest>;

/** PUT /api/admin/league-matches/:id (the league of a match does not change) */
export const updateLeagueMatchRequest = z
  .object({
    team1Id: z.uuid({ error: tAdmin('adminLeagues.matchFieldsRequired') }),
    team2Id: z.uuid({ error: tAdmin('adminLeagues.matchFieldsRequired') }),
    date: matchDate,
    score: scoreField,
  })
  .refine((m) => m.team1Id !== m.team2Id, { error: tAdmin('adminLeagues.sameTeams'), path: ['team2Id'] });
export type UpdateLeagueMatchRequest = z.input<typeof updateLeagueMatchRequest>;

/** PATCH /api/admin/league-matches/:id/score (inline score edit; null or '' clears it) */
export const leagueScoreRequest = z.object({ score: scoreField });
export type LeagueScoreRequest = z.input<typeof leagueScoreRequest>;

export const leagueMatchResponse = z.object({ message: z.string(), match: leagueMatchSchema });
export type LeagueMatchResponse = z.infer<typeof leagueMatchResponse>;

/** POST /api/admin/league-matches/generate */
export const generateScheduleRequest = z.object({
  leagueId: z.uuid({ error: tAdmin('adminLeagues.selectLeague') }),
  /** Start of the first day (the admin's local midnight as an ISO instant, or a date = UTC midnight). */
  startDate: dateField(tAdmin('adminLeagues.selectDates')).nullish(),
  endDate: dateField(tAdmin('adminLeagues.selectDates')).nullish(),
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
  .number({ error: tAdmin('adminLeagues.rankingNonNegative') })
  .int({ error: tAdmin('adminLeagues.rankingNonNegative') })
  .min(0, { error: tAdmin('adminLeagues.rankingNonNegative') })
  .max(100_000);

/** PUT /api/admin/league-rankings/:id (manual edit; the next score change recomputes from the matches) */
export const updateStandingRequest = z
  .object({ matchesPlayed: stat, wins: stat, draws: stat, losses: stat, goalsFor: stat, goalsAgainst: stat, points: stat })
  .refine((s) => s.matchesPlayed === s.wins + s.draws + s.losses, { error: tAdmin('adminLeagues.rankingPlayedSum'), path: ['matchesPlayed'] });
export type UpdateStandingRequest = z.input<typeof updateStandingRequest>;
export const standingResponse = z.object({ message: z.string(), standings: z.array(standingRowSchema) });
export type StandingResponse = z.infer<typeof standingResponse>;

/** POST /api/admin/leagues/:id/rankings/recalculate: `points` sets points = wins × 3 + draws; `matches` recomputes everything from the scored matches. */
export const leagueRecalculateRequest = z.object({ mode: z.enum(['points', 'matches']).default('points') }).nullish();
export type LeagueRecalculateRequest = NonNullable<z.input<typeof leagueRecalculateRequest>>;

/** POST /api/admin/leagues/:id/saved-rankings: a snapshot later edits do not change. */
export const saveStandingsRequest = z.object({
  name: z
    .string({ error: tAdmin('adminLeagues.standingsNameRequired') })
    .trim()
    .min(1, { error: tAdmin('adminLeagues.standingsNameRequired') })
    .max(200),
  description: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((s) => (s ? s : null)),
  isPublic: z.boolean().default(true),
});
export type SaveStandingsRequest = z.input<typeof saveStandingsRequest>;
export const saveStandingsResponse = z.object({ message: z.string(), saved: savedLeagueRankingSchema });
export type SaveStandingsResponse = z.infer<typeof saveStandingsResponse>;

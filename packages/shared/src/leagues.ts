import { z } from 'zod';
import { leagueStatuses, requestStatuses } from './enums.js';
import { textId } from './messages.js';

/**
 * League contracts (user spec §2, §4, §5, §8; admin spec §2, §4, §5, §7, §8). Amounts are integer
 * cents, instants ISO strings. Validation messages are catalogue texts, so the server's 400 and a
 * form show the same words. The back office's league contracts are in admin/leagues.ts (decision 028).
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

/** A team's manager as players see them: the full name, never the email (only the back office sees emails). */
export const leagueUserRefSchema = z.object({ id: z.string(), fullName: z.string().nullable() });
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
  /** Full name of the team's manager; null without a manager or a name ('Unassigned'). */
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
  availableTeamId: z.uuid({ error: textId('leagues.selectTeamRequired') }),
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
  /** Who saved it: full name; null when unknown (show 'Admin'). */
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

/** A bare confirmation (the calendar link turned off; the back office's league actions). */
export const leagueMessageResponse = z.object({ message: z.string() });
export type LeagueMessageResponse = z.infer<typeof leagueMessageResponse>;

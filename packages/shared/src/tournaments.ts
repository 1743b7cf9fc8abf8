import { z } from 'zod';
import { requestStatuses, teamStages, tournamentStatuses } from './enums.js';
import { t } from './messages.js';
import { walletStateSchema } from './wallet.js';

/**
 * Tournament contracts (user spec /tournaments, /tournament-rankings; admin spec tournaments, matches,
 * calendar, tournament rankings). Amounts are integer cents; instants are ISO 8601 strings. The
 * bracket rules themselves live in ./bracket.ts.
 */

export const TOURNAMENT_MAX_TEAMS = 8;
/** Largest entry fee or prize the API accepts ($10,000,000). */
export const TOURNAMENT_AMOUNT_CEILING_CENTS = 1_000_000_000;

export const tournamentIdParams = z.object({ id: z.uuid() });
export const tournamentTeamParams = z.object({ id: z.uuid(), teamId: z.uuid() });

/** A date-time the API accepts: any text `Date.parse` understands (the forms send ISO strings). */
const instant = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: message });

// ------------------------------------------------------------------------------------------ reads

export const tournamentTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(teamStages),
  userId: z.string().nullable(),
  /** The owner's full name (null when the team has no owner or the owner has no name). */
  userName: z.string().nullable(),
});
export type TournamentTeam = z.infer<typeof tournamentTeamSchema>;

/** Admin views also see the owner's email (the Team Status grid shows 'name or email'). */
export const adminTournamentTeamSchema = tournamentTeamSchema.extend({ userEmail: z.string().nullable() });
export type AdminTournamentTeam = z.infer<typeof adminTournamentTeamSchema>;

export const availableTeamSchema = z.object({ id: z.string(), name: z.string() });
export type AvailableTeam = z.infer<typeof availableTeamSchema>;

const tournamentBase = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(tournamentStatuses),
  startDate: z.string(),
  endDate: z.string(),
  /** Entry fee. */
  priceCents: z.number().int(),
  /** Prize paid to the champion team's owner. */
  winningPriceCents: z.number().int(),
  championTeamId: z.string().nullable(),
  championTeamName: z.string().nullable(),
  /** Teams selected (at most 8). */
  teamCount: z.number().int(),
  /** Always 8. */
  maxTeams: z.number().int(),
  createdAt: z.string(),
});

/** The user's enrollment in one tournament: their latest request and, once chosen, their team. */
export const tournamentEnrollmentSchema = z.object({
  requestId: z.string(),
  status: z.enum(requestStatuses),
  entryFeeCents: z.number().int(),
  createdAt: z.string(),
});
export type TournamentEnrollment = z.infer<typeof tournamentEnrollmentSchema>;

export const userTournamentSchema = tournamentBase.extend({
  teams: z.array(tournamentTeamSchema),
  /** Team names still free to pick (names already taken by a team are left out). */
  availableTeams: z.array(availableTeamSchema),
  /** Places left: 8 − teams − enrollments still waiting for a team. Enroll is refused at 0. */
  openSlots: z.number().int(),
  myEnrollment: tournamentEnrollmentSchema.nullable(),
  myTeam: tournamentTeamSchema.nullable(),
  /** Enroll is offered: status upcoming or active, a free slot, no open enrollment of this user. */
  canEnroll: z.boolean(),
  /** Team selection is offered: approved enrollment and no team yet. */
  canSelectTeam: z.boolean(),
});
export type UserTournament = z.infer<typeof userTournamentSchema>;

export const userTournamentFilters = ['all', 'active', 'upcoming', 'completed'] as const;
export const tournamentListQuery = z.object({
  status: z.enum(userTournamentFilters).default('all'),
  search: z.string().trim().max(200).optional(),
});
export type TournamentListQuery = z.input<typeof tournamentListQuery>;
export const userTournamentListResponse = z.object({ items: z.array(userTournamentSchema) });
export type UserTournamentList = z.infer<typeof userTournamentListResponse>;

export const adminTournamentSchema = tournamentBase.extend({
  teams: z.array(adminTournamentTeamSchema),
  availableTeams: z.array(availableTeamSchema),
  matchCount: z.number().int(),
  /** Enrollment requests whose fee is still held by Arena (pending or approved, not refunded). */
  paidEntries: z.number().int(),
  pendingEnrollments: z.number().int(),
});
export type AdminTournament = z.infer<typeof adminTournamentSchema>;

export const adminTournamentListQuery = z.object({
  status: z.enum(['all', ...tournamentStatuses]).default('all'),
  search: z.string().trim().max(200).optional(),
});
export type AdminTournamentListQuery = z.input<typeof adminTournamentListQuery>;
export const adminTournamentListResponse = z.object({ items: z.array(adminTournamentSchema) });
export type AdminTournamentList = z.infer<typeof adminTournamentListResponse>;

// ------------------------------------------------------------------------------------------ matches and brackets

export const bracketTeamSchema = z.object({
  /** Null in saved results when the team no longer exists. */
  id: z.string().nullable(),
  name: z.string(),
  status: z.enum(teamStages).nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
});
export type BracketTeam = z.infer<typeof bracketTeamSchema>;

export const bracketMatchSchema = z.object({
  id: z.string(),
  roundNumber: z.number().int(),
  date: z.string(),
  /** 'X-Y' or null while unplayed. */
  score: z.string().nullable(),
  /** Null = 'TBD'. */
  team1: bracketTeamSchema.nullable(),
  team2: bracketTeamSchema.nullable(),
  winnerId: z.string().nullable(),
  winnerName: z.string().nullable(),
});
export type BracketMatchView = z.infer<typeof bracketMatchSchema>;

export const bracketRoundSchema = z.object({
  roundNumber: z.number().int(),
  /** 'Quarterfinals', 'Semifinals', 'Final' or 'Round N'. */
  label: z.string(),
  /** In bracket order (date, then creation): 'Quarterfinal 1' is the first. */
  matches: z.array(bracketMatchSchema),
});
export type BracketRound = z.infer<typeof bracketRoundSchema>;

/** GET /api/tournaments/:id/bracket — the live bracket (rounds ascending) and the team stages. */
export const tournamentBracketResponse = z.object({
  tournament: z.object({
    id: z.string(),
    name: z.string(),
    status: z.enum(tournamentStatuses),
    priceCents: z.number().int(),
    winningPriceCents: z.number().int(),
    championTeamId: z.string().nullable(),
  }),
  champion: bracketTeamSchema.nullable(),
  teams: z.array(adminTournamentTeamSchema.omit({ userEmail: true })),
  rounds: z.array(bracketRoundSchema),
  latestRound: z.number().int(),
  /** The Generate Next Round button's rule (every match of the latest round scored with a winner, 2+ winners). */
  canGenerateNextRound: z.boolean(),
});
export type TournamentBracket = z.infer<typeof tournamentBracketResponse>;

export const adminMatchSchema = bracketMatchSchema.extend({
  tournamentId: z.string(),
  tournamentName: z.string(),
  roundLabel: z.string(),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;
export const adminMatchListQuery = z.object({ tournamentId: z.uuid().optional() });
export const adminMatchListResponse = z.object({ items: z.array(adminMatchSchema) });
export type AdminMatchList = z.infer<typeof adminMatchListResponse>;

/** A match of one of the user's teams (GET /api/tournaments/my-matches, /api/tournaments/:id/my-matches). */
export const myMatchSchema = z.object({
  id: z.string(),
  tournamentId: z.string(),
  tournamentName: z.string(),
  roundNumber: z.number().int(),
  roundLabel: z.string(),
  date: z.string(),
  myTeam: z.object({ id: z.string(), name: z.string() }),
  /** Null while the other slot is 'TBD'. */
  opponent: z.object({ id: z.string(), name: z.string(), userName: z.string().nullable() }).nullable(),
  score: z.string().nullable(),
  result: z.enum(['won', 'lost', 'draw', 'pending']),
});
export type MyMatch = z.infer<typeof myMatchSchema>;
export const myMatchListResponse = z.object({ items: z.array(myMatchSchema) });
export type MyMatchList = z.infer<typeof myMatchListResponse>;

// ------------------------------------------------------------------------------------------ user actions

export const enrollResponse = z.object({
  message: z.string(),
  requestId: z.string(),
  wallet: walletStateSchema,
});
export type EnrollResponse = z.infer<typeof enrollResponse>;

export const selectTeamRequest = z.object({
  /** The chosen available team; missing → 'Please select a team'. */
  availableTeamId: z.uuid({ error: t('tournaments.selectTeamRequired') }).optional(),
});
export type SelectTeamRequest = z.input<typeof selectTeamRequest>;
export const selectTeamResponse = z.object({ message: z.string(), team: tournamentTeamSchema });
export type SelectTeamResponse = z.infer<typeof selectTeamResponse>;

// ------------------------------------------------------------------------------------------ admin actions

const priceSchema = (negative: string) =>
  z.number({ error: negative }).int({ error: negative }).min(0, { error: negative }).max(TOURNAMENT_AMOUNT_CEILING_CENTS, { error: negative });

/** Create or edit a tournament (all fields required; description optional). */
export const tournamentFormRequest = z
  .object({
    name: z
      .string({ error: t('tournaments.nameRequired') })
      .trim()
      .min(1, { error: t('tournaments.nameRequired') })
      .max(200),
    description: z.string().trim().max(2000).nullish(),
    startDate: instant(t('tournaments.datesRequired')),
    endDate: instant(t('tournaments.datesRequired')),
    priceCents: priceSchema(t('tournaments.priceNegative')).describe('Entry fee in integer cents, >= 0'),
    winningPriceCents: priceSchema(t('tournaments.prizeNegative')).describe('Prize in integer cents, >= 0'),
    status: z.enum(tournamentStatuses, { error: t('tournaments.statusRequired') }).default('upcoming'),
  })
  .refine((v) => Date.parse(v.endDate) >= Date.parse(v.startDate), { error: t('tournaments.endBeforeStart'), path: ['endDate'] });
export type TournamentFormRequest = z.input<typeof tournamentFormRequest>;

export const tournamentStatusRequest = z.object({ status: z.enum(tournamentStatuses, { error: t('tournaments.statusRequired') }) });

export const teamNameRequest = z.object({
  name: z
    .string({ error: t('tournaments.teamNameRequired') })
    .trim()
    .min(1, { error: t('tournaments.teamNameRequired') })
    .max(100),
});

/** Add a selected team (status 8th_finalist), optionally owned by a user. */
export const addTournamentTeamRequest = teamNameRequest.extend({ userId: z.uuid().nullish() });
export type AddTournamentTeamRequest = z.input<typeof addTournamentTeamRequest>;

const scoreField = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\d+-\d+$/.test(v), { error: t('tournaments.scoreFormat') });

export const createMatchRequest = z.object({
  tournamentId: z.uuid({ error: t('tournaments.matchFieldsRequired') }),
  team1Id: z.uuid({ error: t('tournaments.matchFieldsRequired') }),
  team2Id: z.uuid({ error: t('tournaments.matchFieldsRequired') }),
  date: instant(t('tournaments.matchFieldsRequired')),
  score: scoreField,
  roundNumber: z.number().int().min(1).max(10).default(1),
});
export type CreateMatchRequest = z.input<typeof createMatchRequest>;

/** The Edit Match modal: Team 1, Team 2, Score, Winner (empty winner = draw or pending). */
export const updateMatchRequest = z.object({
  team1Id: z.uuid().nullable(),
  team2Id: z.uuid().nullable(),
  score: scoreField,
  winnerId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  date: instant(t('tournaments.matchFieldsRequired')).optional(),
});
export type UpdateMatchRequest = z.input<typeof updateMatchRequest>;

/** Inline score edit: the winner follows the score (team 1 if a>b, team 2 if b>a, none on a tie). */
export const matchScoreRequest = z.object({ score: scoreField });
export type MatchScoreRequest = z.input<typeof matchScoreRequest>;

export const setWinnerRequest = z.object({ teamId: z.uuid({ error: t('tournaments.selectTeamRequired') }) });
export const setChampionRequest = z.object({ teamId: z.uuid({ error: t('tournaments.selectTeamRequired') }) });

export const generateMatchesRequest = z.object({
  /** When the quarterfinals are played (default: the tournament's start date). */
  startDate: instant(t('tournaments.datesRequired')).optional(),
});

export const saveResultsRequest = z.object({
  name: z
    .string({ error: t('tournaments.resultsNameRequired') })
    .trim()
    .min(1, { error: t('tournaments.resultsNameRequired') })
    .max(200),
  description: z.string().trim().max(2000).nullish(),
  isPublic: z.boolean().default(true),
});
export type SaveResultsRequest = z.input<typeof saveResultsRequest>;

/** Every admin action answers with the catalogue text the screen shows. */
export const tournamentActionResponse = z.object({ message: z.string() });
export type TournamentActionResponse = z.infer<typeof tournamentActionResponse>;
export const tournamentMutationResponse = z.object({ message: z.string(), tournament: adminTournamentSchema });
export type TournamentMutationResponse = z.infer<typeof tournamentMutationResponse>;
export const matchMutationResponse = z.object({ message: z.string(), match: adminMatchSchema });
export type MatchMutationResponse = z.infer<typeof matchMutationResponse>;
export const teamMutationResponse = z.object({ message: z.string(), team: adminTournamentTeamSchema });
export type TeamMutationResponse = z.infer<typeof teamMutationResponse>;
export const availableTeamMutationResponse = z.object({ message: z.string(), availableTeam: availableTeamSchema });
export const deleteTournamentResponse = z.object({ message: z.string(), refunded: z.number().int() });
export type DeleteTournamentResponse = z.infer<typeof deleteTournamentResponse>;
export const bracketActionResponse = z.object({
  message: z.string(),
  /** Set when this action completed the tournament. */
  championTeamId: z.string().nullable(),
  /** Prize credited by this action (0 when none: no owner, zero prize). */
  prizePaidCents: z.number().int(),
});
export type BracketActionResponse = z.infer<typeof bracketActionResponse>;

// ------------------------------------------------------------------------------------------ calendar

export const calendarQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  /** 1–12. */
  month: z.coerce.number().int().min(1).max(12),
});
export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  startTime: z.string(),
  matchId: z.string(),
  tournamentId: z.string(),
  tournamentName: z.string(),
  roundNumber: z.number().int(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarResponse = z.object({ items: z.array(calendarEventSchema) });
export type CalendarResponse = z.infer<typeof calendarResponse>;

// ------------------------------------------------------------------------------------------ saved results

export const savedRankingEntrySchema = z.object({
  teamName: z.string(),
  userName: z.string().nullable(),
  userId: z.string().nullable(),
  status: z.enum(teamStages),
});
export type SavedRankingEntry = z.infer<typeof savedRankingEntrySchema>;

export const savedTournamentRankingSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  savedAt: z.string(),
  /** Who saved it: full name, else email (admin lists only), else null → show 'Admin' (`savedByLabel`). */
  savedByName: z.string().nullable(),
  tournament: z.object({
    id: z.string(),
    name: z.string(),
    status: z.enum(tournamentStatuses),
    priceCents: z.number().int(),
    /** Prize pool ($0 when missing). */
    winningPriceCents: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
  }),
  /** The champion as saved; null → 'Unassigned'. */
  champion: z.object({ teamName: z.string(), userName: z.string().nullable(), userId: z.string().nullable() }).nullable(),
  entries: z.array(savedRankingEntrySchema),
  /** The bracket as it was when saved, rounds ascending; later match edits do not change it. */
  rounds: z.array(bracketRoundSchema),
});
export type SavedTournamentRanking = z.infer<typeof savedTournamentRankingSchema>;

export const savedRankingsQuery = z.object({
  status: z.enum(['all', 'active', 'completed']).default('all'),
  search: z.string().trim().max(200).optional(),
});
export type SavedRankingsQuery = z.input<typeof savedRankingsQuery>;
export const savedRankingsResponse = z.object({ items: z.array(savedTournamentRankingSchema) });
export type SavedRankingsResponse = z.infer<typeof savedRankingsResponse>;
export const saveResultsResponse = z.object({ message: z.string(), ranking: savedTournamentRankingSchema });

/** 'Saved by': full name, else email, else 'Admin'. */
export function savedByLabel(name: string | null | undefined, email?: string | null): string {
  return name?.trim() || email?.trim() || t('tournamentRankings.savedByFallback');
}

/** The Save Tournament Results modal's defaults. */
export function defaultResultsName(tournament: string): string {
  return t('tournaments.resultsDefaultName', { tournament });
}
export function defaultResultsDescription(tournament: string, date: string): string {
  return t('tournaments.resultsDefaultDescription', { tournament, date });
}

import { z } from 'zod';
import { tournamentStatuses } from '../enums.js';
import { textId } from '../messages.js';
import { availableTeamSchema, bracketMatchSchema, TOURNAMENT_AMOUNT_CEILING_CENTS, tournamentBase, tournamentTeamSchema } from '../tournaments.js';
import { optionalText } from './fields.js';

/**
 * The back office's tournament contracts (admin spec tournaments, matches, calendar): its views, requests and
 * answers. The player's, and the saved results both sides read, are in ../tournaments.ts.
 */

/** A date-time the API accepts: any text `Date.parse` understands (the forms send ISO strings). */
const instant = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: message });

// ------------------------------------------------------------------------------------------ views

/** Admin views also see the owner's email (the Team Status grid shows 'name or email'). */
export const adminTournamentTeamSchema = tournamentTeamSchema.extend({ userEmail: z.string().nullable() });
export type AdminTournamentTeam = z.infer<typeof adminTournamentTeamSchema>;

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

export const adminMatchSchema = bracketMatchSchema.extend({
  tournamentId: z.string(),
  tournamentName: z.string(),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;
export const adminMatchListQuery = z.object({ tournamentId: z.uuid().optional() });
export const adminMatchListResponse = z.object({ items: z.array(adminMatchSchema) });
export type AdminMatchList = z.infer<typeof adminMatchListResponse>;

// ------------------------------------------------------------------------------------------ admin actions

const priceSchema = (negative: string) =>
  z.number({ error: negative }).int({ error: negative }).min(0, { error: negative }).max(TOURNAMENT_AMOUNT_CEILING_CENTS, { error: negative });

/** Create or edit a tournament (all fields required; description optional). */
export const tournamentFormRequest = z
  .object({
    name: z
      .string({ error: textId('tournaments.nameRequired') })
      .trim()
      .min(1, { error: textId('tournaments.nameRequired') })
      .max(200),
    description: z.string().trim().max(2000).nullish(),
    startDate: instant(textId('tournaments.datesRequired')),
    endDate: instant(textId('tournaments.datesRequired')),
    priceCents: priceSchema(textId('tournaments.priceNegative')).describe('Entry fee in integer cents, >= 0'),
    winningPriceCents: priceSchema(textId('tournaments.prizeNegative')).describe('Prize in integer cents, >= 0'),
    status: z.enum(tournamentStatuses, { error: textId('tournaments.statusRequired') }).default('upcoming'),
  })
  .refine((v) => Date.parse(v.endDate) >= Date.parse(v.startDate), { error: textId('tournaments.endBeforeStart'), path: ['endDate'] });
export type TournamentFormRequest = z.input<typeof tournamentFormRequest>;

export const tournamentStatusRequest = z.object({ status: z.enum(tournamentStatuses, { error: textId('tournaments.statusRequired') }) });

export const teamNameRequest = z.object({
  name: z
    .string({ error: textId('tournaments.teamNameRequired') })
    .trim()
    .min(1, { error: textId('tournaments.teamNameRequired') })
    .max(100),
});

/** Add a selected team (status 8th_finalist), optionally owned by a user. */
export const addTournamentTeamRequest = teamNameRequest.extend({ userId: z.uuid().nullish() });
export type AddTournamentTeamRequest = z.input<typeof addTournamentTeamRequest>;

const scoreField = optionalText(20).refine((v) => v === null || /^\d+-\d+$/.test(v), { error: textId('tournaments.scoreFormat') });

export const createMatchRequest = z.object({
  tournamentId: z.uuid({ error: textId('tournaments.matchFieldsRequired') }),
  team1Id: z.uuid({ error: textId('tournaments.matchFieldsRequired') }),
  team2Id: z.uuid({ error: textId('tournaments.matchFieldsRequired') }),
  date: instant(textId('tournaments.matchFieldsRequired')),
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
  date: instant(textId('tournaments.matchFieldsRequired')).optional(),
});
export type UpdateMatchRequest = z.input<typeof updateMatchRequest>;

/** Inline score edit: the winner follows the score (team 1 if a>b, team 2 if b>a, none on a tie). */
export const matchScoreRequest = z.object({ score: scoreField });
export type MatchScoreRequest = z.input<typeof matchScoreRequest>;

export const setWinnerRequest = z.object({ teamId: z.uuid({ error: textId('tournaments.selectTeamRequired') }) });
export const setChampionRequest = z.object({ teamId: z.uuid({ error: textId('tournaments.selectTeamRequired') }) });

export const generateMatchesRequest = z.object({
  /** When the quarterfinals are played (default: the tournament's start date). */
  startDate: instant(textId('tournaments.datesRequired')).optional(),
});

export const saveResultsRequest = z.object({
  name: z
    .string({ error: textId('tournaments.resultsNameRequired') })
    .trim()
    .min(1, { error: textId('tournaments.resultsNameRequired') })
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
  /** A prize above the four-eyes threshold: recorded, paid once a second admin approves it (decision 031). */
  prizePendingCents: z.number().int(),
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

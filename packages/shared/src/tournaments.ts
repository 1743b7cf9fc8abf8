import { z } from 'zod';
import { requestStatuses, teamStages, tournamentStatuses } from './enums.js';
import { t, textId } from './messages.js';
import { walletStateSchema } from './wallet.js';

/**
 * Tournament contracts (user spec /tournaments, /tournament-rankings; admin spec tournament rankings). Amounts are
 * integer cents; instants are ISO 8601 strings. The bracket rules themselves live in ./bracket.ts; the back
 * office's tournaments, matches and calendar contracts in admin/tournaments.ts (decision 028).
 */

export const TOURNAMENT_MAX_TEAMS = 8;
/** Largest entry fee or prize the API accepts ($10,000,000). */
export const TOURNAMENT_AMOUNT_CEILING_CENTS = 1_000_000_000;

export const tournamentIdParams = z.object({ id: z.uuid() });
export const tournamentTeamParams = z.object({ id: z.uuid(), teamId: z.uuid() });

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

export const availableTeamSchema = z.object({ id: z.string(), name: z.string() });
export type AvailableTeam = z.infer<typeof availableTeamSchema>;

export const tournamentBase = z.object({
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
  teams: z.array(tournamentTeamSchema),
  rounds: z.array(bracketRoundSchema),
  latestRound: z.number().int(),
  /** The Generate Next Round button's rule (every match of the latest round scored with a winner, 2+ winners). */
  canGenerateNextRound: z.boolean(),
});
export type TournamentBracket = z.infer<typeof tournamentBracketResponse>;

/** A match of one of the user's teams (GET /api/tournaments/my-matches, /api/tournaments/:id/my-matches). */
export const myMatchSchema = z.object({
  id: z.string(),
  tournamentId: z.string(),
  tournamentName: z.string(),
  /** Its name ('Quarterfinals'…) is the reader's catalogue's `roundLabel(roundNumber)`. */
  roundNumber: z.number().int(),
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
  availableTeamId: z.uuid({ error: textId('tournaments.selectTeamRequired') }).optional(),
});
export type SelectTeamRequest = z.input<typeof selectTeamRequest>;
export const selectTeamResponse = z.object({ message: z.string(), team: tournamentTeamSchema });
export type SelectTeamResponse = z.infer<typeof selectTeamResponse>;

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

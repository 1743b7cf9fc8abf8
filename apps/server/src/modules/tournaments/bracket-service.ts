import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  formatCentsIn,
  type Locale,
  generateNextRound,
  higherStage,
  nextStage,
  pairQuarterfinals,
  roundDate,
  planAdvance,
  setWinner,
  stageForRound,
  validateMatchEdit,
  winnerFromScore,
  type AdminMatch,
  type BracketActionResponse,
  type MessageId,
  type NewBracketMatch,
  type TeamStage,
} from '@arena/shared';
import { matches, teams, tournaments, walletEntries } from '../../db/schema/index.js';
import { refuseAdminRecipient } from '../../lib/conflict-of-interest.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { sendNotification } from '../notifications/index.js';
import { payOrProposePrize } from '../wallet/index.js';
import { syncCalendarEvent } from './calendar.js';
import { lockTournament, publishTournamentChange } from './changes.js';
import { auditChange } from '../../lib/audit.js';
import { rule, teamOf, TOURNAMENT_REFERENCE } from './common.js';
import { getAdminMatch, matchesOf, type MatchRow, type TournamentRow } from './queries.js';
import { translate } from '../../lib/i18n.js';

/**
 * Matches and the bracket (admin spec §4): add, edit, score, Set Winner, delete, Generate Matches,
 * Delete All Matches, Generate Next Round, Advance Team, Advance Tournament, Set Champion. The rules
 * are the shared bracket module's; every action locks the tournament row first, so two admins clicking
 * at once build a round once and complete a tournament once.
 */

const NONE = { championTeamId: null, prizePaidCents: 0, prizePendingCents: 0 };

async function lockedMatch(ctx: UseCaseContext, matchId: string): Promise<{ match: MatchRow; tournament: TournamentRow }> {
  const [found] = await ctx.tx.select({ tournamentId: matches.tournamentId }).from(matches).where(eq(matches.id, matchId));
  if (!found) throw new AppError('NOT_FOUND', 'tournaments.matchNotFound');
  const tournament = await lockTournament(ctx, found.tournamentId);
  const [match] = await ctx.tx.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw new AppError('NOT_FOUND', 'tournaments.matchNotFound');
  return { match, tournament };
}

/**
 * Inserts planned matches, each on its round's date inside the tournament's window (`roundDate`); `from` moves
 * the window's start (Generate Matches' optional quarterfinal date, kept inside the window).
 */
async function insertMatches(ctx: UseCaseContext, tournament: TournamentRow, planned: NewBracketMatch[], from?: Date): Promise<MatchRow[]> {
  if (planned.length === 0) return [];
  const start = tournament.startDate.getTime();
  const windowStart = new Date(from ? Math.min(Math.max(from.getTime(), start), tournament.endDate.getTime()) : start);
  const rows = await ctx.tx
    .insert(matches)
    .values(
      planned.map((m, i) => {
        // Matches of one round keep their bracket order by a second apart (the final, alone, is on the end itself;
        // a tournament that starts and ends at the same instant has its matches seconds after it, on that day).
        const at = roundDate({ startDate: windowStart, endDate: tournament.endDate }, m.roundNumber).getTime() + i * 1000;
        return { tournamentId: tournament.id, team1Id: m.team1Id, team2Id: m.team2Id, roundNumber: m.roundNumber, date: new Date(at) };
      }),
    )
    .returning();
  for (const row of rows) await syncCalendarEvent(ctx, row.id);
  return rows;
}

/** Raises teams to the stage of the round they were placed into (never lowers one). */
async function raiseStages(ctx: UseCaseContext, teamIds: string[], stage: TeamStage): Promise<void> {
  if (teamIds.length === 0) return;
  const rows = await ctx.tx.select().from(teams).where(inArray(teams.id, teamIds));
  for (const row of rows) {
    const next = higherStage(row.status as TeamStage, stage);
    if (next !== row.status) await ctx.tx.update(teams).set({ status: next }).where(eq(teams.id, row.id));
  }
}

async function bracketOf(ctx: UseCaseContext, tournamentId: string) {
  return matchesOf(ctx.tx, eq(matches.tournamentId, tournamentId));
}

// ------------------------------------------------------------------------------------------ completion

/**
 * Completes a tournament with its champion; the one place a prize is paid. Under the tournament's row
 * lock a conditional update (`champion_team_id IS NULL`) claims the completion: a second completion —
 * repeated or concurrent, by any button — finds a champion and is refused with no money moved. Only
 * the winner of that update pays `winning_price` to the champion team's owner (ledger `prize`, reference the
 * tournament), and only if no prize for this tournament is on the ledger yet: at once within the four-eyes
 * threshold, otherwise once a second admin approves it (`payOrProposePrize`, decision 031).
 */
export async function completeTournament(
  ctx: UseCaseContext,
  tournament: TournamentRow,
  teamId: string,
  options: { requireActive: boolean },
): Promise<{ championTeamId: string; prizePaidCents: number; prizePendingCents: number }> {
  if (tournament.championTeamId) throw new AppError('CONFLICT', 'tournaments.alreadyHasChampion');
  if (options.requireActive && tournament.status !== 'active') throw new AppError('CONFLICT', 'tournaments.notActive');
  const team = await teamOf(ctx, tournament.id, teamId);
  await refuseAdminRecipient(ctx.tx, team.userId, 'adminConflict.adminPrizeRecipient');
  const [won] = await ctx.tx
    .update(tournaments)
    .set({ championTeamId: team.id, status: 'completed', updatedAt: sql`now()` })
    .where(and(eq(tournaments.id, tournament.id), sql`${tournaments.championTeamId} is null`))
    .returning();
  if (!won) throw new AppError('CONFLICT', 'tournaments.alreadyHasChampion');
  await ctx.tx.update(teams).set({ status: 'champion' }).where(eq(teams.id, team.id));

  const prize = Number(tournament.winningPriceCents);
  let prizePaidCents = 0;
  let prizePendingCents = 0;
  if (team.userId) {
    const [paid] = await ctx.tx
      .select({ id: walletEntries.id })
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'prize'), eq(walletEntries.referenceType, TOURNAMENT_REFERENCE), eq(walletEntries.referenceId, tournament.id)))
      .limit(1);
    const payout =
      prize > 0 && !paid
        ? await payOrProposePrize(ctx, {
            competitionType: TOURNAMENT_REFERENCE,
            competitionId: tournament.id,
            competitionName: tournament.name,
            teamName: team.name,
            userId: team.userId,
            amountCents: prize,
          })
        : null;
    if (payout?.status === 'paid') prizePaidCents = prize;
    if (payout?.status === 'pending') prizePendingCents = prize;
    const names = { team: team.name, tournament: tournament.name };
    await sendNotification(ctx.tx, team.userId, {
      type: 'success',
      titleKey: 'notify.tournamentChampion.title',
      ...(prizePaidCents > 0
        ? { messageKey: 'notify.tournamentChampion.message', params: { ...names, prize: { cents: prizePaidCents } } }
        : prizePendingCents > 0
          ? { messageKey: 'notify.tournamentChampionPrizePending.message', params: { ...names, prize: { cents: prizePendingCents } } }
          : { messageKey: 'notify.tournamentChampionNoPrize.message', params: names }),
    });
  }
  await auditChange(ctx, {
    action: 'tournament.complete',
    targetType: 'tournament',
    targetId: tournament.id,
    before: { status: tournament.status, championTeamId: null },
    after: { status: 'completed', championTeamId: team.id, prizePaidCents, prizePendingCents },
  });
  await publishTournamentChange(ctx, tournament.id, 'completed');
  return { championTeamId: team.id, prizePaidCents, prizePendingCents };
}

/** The admin's answer on completion, saying when the prize waits for a second admin rather than being paid. */
function withPrizeNotice(locale: Locale, message: string, prizePendingCents: number): string {
  return prizePendingCents > 0
    ? `${message}. ${translate(locale, 'adminPrizes.pendingNotice', { amount: formatCentsIn(locale, prizePendingCents) })}`
    : message;
}

/** Set Champion (active tournaments only; cannot be undone): the chosen team is champion whatever the matches say. */
export async function setChampion(ctx: UseCaseContext, input: { tournamentId: string; teamId: string }): Promise<BracketActionResponse> {
  const tournament = await lockTournament(ctx, input.tournamentId);
  const result = await completeTournament(ctx, tournament, input.teamId, { requireActive: true });
  return { message: withPrizeNotice(ctx.locale, translate(ctx.locale, 'tournaments.championSet'), result.prizePendingCents), ...result };
}

// ------------------------------------------------------------------------------------------ matches

export async function createMatch(
  ctx: UseCaseContext,
  input: { tournamentId: string; team1Id: string; team2Id: string; date: string; score: string | null; roundNumber: number },
): Promise<{ message: string; match: AdminMatch }> {
  const tournament = await lockTournament(ctx, input.tournamentId);
  rule(() => validateMatchEdit({ team1Id: input.team1Id, team2Id: input.team2Id, score: input.score, winnerId: null }));
  await teamOf(ctx, tournament.id, input.team1Id);
  await teamOf(ctx, tournament.id, input.team2Id);
  const winnerId = winnerFromScore(input.score, input.team1Id, input.team2Id);
  const [row] = await ctx.tx
    .insert(matches)
    .values({
      tournamentId: tournament.id,
      team1Id: input.team1Id,
      team2Id: input.team2Id,
      date: new Date(input.date),
      score: input.score,
      winnerId,
      roundNumber: input.roundNumber,
    })
    .returning();
  await syncCalendarEvent(ctx, row!.id);
  await auditChange(ctx, { action: 'tournament.match.create', targetType: 'match', targetId: row!.id, after: row });
  await publishTournamentChange(ctx, tournament.id, 'match');
  return { message: translate(ctx.locale, 'tournaments.matchCreated'), match: await getAdminMatch(ctx.tx, row!.id) };
}

/** The Edit Match modal: teams, score and winner (the winner must be one of the teams; empty = draw or pending). */
export async function updateMatch(
  ctx: UseCaseContext,
  input: { matchId: string; team1Id: string | null; team2Id: string | null; score: string | null; winnerId: string | null; date?: string },
): Promise<{ message: string; match: AdminMatch }> {
  const { match, tournament } = await lockedMatch(ctx, input.matchId);
  rule(() => validateMatchEdit(input));
  if (input.team1Id) await teamOf(ctx, tournament.id, input.team1Id);
  if (input.team2Id) await teamOf(ctx, tournament.id, input.team2Id);
  const [after] = await ctx.tx
    .update(matches)
    .set({
      team1Id: input.team1Id,
      team2Id: input.team2Id,
      score: input.score,
      winnerId: input.winnerId,
      ...(input.date ? { date: new Date(input.date) } : {}),
    })
    .where(eq(matches.id, match.id))
    .returning();
  await syncCalendarEvent(ctx, match.id);
  await auditChange(ctx, { action: 'tournament.match.update', targetType: 'match', targetId: match.id, before: match, after });
  await publishTournamentChange(ctx, tournament.id, 'match');
  return { message: translate(ctx.locale, 'tournaments.matchUpdated'), match: await getAdminMatch(ctx.tx, match.id) };
}

/** Inline score edit: the winner follows the score (team 1 if a>b, team 2 if b>a, none on a tie or no score). */
export async function updateMatchScore(ctx: UseCaseContext, input: { matchId: string; score: string | null }): Promise<{ message: string; match: AdminMatch }> {
  const { match, tournament } = await lockedMatch(ctx, input.matchId);
  const winnerId = match.team1Id && match.team2Id ? winnerFromScore(input.score, match.team1Id, match.team2Id) : null;
  const [after] = await ctx.tx.update(matches).set({ score: input.score, winnerId }).where(eq(matches.id, match.id)).returning();
  await auditChange(ctx, {
    action: 'tournament.match.score',
    targetType: 'match',
    targetId: match.id,
    before: { score: match.score, winnerId: match.winnerId },
    after: { score: after!.score, winnerId: after!.winnerId },
  });
  await publishTournamentChange(ctx, tournament.id, 'match');
  return { message: translate(ctx.locale, 'tournaments.scoreUpdated'), match: await getAdminMatch(ctx.tx, match.id) };
}

/** Set Winner: the team must be in the match; an unscored match becomes '2-1' or '1-2'. */
export async function setMatchWinner(ctx: UseCaseContext, input: { matchId: string; teamId: string }): Promise<{ message: string; match: AdminMatch }> {
  const { match, tournament } = await lockedMatch(ctx, input.matchId);
  const decided = rule(() => setWinner(match, input.teamId));
  await ctx.tx.update(matches).set(decided).where(eq(matches.id, match.id));
  await auditChange(ctx, {
    action: 'tournament.match.winner',
    targetType: 'match',
    targetId: match.id,
    before: { score: match.score, winnerId: match.winnerId },
    after: decided,
  });
  await publishTournamentChange(ctx, tournament.id, 'match');
  return { message: translate(ctx.locale, 'tournaments.winnerSet'), match: await getAdminMatch(ctx.tx, match.id) };
}

export async function deleteMatch(ctx: UseCaseContext, input: { matchId: string }): Promise<{ message: string }> {
  const { match, tournament } = await lockedMatch(ctx, input.matchId);
  await ctx.tx.delete(matches).where(eq(matches.id, match.id));
  await auditChange(ctx, { action: 'tournament.match.delete', targetType: 'match', targetId: match.id, before: match });
  await publishTournamentChange(ctx, tournament.id, 'match');
  return { message: translate(ctx.locale, 'tournaments.matchDeleted') };
}

// ------------------------------------------------------------------------------------------ rounds

/**
 * Generate Matches: exactly 8 teams, no matches yet; quarterfinals 1v2, 3v4, 5v6, 7v8 on the tournament's start date
 * (or the given date inside its window).
 */
export async function generateMatches(ctx: UseCaseContext, input: { tournamentId: string; startDate?: string }): Promise<BracketActionResponse> {
  const tournament = await lockTournament(ctx, input.tournamentId);
  const teamRows = await ctx.tx.select().from(teams).where(eq(teams.tournamentId, tournament.id)).orderBy(asc(teams.createdAt), asc(teams.id));
  const planned = rule(() => pairQuarterfinals(teamRows.map((tm) => tm.id)));
  const [existing] = await ctx.tx.select({ id: matches.id }).from(matches).where(eq(matches.tournamentId, tournament.id)).limit(1);
  if (existing) throw new AppError('CONFLICT', 'tournaments.matchesExist');
  const created = await insertMatches(ctx, tournament, planned, input.startDate ? new Date(input.startDate) : undefined);
  await raiseStages(
    ctx,
    teamRows.map((tm) => tm.id),
    stageForRound(1),
  );
  await auditChange(ctx, {
    action: 'tournament.matches.generate',
    targetType: 'tournament',
    targetId: tournament.id,
    after: { matches: created.map((m) => m.id) },
  });
  await publishTournamentChange(ctx, tournament.id, 'bracket');
  return { message: translate(ctx.locale, 'tournaments.matchesGenerated'), ...NONE };
}

/** Delete All Matches: the tournament's matches go and every team is back to 8th_finalist. */
export async function deleteAllMatches(ctx: UseCaseContext, input: { tournamentId: string }): Promise<BracketActionResponse> {
  const tournament = await lockTournament(ctx, input.tournamentId);
  const removed = await ctx.tx.delete(matches).where(eq(matches.tournamentId, tournament.id)).returning({ id: matches.id });
  await ctx.tx.update(teams).set({ status: '8th_finalist' }).where(eq(teams.tournamentId, tournament.id));
  await auditChange(ctx, { action: 'tournament.matches.delete_all', targetType: 'tournament', targetId: tournament.id, before: { matches: removed.length } });
  await publishTournamentChange(ctx, tournament.id, 'bracket');
  return { message: translate(ctx.locale, 'tournaments.matchesDeleted'), ...NONE };
}

/** Generate Next Round: every winner of the latest round paired in order, one round higher, on that round's date. */
export async function generateNextRoundFor(ctx: UseCaseContext, input: { tournamentId: string }): Promise<BracketActionResponse> {
  const tournament = await lockTournament(ctx, input.tournamentId);
  const current = await bracketOf(ctx, tournament.id);
  const planned = rule(() => generateNextRound(current));
  // On the round's date inside the tournament's window (the spec's "24 hours after creation" could fall after its end).
  const created = await insertMatches(ctx, tournament, planned);
  const placed = planned.flatMap((m) => [m.team1Id, m.team2Id]).filter((id): id is string => id !== null);
  await raiseStages(ctx, placed, stageForRound(planned[0]!.roundNumber));
  await auditChange(ctx, {
    action: 'tournament.matches.next_round',
    targetType: 'tournament',
    targetId: tournament.id,
    after: { matches: created.map((m) => m.id) },
  });
  await publishTournamentChange(ctx, tournament.id, 'bracket');
  return { message: translate(ctx.locale, 'tournaments.nextRoundGenerated'), ...NONE };
}

/** Advance Team: one stage on; a team reaching champion completes the tournament (and its prize is paid once). */
export async function advanceTeam(ctx: UseCaseContext, input: { teamId: string }): Promise<BracketActionResponse & { stage: TeamStage }> {
  const [found] = await ctx.tx.select({ tournamentId: teams.tournamentId }).from(teams).where(eq(teams.id, input.teamId));
  if (!found) throw new AppError('NOT_FOUND', 'error.notFound');
  const tournament = await lockTournament(ctx, found.tournamentId);
  const team = await teamOf(ctx, tournament.id, input.teamId);
  const stage = rule(() => nextStage(team.status as TeamStage), 'CONFLICT');
  if (stage === 'champion') {
    const result = await completeTournament(ctx, tournament, team.id, { requireActive: false });
    return { message: withPrizeNotice(ctx.locale, translate(ctx.locale, 'tournaments.teamAdvanced', { stage }), result.prizePendingCents), stage, ...result };
  }
  await ctx.tx.update(teams).set({ status: stage }).where(eq(teams.id, team.id));
  await auditChange(ctx, {
    action: 'tournament.team.advance',
    targetType: 'team',
    targetId: team.id,
    before: { status: team.status },
    after: { status: stage },
  });
  await publishTournamentChange(ctx, tournament.id, 'team');
  return { message: translate(ctx.locale, 'tournaments.teamAdvanced', { stage }), stage, ...NONE };
}

/** Advance Tournament (active only), by the highest existing round: semifinals, then the final, then the champion. */
export async function advanceTournament(ctx: UseCaseContext, input: { tournamentId: string }): Promise<BracketActionResponse> {
  const tournament = await lockTournament(ctx, input.tournamentId);
  if (tournament.status !== 'active') throw new AppError('CONFLICT', 'tournaments.notActive');
  const current = await bracketOf(ctx, tournament.id);
  const step = rule(() => planAdvance(current));
  const message = (id: MessageId) => translate(ctx.locale, id);
  if (step.kind === 'champion') {
    const result = await completeTournament(ctx, tournament, step.championTeamId, { requireActive: true });
    return { message: withPrizeNotice(ctx.locale, message(step.messageId), result.prizePendingCents), ...result };
  }
  // The semifinals midway through the tournament's window, the final on its end.
  const created = await insertMatches(ctx, tournament, step.create);
  await raiseStages(ctx, step.teamIds, step.stage);
  await auditChange(ctx, {
    action: `tournament.advance.${step.kind}`,
    targetType: 'tournament',
    targetId: tournament.id,
    after: { matches: created.map((m) => m.id) },
  });
  await publishTournamentChange(ctx, tournament.id, 'bracket');
  return { message: message(step.messageId), ...NONE };
}

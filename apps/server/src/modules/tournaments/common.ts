import { eq, sql } from 'drizzle-orm';
import { BracketError } from '@arena/shared';
import { calendarEvents, matches, teams, tournaments } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { recordAudit } from '../../lib/audit.js';
import { publishEvent } from '../../lib/realtime-events.js';
import { rankingsFollowResults } from '../rankings/index.js';
import type { TeamRow, TournamentRow } from './queries.js';

/** `reference_type` of ledger rows for a tournament prize. */
export const TOURNAMENT_REFERENCE = 'tournament';

/**
 * Locks the tournament row for the rest of the transaction (`SELECT … FOR UPDATE`). Every change of a
 * tournament's places, teams or bracket takes this lock first, so concurrent enrollments, team picks
 * and bracket buttons run one after the other per tournament.
 */
export async function lockTournament(ctx: UseCaseContext, tournamentId: string): Promise<TournamentRow> {
  const [row] = await ctx.tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function teamOf(ctx: UseCaseContext, tournamentId: string, teamId: string): Promise<TeamRow> {
  const [team] = await ctx.tx.select().from(teams).where(eq(teams.id, teamId));
  if (!team || team.tournamentId !== tournamentId) throw new AppError('VALIDATION', 'tournaments.teamNotInTournament');
  return team;
}

/** Runs a bracket rule; its refusal becomes a 400/409 with the rule's catalogue text. */
export function rule<T>(fn: () => T, code: 'VALIDATION' | 'CONFLICT' = 'VALIDATION'): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof BracketError) throw new AppError(code, error.messageId, { params: error.params });
    throw error;
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Changes that can move a result, a champion, a team's owner or a prize: the global ranking follows them. */
const RESULT_CHANGES = new Set(['completed', 'match', 'bracket', 'team', 'status', 'updated', 'deleted']);

/**
 * Tells open bracket and tournament pages to refresh (delivered on commit, to every signed-in tab). After a
 * change of results the global ranking, earned from them, is recomputed at the end of the same transaction (017).
 */
export async function publishTournamentChange(ctx: UseCaseContext, tournamentId: string, change: string): Promise<void> {
  await publishEvent(ctx.tx, { topic: 'tournament', userId: null, data: { tournamentId, change } });
  if (RESULT_CHANGES.has(change)) rankingsFollowResults(ctx);
}

export async function audit(
  ctx: UseCaseContext,
  action: string,
  targetType: string,
  targetId: string | null,
  before?: unknown,
  after?: unknown,
): Promise<void> {
  await recordAudit(ctx.tx, { actorId: ctx.actor.id, action, targetType, targetId, before, after, ipAddress: ctx.ip });
}

/** Keeps the match's calendar event (admin calendar, iCalendar feeds) in step with the match: title and start. */
export async function syncCalendarEvent(ctx: UseCaseContext, matchId: string): Promise<void> {
  await ctx.tx.delete(calendarEvents).where(eq(calendarEvents.matchId, matchId));
  await ctx.tx.execute(sql`
    insert into ${calendarEvents} (title, start_time, match_id)
    select ${tournaments.name} || ': ' || coalesce(t1.name, 'TBD') || ' vs ' || coalesce(t2.name, 'TBD'), ${matches.date}, ${matches.id}
    from ${matches}
    join ${tournaments} on ${tournaments.id} = ${matches.tournamentId}
    left join ${teams} t1 on t1.id = ${matches.team1Id}
    left join ${teams} t2 on t2.id = ${matches.team2Id}
    where ${matches.id} = ${matchId}`);
}

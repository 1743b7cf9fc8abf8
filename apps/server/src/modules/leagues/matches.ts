import { and, count, eq, inArray } from 'drizzle-orm';
import { generateLeagueSchedule, type GenerateScheduleResponse, type LeagueMatchResponse } from '@arena/shared';
import { leagueMatches, leagueTeams } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { getMatch, matchesOfLeague } from './queries.js';
import { lockLeague, standingsChanged } from './standings.js';
import { translate } from '../../lib/i18n.js';

/**
 * League matches (/admin/leagues/matches): add, edit, inline score, delete, Generate League Schedule.
 * Every change locks the league and recomputes its standings in the same transaction, so the
 * standings always equal what the scored matches say, and open standings pages get a `standings` event.
 */

async function assertTeamsOfLeague(ctx: UseCaseContext, leagueId: string, teamIds: string[]): Promise<void> {
  const rows = await ctx.tx
    .select({ id: leagueTeams.id })
    .from(leagueTeams)
    .where(and(eq(leagueTeams.leagueId, leagueId), inArray(leagueTeams.id, teamIds)));
  if (rows.length !== new Set(teamIds).size) throw new AppError('VALIDATION', 'adminLeagues.matchTeamsNotInLeague');
}

export async function createLeagueMatch(
  ctx: UseCaseContext,
  input: { leagueId: string; team1Id: string; team2Id: string; date: Date; score: string | null },
): Promise<LeagueMatchResponse> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  if (input.team1Id === input.team2Id) throw new AppError('VALIDATION', 'adminLeagues.sameTeams');
  await assertTeamsOfLeague(ctx, league.id, [input.team1Id, input.team2Id]);
  const [match] = await ctx.tx
    .insert(leagueMatches)
    .values({ leagueId: league.id, team1Id: input.team1Id, team2Id: input.team2Id, date: input.date, score: input.score })
    .returning();
  await auditChange(ctx, { action: 'league.match.create', targetType: 'league_match', targetId: match!.id, after: match });
  await standingsChanged(ctx, league);
  return { message: translate(ctx.locale, 'adminLeagues.matchSaved'), match: await getMatch(ctx.tx, match!.id) };
}

async function lockMatch(ctx: UseCaseContext, matchId: string) {
  const [found] = await ctx.tx.select({ leagueId: leagueMatches.leagueId }).from(leagueMatches).where(eq(leagueMatches.id, matchId));
  if (!found) throw new AppError('NOT_FOUND', 'adminLeagues.matchNotFound');
  const league = await lockLeague(ctx.tx, found.leagueId);
  const [match] = await ctx.tx.select().from(leagueMatches).where(eq(leagueMatches.id, matchId));
  if (!match) throw new AppError('NOT_FOUND', 'adminLeagues.matchNotFound');
  return { league, match };
}

export async function updateLeagueMatch(
  ctx: UseCaseContext,
  input: { matchId: string; team1Id: string; team2Id: string; date: Date; score: string | null },
): Promise<LeagueMatchResponse> {
  const { league, match: before } = await lockMatch(ctx, input.matchId);
  if (input.team1Id === input.team2Id) throw new AppError('VALIDATION', 'adminLeagues.sameTeams');
  await assertTeamsOfLeague(ctx, league.id, [input.team1Id, input.team2Id]);
  const [after] = await ctx.tx
    .update(leagueMatches)
    .set({ team1Id: input.team1Id, team2Id: input.team2Id, date: input.date, score: input.score })
    .where(eq(leagueMatches.id, before.id))
    .returning();
  await auditChange(ctx, { action: 'league.match.update', targetType: 'league_match', targetId: before.id, before, after });
  await standingsChanged(ctx, league);
  return { message: translate(ctx.locale, 'adminLeagues.matchUpdated'), match: await getMatch(ctx.tx, before.id) };
}

/** Inline score edit: a score, or null to clear it (the match counts as unplayed again). */
export async function setLeagueMatchScore(ctx: UseCaseContext, input: { matchId: string; score: string | null }): Promise<LeagueMatchResponse> {
  const { league, match: before } = await lockMatch(ctx, input.matchId);
  const [after] = await ctx.tx.update(leagueMatches).set({ score: input.score }).where(eq(leagueMatches.id, before.id)).returning();
  await auditChange(ctx, {
    action: 'league.match.score',
    targetType: 'league_match',
    targetId: before.id,
    before: { score: before.score },
    after: { score: after!.score },
  });
  await standingsChanged(ctx, league);
  return { message: translate(ctx.locale, 'adminLeagues.matchUpdated'), match: await getMatch(ctx.tx, before.id) };
}

export async function deleteLeagueMatch(ctx: UseCaseContext, input: { matchId: string }): Promise<{ message: string }> {
  const { league, match } = await lockMatch(ctx, input.matchId);
  await ctx.tx.delete(leagueMatches).where(eq(leagueMatches.id, match.id));
  await auditChange(ctx, { action: 'league.match.delete', targetType: 'league_match', targetId: match.id, before: match });
  await standingsChanged(ctx, league);
  return { message: translate(ctx.locale, 'adminLeagues.matchDeleted') };
}

/**
 * Generate League Schedule: a single round robin of the league's teams in a shuffled order, spread
 * over the days between start and end (shared `generateLeagueSchedule`). A league that already has
 * matches is refused, so a second click cannot double the schedule.
 */
export async function generateSchedule(
  ctx: UseCaseContext,
  input: { leagueId: string; startDate?: Date | null; endDate?: Date | null; random?: () => number },
): Promise<GenerateScheduleResponse> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  const teams = await ctx.tx.select({ id: leagueTeams.id }).from(leagueTeams).where(eq(leagueTeams.leagueId, league.id));
  const result = generateLeagueSchedule({ teamIds: teams.map((t) => t.id), startDate: input.startDate, endDate: input.endDate }, input.random ?? Math.random);
  if (!result.ok) throw new AppError('VALIDATION', result.messageId);
  const [existing] = await ctx.tx.select({ n: count() }).from(leagueMatches).where(eq(leagueMatches.leagueId, league.id));
  if (Number(existing?.n ?? 0) > 0) throw new AppError('CONFLICT', 'adminLeagues.scheduleExists', { params: { count: Number(existing!.n) } });
  await ctx.tx.insert(leagueMatches).values(result.matches.map((m) => ({ leagueId: league.id, team1Id: m.team1Id, team2Id: m.team2Id, date: m.date })));
  await auditChange(ctx, {
    action: 'league.schedule.generate',
    targetType: 'league',
    targetId: league.id,
    after: { matches: result.matches.length, days: result.days, matchesPerDay: result.matchesPerDay, startDate: input.startDate, endDate: input.endDate },
  });
  await standingsChanged(ctx, league);
  const items = await matchesOfLeague(ctx.tx, league.id);
  return {
    message: translate(ctx.locale, 'adminLeagues.matchesGenerated'),
    created: result.matches.length,
    days: result.days,
    matchesPerDay: result.matchesPerDay,
    items,
  };
}

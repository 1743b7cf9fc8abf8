import { and, eq, sql } from 'drizzle-orm';
import { computeStandings, leaguePoints, type SavedLeagueRanking, type StandingRow, type UpdateStandingRequest } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { leagueMatches, leagueRankings, leagues, leagueTeams, savedLeagueRankingEntries, savedLeagueRankings } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { publishEvent } from '../../lib/realtime-events.js';
import { rankingsFollowResults } from '../rankings/index.js';
import { getSavedRanking, standingsOf } from './queries.js';
import { translate } from '../../lib/i18n.js';

/**
 * Standings are a function of the scored matches: every change of a match, a team or the league's
 * status recomputes the league's rows from its matches in the same transaction, so the stored
 * standings always equal what the matches say. A manual edit (admin rankings screen) is audited and
 * lasts until the next recomputation.
 */

export type LeagueRow = typeof leagues.$inferSelect;

/**
 * Locks the league row for the rest of the transaction. Every change of a league's teams, matches,
 * standings, enrollments or money takes this lock first, so concurrent changes of one league run one
 * after the other (and each recomputation sees the previous one's matches); lock order is always
 * league → request → wallet.
 */
export async function lockLeague(tx: DbOrTx, leagueId: string): Promise<LeagueRow> {
  const [row] = await tx.select().from(leagues).where(eq(leagues.id, leagueId)).for('update');
  if (!row) throw notFound();
  return row;
}

export const hasStandings = (status: string) => status === 'started' || status === 'completed';

/** Rewrites the league's standings rows from its teams and scored matches (one row per team). */
export async function recomputeStandings(tx: DbOrTx, leagueId: string): Promise<void> {
  const teams = await tx.select({ id: leagueTeams.id, name: leagueTeams.name }).from(leagueTeams).where(eq(leagueTeams.leagueId, leagueId));
  const matches = await tx
    .select({ team1Id: leagueMatches.team1Id, team2Id: leagueMatches.team2Id, score: leagueMatches.score })
    .from(leagueMatches)
    .where(eq(leagueMatches.leagueId, leagueId));
  const lines = computeStandings(teams, matches);
  if (lines.length > 0) {
    await tx
      .insert(leagueRankings)
      .values(
        lines.map((l) => ({
          leagueId,
          teamId: l.teamId,
          points: l.points,
          matchesPlayed: l.matchesPlayed,
          wins: l.wins,
          draws: l.draws,
          losses: l.losses,
          goalsFor: l.goalsFor,
          goalsAgainst: l.goalsAgainst,
        })),
      )
      .onConflictDoUpdate({
        target: [leagueRankings.leagueId, leagueRankings.teamId],
        set: {
          points: sql`excluded.points`,
          matchesPlayed: sql`excluded.matches_played`,
          wins: sql`excluded.wins`,
          draws: sql`excluded.draws`,
          losses: sql`excluded.losses`,
          goalsFor: sql`excluded.goals_for`,
          goalsAgainst: sql`excluded.goals_against`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/**
 * After a change of matches or teams: recompute when the league has standings, and tell open pages. The
 * global ranking is earned from the same results, so it is recomputed at the end of the same transaction (017).
 */
export async function standingsChanged(ctx: UseCaseContext, league: LeagueRow): Promise<void> {
  if (!hasStandings(league.status)) return;
  await recomputeStandings(ctx.tx, league.id);
  await publishStandings(ctx.tx, league.id);
  rankingsFollowResults(ctx);
}

export async function publishStandings(tx: DbOrTx, leagueId: string): Promise<void> {
  await publishEvent(tx, { topic: 'standings', userId: null, data: { leagueId } });
}

// ---------------------------------------------------------------- admin rankings screen

/** PUT /api/admin/league-rankings/:id: a manual edit of one row, audited with before/after. */
export async function updateStanding(
  ctx: UseCaseContext,
  input: { rankingId: string } & UpdateStandingRequest,
): Promise<{ message: string; standings: StandingRow[] }> {
  const [existing] = await ctx.tx.select().from(leagueRankings).where(eq(leagueRankings.id, input.rankingId));
  if (!existing) throw notFound();
  const league = await lockLeague(ctx.tx, existing.leagueId);
  if (!hasStandings(league.status)) throw new AppError('CONFLICT', 'adminLeagues.rankingsOnlyStarted');
  const { rankingId: _id, ...stats } = input;
  const [after] = await ctx.tx
    .update(leagueRankings)
    .set({ ...stats, updatedAt: sql`now()` })
    .where(eq(leagueRankings.id, input.rankingId))
    .returning();
  if (!after) throw notFound();
  await auditChange(ctx, { action: 'league.ranking.update', targetType: 'league_ranking', targetId: after.id, before: existing, after });
  await publishStandings(ctx.tx, league.id);
  return { message: translate(ctx.locale, 'adminLeagues.rankingUpdated'), standings: await standingsOf(ctx.tx, league.id) };
}

/** POST /api/admin/leagues/:id/rankings/recalculate: points = wins × 3 + draws, or everything from the matches. */
export async function recalculateStandings(
  ctx: UseCaseContext,
  input: { leagueId: string; mode: 'points' | 'matches' },
): Promise<{ message: string; standings: StandingRow[] }> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  if (!hasStandings(league.status)) throw new AppError('CONFLICT', 'adminLeagues.rankingsOnlyStarted');
  const before = await standingsOf(ctx.tx, league.id);
  if (input.mode === 'matches') {
    await recomputeStandings(ctx.tx, league.id);
  } else {
    const rows = await ctx.tx.select().from(leagueRankings).where(eq(leagueRankings.leagueId, league.id));
    for (const row of rows) {
      const points = leaguePoints(row.wins, row.draws);
      if (points !== row.points)
        await ctx.tx
          .update(leagueRankings)
          .set({ points, updatedAt: sql`now()` })
          .where(eq(leagueRankings.id, row.id));
    }
  }
  const after = await standingsOf(ctx.tx, league.id);
  await auditChange(ctx, {
    action: 'league.ranking.recalculate',
    targetType: 'league',
    targetId: league.id,
    before,
    after: { mode: input.mode, standings: after },
  });
  await publishStandings(ctx.tx, league.id);
  return { message: translate(ctx.locale, 'adminLeagues.recalculated'), standings: after };
}

/** POST /api/admin/leagues/:id/complete: Mark as Completed, for started leagues only. */
export async function completeLeague(ctx: UseCaseContext, input: { leagueId: string }): Promise<{ message: string }> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  const [after] = await ctx.tx
    .update(leagues)
    .set({ status: 'completed', updatedAt: sql`now()` })
    .where(and(eq(leagues.id, league.id), eq(leagues.status, 'started')))
    .returning();
  if (!after) throw new AppError('CONFLICT', 'adminLeagues.completeOnlyStarted');
  await auditChange(ctx, {
    action: 'league.complete',
    targetType: 'league',
    targetId: league.id,
    before: { status: league.status },
    after: { status: after.status },
  });
  await publishStandings(ctx.tx, league.id);
  return { message: translate(ctx.locale, 'adminLeagues.completed') };
}

/** POST /api/admin/leagues/:id/saved-rankings: a snapshot of the standings as they are now (the spec's save_league_rankings). */
export async function saveStandings(
  ctx: UseCaseContext,
  input: { leagueId: string; name: string; description: string | null; isPublic: boolean },
): Promise<{ message: string; saved: SavedLeagueRanking }> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  if (!hasStandings(league.status)) throw new AppError('CONFLICT', 'adminLeagues.rankingsOnlyStarted');
  const standings = await standingsOf(ctx.tx, league.id);
  const [saved] = await ctx.tx
    .insert(savedLeagueRankings)
    .values({ name: input.name, description: input.description, isPublic: input.isPublic, savedBy: ctx.actor.id, leagueId: league.id })
    .returning();
  if (standings.length > 0) {
    await ctx.tx.insert(savedLeagueRankingEntries).values(
      standings.map((s) => ({
        savedRankingId: saved!.id,
        position: s.position,
        teamName: s.teamName,
        managerName: s.managerName,
        matchesPlayed: s.matchesPlayed,
        wins: s.wins,
        draws: s.draws,
        losses: s.losses,
        goalsFor: s.goalsFor,
        goalsAgainst: s.goalsAgainst,
        points: s.points,
      })),
    );
  }
  await auditChange(ctx, {
    action: 'league.standings.save',
    targetType: 'saved_league_ranking',
    targetId: saved!.id,
    after: { ...saved, entries: standings.length },
  });
  return { message: translate(ctx.locale, 'adminLeagues.standingsSaved'), saved: await getSavedRanking(ctx.tx, saved!.id) };
}

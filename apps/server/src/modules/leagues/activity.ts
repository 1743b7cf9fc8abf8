import { and, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseLeagueScore, type DashboardActivityItem, type Locale } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { leagueMatches, leagues, leagueTeams } from '../../db/schema/index.js';
import { resultActivity } from '../enrollments/index.js';

/** The player's latest scored league matches (won / lost / draw by the score) for the dashboard's recent activity. */
export async function recentLeagueResults(db: DbOrTx, userId: string, limit: number, locale: Locale): Promise<DashboardActivityItem[]> {
  const mine = db.select({ id: leagueTeams.id }).from(leagueTeams).where(eq(leagueTeams.userId, userId));
  const t1 = alias(leagueTeams, 't1');
  const t2 = alias(leagueTeams, 't2');
  const rows = await db
    .select({
      id: leagueMatches.id,
      date: leagueMatches.date,
      score: leagueMatches.score,
      team1: t1.name,
      team1User: t1.userId,
      team2: t2.name,
      league: leagues.name,
    })
    .from(leagueMatches)
    .innerJoin(leagues, eq(leagues.id, leagueMatches.leagueId))
    .innerJoin(t1, eq(t1.id, leagueMatches.team1Id))
    .innerJoin(t2, eq(t2.id, leagueMatches.team2Id))
    .where(
      and(or(inArray(leagueMatches.team1Id, mine), inArray(leagueMatches.team2Id, mine)), isNotNull(leagueMatches.score), lte(leagueMatches.date, sql`now()`)),
    )
    .orderBy(desc(leagueMatches.date), desc(leagueMatches.id))
    .limit(limit);
  return rows.map((m) => {
    const mineIsTeam1 = m.team1User === userId;
    const parsed = parseLeagueScore(m.score);
    const [mineGoals, theirs] = parsed ? (mineIsTeam1 ? [parsed.goals1, parsed.goals2] : [parsed.goals2, parsed.goals1]) : [0, 0];
    const outcome = mineGoals > theirs ? 'won' : mineGoals < theirs ? 'lost' : 'draw';
    return resultActivity({ ...m, mineIsTeam1, competitionName: m.league, outcome }, locale);
  });
}

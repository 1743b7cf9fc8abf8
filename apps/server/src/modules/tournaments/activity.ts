import { and, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DashboardActivityItem, Locale } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { matches, teams, tournaments } from '../../db/schema/index.js';
import { resultActivity } from '../enrollments/index.js';

/** The player's latest scored tournament matches (won / lost / draw) for the dashboard's recent activity. */
export async function recentTournamentResults(db: DbOrTx, userId: string, limit: number, locale: Locale): Promise<DashboardActivityItem[]> {
  const mine = db.select({ id: teams.id }).from(teams).where(eq(teams.userId, userId));
  const t1 = alias(teams, 't1');
  const t2 = alias(teams, 't2');
  const rows = await db
    .select({
      id: matches.id,
      date: matches.date,
      score: matches.score,
      winnerId: matches.winnerId,
      team1Id: matches.team1Id,
      team1: t1.name,
      team1User: t1.userId,
      team2: t2.name,
      tournament: tournaments.name,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(t1, eq(t1.id, matches.team1Id))
    .innerJoin(t2, eq(t2.id, matches.team2Id))
    .where(and(or(inArray(matches.team1Id, mine), inArray(matches.team2Id, mine)), isNotNull(matches.score), lte(matches.date, sql`now()`)))
    .orderBy(desc(matches.date), desc(matches.id))
    .limit(limit);
  return rows.map((m) => {
    const mineIsTeam1 = m.team1User === userId;
    const won = m.winnerId !== null && (mineIsTeam1 ? m.winnerId === m.team1Id : m.winnerId !== m.team1Id);
    const outcome = m.winnerId === null ? 'draw' : won ? 'won' : 'lost';
    return resultActivity({ ...m, mineIsTeam1, competitionName: m.tournament, outcome }, locale);
  });
}

import { and, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { t, type DashboardActivityItem } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { matches, teams, tournaments } from '../../db/schema/index.js';

/** The player's latest scored tournament matches (won / lost / draw) for the dashboard's recent activity. */
export async function recentTournamentResults(db: DbOrTx, userId: string, limit: number): Promise<DashboardActivityItem[]> {
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
    const myTeamId = mineIsTeam1 ? m.team1Id : null;
    const won = m.winnerId !== null && (mineIsTeam1 ? m.winnerId === myTeamId : m.winnerId !== m.team1Id);
    const status = m.winnerId === null ? 'draw' : won ? 'won' : 'lost';
    return {
      id: `result:${m.id}`,
      kind: 'result',
      at: m.date.toISOString(),
      title: t('activity.result', {
        team: mineIsTeam1 ? m.team1 : m.team2,
        opponent: mineIsTeam1 ? m.team2 : m.team1,
        score: ownSideFirst(m.score, mineIsTeam1),
      }),
      detail: m.tournament,
      amountCents: null,
      status,
    };
  });
}

/** The score as the player reads it: their own side first ('1-3' as team 2 reads '3-1'). */
function ownSideFirst(score: string | null, mineIsTeam1: boolean): string {
  if (!score) return '';
  if (mineIsTeam1) return score;
  const parts = score.split('-');
  return parts.length === 2 ? `${parts[1]!.trim()}-${parts[0]!.trim()}` : score;
}

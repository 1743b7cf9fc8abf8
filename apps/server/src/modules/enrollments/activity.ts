import { and, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DashboardActivityItem, Locale } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { translate } from '../../lib/i18n.js';

/** A column that is never null, and one that may be. */
type NotNull<T> = AnyPgColumn<{ data: T; notNull: true }>;
type Nullable<T> = AnyPgColumn<{ data: T }>;

/** A kind's teams table: the columns a played match's reading needs. */
type TeamsTable = PgTable & { id: NotNull<string>; name: NotNull<string>; userId: Nullable<string> };

/** Where one kind keeps its matches, teams and competitions, and how it tells who won. */
export interface PlayedMatchesOf {
  matches: PgTable & { id: NotNull<string>; date: NotNull<Date>; score: Nullable<string>; team1Id: Nullable<string>; team2Id: Nullable<string> };
  /** The match's competition (`leagueId`, `tournamentId`). */
  competitionId: NotNull<string>;
  /** The match's winning team where the kind records one; otherwise the outcome reads the score. */
  winnerId?: Nullable<string>;
  teams: TeamsTable;
  competitions: PgTable & { id: NotNull<string>; name: NotNull<string> };
  outcome(match: { score: string | null; winnerId: string | null; team1Id: string | null; mineIsTeam1: boolean }): PlayedMatch['outcome'];
}

/**
 * The player's latest scored matches of one kind (won / lost / draw as the kind decides), newest first, as the
 * dashboard's recent activity lists them.
 */
export async function recentResults(db: DbOrTx, of: PlayedMatchesOf, userId: string, limit: number, locale: Locale): Promise<DashboardActivityItem[]> {
  const { matches, teams, competitions } = of;
  const mine = db.select({ id: teams.id }).from(teams).where(eq(teams.userId, userId));
  const t1 = alias(teams, 't1') as unknown as TeamsTable;
  const t2 = alias(teams, 't2') as unknown as TeamsTable;
  const rows = await db
    .select({
      id: matches.id,
      date: matches.date,
      score: matches.score,
      winnerId: of.winnerId ?? sql<null>`null`,
      team1Id: matches.team1Id,
      team1: t1.name,
      team1User: t1.userId,
      team2: t2.name,
      competitionName: competitions.name,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, of.competitionId))
    .innerJoin(t1, eq(t1.id, matches.team1Id))
    .innerJoin(t2, eq(t2.id, matches.team2Id))
    .where(and(or(inArray(matches.team1Id, mine), inArray(matches.team2Id, mine)), isNotNull(matches.score), lte(matches.date, sql`now()`)))
    .orderBy(desc(matches.date), desc(matches.id))
    .limit(limit);
  return rows.map((m) => {
    const mineIsTeam1 = m.team1User === userId;
    return resultActivity({ ...m, mineIsTeam1, outcome: of.outcome({ ...m, mineIsTeam1 }) }, locale);
  });
}

/** A scored match of the player's team, in any competition kind, as the dashboard's recent activity lists it. */
export interface PlayedMatch {
  id: string;
  date: Date;
  score: string | null;
  team1: string;
  team2: string;
  mineIsTeam1: boolean;
  competitionName: string;
  outcome: 'won' | 'lost' | 'draw';
}

/** A played match as an activity item, its title in the reader's language (`locale`). */
export function resultActivity(m: PlayedMatch, locale: Locale): DashboardActivityItem {
  return {
    id: `result:${m.id}`,
    kind: 'result',
    at: m.date.toISOString(),
    title: translate(locale, 'activity.result', {
      team: m.mineIsTeam1 ? m.team1 : m.team2,
      opponent: m.mineIsTeam1 ? m.team2 : m.team1,
      score: ownSideFirst(m.score, m.mineIsTeam1),
    }),
    detail: m.competitionName,
    amountCents: null,
    status: m.outcome,
  };
}

/** The score as the player reads it: their own side first ('1-3' as team 2 reads '3-1'). */
function ownSideFirst(score: string | null, mineIsTeam1: boolean): string {
  if (!score) return '';
  if (mineIsTeam1) return score;
  const parts = score.split('-');
  return parts.length === 2 ? `${parts[1]!.trim()}-${parts[0]!.trim()}` : score;
}

import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { DashboardActivityItem, Locale } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { leagues, requests, tournaments } from '../../db/schema/index.js';
import { requestTextsIn } from './enrollment-texts.js';
import { requestKind } from './queries.js';

/**
 * The player's latest league and tournament enrollments (not plain requests, which name a competition) for the
 * dashboard's recent activity, titled in the reader's language (`locale`).
 */
export async function recentEnrollmentActivity(db: DbOrTx, userId: string, limit: number, locale: Locale): Promise<DashboardActivityItem[]> {
  const rows = await db
    .select({ request: requests, leagueName: leagues.name, tournamentName: tournaments.name })
    .from(requests)
    .leftJoin(leagues, eq(leagues.id, requests.leagueId))
    .leftJoin(tournaments, eq(tournaments.id, requests.tournamentId))
    .where(and(eq(requests.userId, userId), isNull(requests.competitionId), or(isNotNull(requests.leagueId), isNotNull(requests.tournamentId))))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(limit);
  return rows.map(({ request: r, leagueName, tournamentName }) => ({
    id: `enrollment:${r.id}`,
    kind: 'enrollment',
    at: r.createdAt.toISOString(),
    title: requestTextsIn(locale, requestKind(r), r, tournamentName ?? leagueName).title,
    detail: null,
    amountCents: null,
    status: r.status,
  }));
}

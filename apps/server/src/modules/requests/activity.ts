import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { DashboardActivityItem } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { requests } from '../../db/schema/index.js';

/** The player's latest league and tournament enrollments (not plain requests, which name a competition) for the dashboard's recent activity. */
export async function recentEnrollmentActivity(db: DbOrTx, userId: string, limit: number): Promise<DashboardActivityItem[]> {
  const rows = await db
    .select({ id: requests.id, title: requests.title, status: requests.status, at: requests.createdAt })
    .from(requests)
    .where(and(eq(requests.userId, userId), isNull(requests.competitionId), or(isNotNull(requests.leagueId), isNotNull(requests.tournamentId))))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(limit);
  return rows.map((r) => ({
    id: `enrollment:${r.id}`,
    kind: 'enrollment',
    at: r.at.toISOString(),
    title: r.title,
    detail: null,
    amountCents: null,
    status: r.status,
  }));
}

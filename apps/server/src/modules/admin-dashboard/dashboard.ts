import { desc, sql } from 'drizzle-orm';
import { ADMIN_DASHBOARD_GLOBAL_RANKINGS, ADMIN_DASHBOARD_RANKING_TOP, type AdminDashboard } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { accountCounts, leagues, matches, requests, teams, tournaments, users } from '../../db/schema/index.js';
import { listRankings } from '../rankings/index.js';
import { readAll } from '../../db/read-all.js';

const LATEST_USERS = 5;

/** The admin dashboard (admin spec §2, §7): counts, the Global Rankings card (from the global ranking), the 5 newest users. */
export async function getAdminDashboard(db: Db, viewerId: string): Promise<AdminDashboard> {
  // The six counts in one statement: one round trip, one snapshot.
  const counting = db
    .select({
      users: sql<number>`(select ${accountCounts.accounts} from ${accountCounts} where ${accountCounts.name} = 'players')`.mapWith(Number),
      tournaments: sql<number>`(select count(*) from ${tournaments})`.mapWith(Number),
      matches: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
      teams: sql<number>`(select count(*) from ${teams})`.mapWith(Number),
      activeLeagues: sql<number>`(select count(*) from ${leagues} where ${leagues.status} = 'active')`.mapWith(Number),
      pendingRequests: sql<number>`(select count(*) from ${requests} where ${requests.status} = 'pending')`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  const [[counts], latest, ranking] = await readAll(db, [
    () => counting,
    () =>
      db
        .select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt })
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(LATEST_USERS),
    () => listRankings(db, viewerId, { sort: 'rank', limit: ADMIN_DASHBOARD_RANKING_TOP }),
  ]);
  return {
    counts: {
      users: counts?.users ?? 0,
      tournaments: counts?.tournaments ?? 0,
      matches: counts?.matches ?? 0,
      teams: counts?.teams ?? 0,
      activeLeagues: counts?.activeLeagues ?? 0,
      pendingRequests: counts?.pendingRequests ?? 0,
      globalRankings: Math.min(ranking.totalRanked, ADMIN_DASHBOARD_GLOBAL_RANKINGS),
    },
    rankingTop: ranking.items.map((r) => ({ userId: r.userId, rankPosition: r.rankPosition, fullName: r.fullName, totalEarningsCents: r.totalEarningsCents })),
    latestUsers: latest.map((u) => ({ id: u.id, email: u.email, fullName: u.name || null, createdAt: u.createdAt.toISOString() })),
  };
}

import { count, desc, eq } from 'drizzle-orm';
import { ADMIN_DASHBOARD_GLOBAL_RANKINGS, ADMIN_DASHBOARD_RANKING_TOP, type AdminDashboard } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { leagues, matches, requests, teams, tournaments, users } from '../../db/schema/index.js';
import { listRankings } from '../rankings/index.js';

const LATEST_USERS = 5;

/** The admin dashboard (admin spec §2, §7): counts, the Global Rankings card (from the global ranking), the 5 newest users. */
export async function getAdminDashboard(db: Db, viewerId: string): Promise<AdminDashboard> {
  const n = (rows: Array<{ n: number }>) => Number(rows[0]?.n ?? 0);
  const [usersCount, tournamentsCount, matchesCount, teamsCount, activeLeagues, pendingRequests, latest, ranking] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.role, 'user')),
    db.select({ n: count() }).from(tournaments),
    db.select({ n: count() }).from(matches),
    db.select({ n: count() }).from(teams),
    db.select({ n: count() }).from(leagues).where(eq(leagues.status, 'active')),
    db.select({ n: count() }).from(requests).where(eq(requests.status, 'pending')),
    db
      .select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(LATEST_USERS),
    listRankings(db, viewerId, { sort: 'rank', limit: ADMIN_DASHBOARD_RANKING_TOP }),
  ]);
  return {
    counts: {
      users: n(usersCount),
      tournaments: n(tournamentsCount),
      matches: n(matchesCount),
      teams: n(teamsCount),
      activeLeagues: n(activeLeagues),
      pendingRequests: n(pendingRequests),
      globalRankings: Math.min(ranking.totalRanked, ADMIN_DASHBOARD_GLOBAL_RANKINGS),
    },
    rankingTop: ranking.items.map((r) => ({ userId: r.userId, rankPosition: r.rankPosition, fullName: r.fullName, totalEarningsCents: r.totalEarningsCents })),
    latestUsers: latest.map((u) => ({ id: u.id, email: u.email, fullName: u.name || null, createdAt: u.createdAt.toISOString() })),
  };
}

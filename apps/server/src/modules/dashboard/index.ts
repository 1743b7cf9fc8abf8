import {
  DASHBOARD_ACTIVITY_LIMIT,
  dashboardActivityResponse,
  RANKINGS_DASHBOARD_TOP,
  rankingListResponse,
  type DashboardPageData,
  type Locale,
} from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { readAll } from '../../db/read-all.js';
import { listRankings } from '../rankings/index.js';
import { getRecentActivity } from './activity.js';

/**
 * The player dashboard module's face (its routes.js is registered by app.ts): what the server reads for a player's
 * /dashboard page with the page itself (decision 057): the answers GET /api/rankings?limit=5&sort=rank and GET
 * /api/dashboard/activity give, shaped by the same response contracts.
 */
export async function readDashboardPage(db: DbOrTx, userId: string, locale: Locale): Promise<DashboardPageData> {
  const [ranking, activity] = await readAll(db, [
    () => listRankings(db, userId, { sort: 'rank', limit: RANKINGS_DASHBOARD_TOP }),
    () => getRecentActivity(db, userId, DASHBOARD_ACTIVITY_LIMIT, locale),
  ]);
  return { ranking: rankingListResponse.parse(ranking), activity: dashboardActivityResponse.parse(activity) };
}

import type { DashboardActivity, Locale } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { recentTournamentResults } from '../tournaments/index.js';
import { recentLeagueResults } from '../leagues/index.js';
import { recentBidActivity } from '../marketplace/index.js';
import { recentNotificationActivity } from '../notifications/index.js';
import { recentEnrollmentActivity } from '../requests/index.js';
import { recentMoneyActivity } from '../wallet/index.js';
import { readAll } from '../../db/read-all.js';

/**
 * The dashboard's recent activity (user spec §2): the player's latest money movements, bids, enrollments,
 * results and notifications, newest first. Each module answers for its own records through its face; each
 * source reads at most `limit` rows by an index on (user, time), so the merge stays small.
 */
export async function getRecentActivity(db: DbOrTx, userId: string, limit: number, locale: Locale): Promise<DashboardActivity> {
  const sources = await readAll(db, [
    () => recentMoneyActivity(db, userId, limit, locale),
    () => recentBidActivity(db, userId, limit, locale),
    () => recentEnrollmentActivity(db, userId, limit, locale),
    () => recentTournamentResults(db, userId, limit, locale),
    () => recentLeagueResults(db, userId, limit, locale),
    () => recentNotificationActivity(db, userId, limit, locale),
  ]);
  const items = sources
    .flat()
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id.localeCompare(a.id))
    .slice(0, limit);
  return { items };
}

import { desc, eq } from 'drizzle-orm';
import type { DashboardActivityItem, Locale } from '@arena/shared';
import { translate } from '../../lib/i18n.js';
import type { DbOrTx } from '../../db/client.js';
import { marketplacePlayers, mobRequests } from '../../db/schema/index.js';

/** The player's latest bids for the dashboard's recent activity. */
export async function recentBidActivity(db: DbOrTx, userId: string, limit: number, locale: Locale): Promise<DashboardActivityItem[]> {
  const rows = await db
    .select({ id: mobRequests.id, amount: mobRequests.bidAmountCents, status: mobRequests.status, at: mobRequests.createdAt, player: marketplacePlayers.name })
    .from(mobRequests)
    .innerJoin(marketplacePlayers, eq(marketplacePlayers.id, mobRequests.playerId))
    .where(eq(mobRequests.userId, userId))
    .orderBy(desc(mobRequests.createdAt), desc(mobRequests.id))
    .limit(limit);
  return rows.map((b) => ({
    id: `bid:${b.id}`,
    kind: 'bid',
    at: b.at.toISOString(),
    title: translate(locale, 'activity.bid', { player: b.player }),
    detail: null,
    amountCents: b.amount,
    status: b.status,
  }));
}

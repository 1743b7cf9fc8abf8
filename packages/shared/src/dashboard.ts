import { z } from 'zod';
import type { RankingList } from './rankings.js';

/**
 * The player's /dashboard (user spec §2, §4, §8, §9): recent activity gathers the latest money movements,
 * bids, enrollments, results and notifications of the signed-in player, newest first.
 */

export const DASHBOARD_ACTIVITY_LIMIT = 10;
/** The dashboard's ranking card lists the top 5 (user spec §9). */
export const DASHBOARD_TOP_PLAYERS = 5;

export const activityKinds = ['money', 'bid', 'enrollment', 'result', 'notification'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const dashboardActivityItem = z.object({
  /** Unique across kinds (`kind:id`). */
  id: z.string(),
  kind: z.enum(activityKinds),
  at: z.string(),
  /** What happened, in the catalogue's words ('Deposit', 'Bid on Ricardo Veteran', 'Lions vs Tigers: 2-1'). */
  title: z.string(),
  detail: z.string().nullable(),
  /** Signed cents for money movements and the amount of a bid; null otherwise. */
  amountCents: z.number().int().nullable(),
  /** pending / approved / rejected / completed, won / lost / draw, read / unread. */
  status: z.string().nullable(),
});
export type DashboardActivityItem = z.infer<typeof dashboardActivityItem>;

export const dashboardActivityQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(DASHBOARD_ACTIVITY_LIMIT) });
export const dashboardActivityResponse = z.object({ items: z.array(dashboardActivityItem) });
export type DashboardActivity = z.infer<typeof dashboardActivityResponse>;

/**
 * What the server reads for a player's /dashboard with the page itself (decision 057): the answers GET
 * /api/rankings?limit=5&sort=rank and GET /api/dashboard/activity give, so the page arrives with its cards and its code
 * does not ask for them again.
 */
export interface DashboardPageData {
  ranking: RankingList;
  activity: DashboardActivity;
}

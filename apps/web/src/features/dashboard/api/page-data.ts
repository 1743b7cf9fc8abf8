import type { DashboardPageData } from '@arena/shared';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from './keys';

/**
 * The dashboard's answers the server read with the page (decision 057), put where the page's queries keep them: the
 * server renders the cards from them, and the browser takes that page over with the same answers, fresh, without
 * asking for them again.
 */
export function seedDashboardPage(client: QueryClient, data: DashboardPageData): void {
  client.setQueryData(dashboardKeys.ranking, data.ranking);
  client.setQueryData(dashboardKeys.activity, data.activity);
}

import { RANKINGS_DASHBOARD_TOP, type RankingList } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardRetry } from '../lib/connection';
import { dashboardKeys } from './keys';

/** GET /api/rankings?limit=5: the top 5 by rank and the caller's own row wherever it ranks. */
export function getDashboardRanking(): Promise<RankingList> {
  return api.get<RankingList>('/api/rankings', { query: { limit: RANKINGS_DASHBOARD_TOP, sort: 'rank' } });
}

export function useDashboardRanking() {
  return useQuery({ queryKey: dashboardKeys.ranking, queryFn: getDashboardRanking, retry: dashboardRetry });
}

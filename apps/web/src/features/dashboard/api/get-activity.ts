import { DASHBOARD_ACTIVITY_LIMIT, type DashboardActivity } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardRetry } from '../lib/connection';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/activity: the player's latest money movements, bids, enrollments, results and notifications. */
export function getActivity(): Promise<DashboardActivity> {
  return api.get<DashboardActivity>('/api/dashboard/activity', { query: { limit: DASHBOARD_ACTIVITY_LIMIT } });
}

export function useDashboardActivity() {
  return useQuery({ queryKey: dashboardKeys.activity, queryFn: getActivity, retry: dashboardRetry });
}

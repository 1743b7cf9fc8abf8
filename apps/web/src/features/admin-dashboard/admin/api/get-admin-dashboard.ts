import type { AdminDashboard } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminDashboardKey = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard: the count cards and the 5 latest users. */
export function getAdminDashboard(): Promise<AdminDashboard> {
  return api.get<AdminDashboard>('/api/admin/dashboard');
}

export function useAdminDashboard() {
  return useQuery({ queryKey: adminDashboardKey, queryFn: getAdminDashboard });
}

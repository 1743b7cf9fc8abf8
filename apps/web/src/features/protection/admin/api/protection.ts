import type { AdminProtection, AdminProtectionReport, AdminProtectionReportQuery } from '@arena/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminProtectionKeys = {
  all: ['admin', 'protection'] as const,
  user: (userId: string) => ['admin', 'protection', 'user', userId] as const,
  report: (query: AdminProtectionReportQuery) => ['admin', 'protection', 'report', query] as const,
};

/** GET /api/admin/users/:id/protection: one player's limits, break and activity, read-only. */
export function useAdminProtection(userId: string | null) {
  return useQuery({
    queryKey: adminProtectionKeys.user(userId ?? ''),
    queryFn: () => api.get<AdminProtection>(`/api/admin/users/${userId}/protection`),
    enabled: userId !== null,
  });
}

/** POST …/lift-exclusion: the support path, only once a self-exclusion's term has ended (audited). */
export function useLiftExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.post<{ message: string; protection: AdminProtection }>(`/api/admin/users/${userId}/protection/lift-exclusion`),
    onSuccess: async (response) => {
      queryClient.setQueryData(adminProtectionKeys.user(response.protection.userId), response.protection);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'protection', 'report'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]);
    },
  });
}

/**
 * GET /api/admin/player-protection: players with an active limit, time-out or self-exclusion. The CSV export, when the
 * back office's exports exist, reads the same query (`getProtectionReport`) page by page.
 */
export function getProtectionReport(query: AdminProtectionReportQuery): Promise<AdminProtectionReport> {
  return api.get<AdminProtectionReport>('/api/admin/player-protection', { query: { ...query } });
}

export function useProtectionReport(query: AdminProtectionReportQuery) {
  return useQuery({ queryKey: adminProtectionKeys.report(query), queryFn: () => getProtectionReport(query), placeholderData: keepPreviousData });
}

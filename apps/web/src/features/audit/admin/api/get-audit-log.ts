import type { AuditLogPage } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AuditLogParams {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  page: number;
  pageSize: number;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (params: AuditLogParams) => ['admin', 'audit', 'list', params] as const,
  actions: ['admin', 'audit', 'actions'] as const,
};

/** GET /api/admin/audit-log: newest first, filtered by actor, action and target. */
export function getAuditLog(params: AuditLogParams): Promise<AuditLogPage> {
  return api.get<AuditLogPage>('/api/admin/audit-log', { query: { ...params } });
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery({ queryKey: auditKeys.list(params), queryFn: () => getAuditLog(params), placeholderData: keepPreviousData });
}

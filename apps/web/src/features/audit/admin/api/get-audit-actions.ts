import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './get-audit-log';

/** GET /api/admin/audit-log/actions: every action recorded so far (the action filter's options). */
export function getAuditActions(): Promise<{ actions: string[] }> {
  return api.get<{ actions: string[] }>('/api/admin/audit-log/actions');
}

export function useAuditActions() {
  return useQuery({ queryKey: auditKeys.actions, queryFn: getAuditActions, staleTime: 60_000 });
}

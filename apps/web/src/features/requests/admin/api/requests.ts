import type { AdminRequestActionResponse, AdminRequestList } from '@arena/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminRequestKeys, type AdminRequestParams } from '../../lib/admin-request-keys';

/** GET /api/admin/requests: newest first, status filter, search on title or description, page size 10. */
export function useAdminRequests(query: AdminRequestParams) {
  return useQuery({
    queryKey: adminRequestKeys.list(query),
    queryFn: () => api.get<AdminRequestList>('/api/admin/requests', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/admin/requests/:id/approve | reject (409 when another admin decided first). Rejecting an enrollment
 * refunds its fee exactly once; the Idempotency-Key makes a retry safe.
 */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'reject'; idempotencyKey: string }) =>
      api.post<AdminRequestActionResponse>(`/api/admin/requests/${encodeURIComponent(input.id)}/${input.decision}`, undefined, {
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminRequestKeys.all });
      // League cards count pending enrollments and places.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'leagues'] });
    },
  });
}

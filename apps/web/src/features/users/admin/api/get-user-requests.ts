import type { AdminUserRequest } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './get-users';

/** GET /api/admin/users/:id/requests: the user's enrollment and other requests, newest first. */
export function getUserRequests(userId: string): Promise<{ items: AdminUserRequest[] }> {
  return api.get<{ items: AdminUserRequest[] }>(`/api/admin/users/${encodeURIComponent(userId)}/requests`);
}

export function useUserRequests(userId: string | null) {
  return useQuery({
    queryKey: adminUserKeys.requests(userId ?? ''),
    queryFn: () => getUserRequests(userId!),
    enabled: userId !== null,
  });
}

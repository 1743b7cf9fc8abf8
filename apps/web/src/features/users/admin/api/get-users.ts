import type { AdminUserList } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface UserListParams {
  search: string;
  page: number;
  pageSize: number;
}

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (params: UserListParams) => ['admin', 'users', 'list', params] as const,
  requests: (userId: string) => ['admin', 'users', 'requests', userId] as const,
};

/** GET /api/admin/users: newest first, searched by email or full name, with wallet balance. */
export function getUsers(params: UserListParams): Promise<AdminUserList> {
  return api.get<AdminUserList>('/api/admin/users', { query: { ...params } });
}

export function useUsers(params: UserListParams) {
  return useQuery({ queryKey: adminUserKeys.list(params), queryFn: () => getUsers(params), placeholderData: keepPreviousData });
}

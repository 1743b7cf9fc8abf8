// Query keys of /admin/requests; here (not in admin/) because the realtime handler, part of the first download, refetches them.
import type { requestStatusFilters } from '@arena/shared';

/** Query of GET /api/admin/requests as the list params give it. */
export interface AdminRequestParams {
  search: string;
  status: (typeof requestStatusFilters)[number];
  page: number;
  pageSize: number;
}

/** Query keys of /admin/requests (kept apart from the player's request keys). */
export const adminRequestKeys = {
  all: ['admin', 'requests'] as const,
  list: (query: AdminRequestParams) => ['admin', 'requests', 'list', query] as const,
};

import type { RankingSort } from '@arena/shared';

export interface RankingListParams {
  search?: string | undefined;
  sort: RankingSort;
  limit?: number | undefined;
}

/** Query keys of the global ranking; `rankingKeys.all` covers /fyp, the dashboard card and the admin screen. */
export const rankingKeys = {
  all: ['rankings'] as const,
  list: (params: RankingListParams) => ['rankings', 'list', params] as const,
  admin: ['rankings', 'admin'] as const,
  adminList: (params: { search: string; page: number; pageSize: number }) => ['rankings', 'admin', 'list', params] as const,
  candidates: (search: string) => ['rankings', 'admin', 'candidates', search] as const,
};

import type { RankingList } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rankingKeys, type RankingListParams } from './keys';

/**
 * GET /api/rankings: the first `limit` rows by rank (100 by default; the dashboard card asks 5), searched by
 * name or email and sorted by rank, earnings, tournaments or leagues, with the caller's own row (`me`).
 */
export function getRankings(params: RankingListParams): Promise<RankingList> {
  return api.get<RankingList>('/api/rankings', { query: { search: params.search, sort: params.sort, limit: params.limit } });
}

export function useRankings(params: RankingListParams) {
  return useQuery({ queryKey: rankingKeys.list(params), queryFn: () => getRankings(params), placeholderData: keepPreviousData });
}

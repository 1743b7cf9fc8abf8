import type { AddRankingRequest, AdminRankingList, RankingBulkResponse, RankingCandidates, RankingMutationResponse, UpdateRankingRequest } from '@arena/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rankingKeys } from '../../api/keys';

/** The back office's ranking calls (/admin/global-rankings). Every change refetches every ranking list. */

export interface AdminRankingParams {
  search: string;
  page: number;
  pageSize: number;
}

export function useAdminRankings(params: AdminRankingParams) {
  return useQuery({
    queryKey: rankingKeys.adminList(params),
    queryFn: () => api.get<AdminRankingList>('/api/admin/rankings', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useRankingCandidates(search: string, enabled: boolean) {
  return useQuery({
    queryKey: rankingKeys.candidates(search),
    queryFn: () => api.get<RankingCandidates>('/api/admin/rankings/candidates', { query: { search } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useRankingMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: rankingKeys.all }), queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] })]),
  });
}

export const useAddRanking = () => useRankingMutation((body: AddRankingRequest) => api.post<RankingMutationResponse>('/api/admin/rankings', body));
export const useAddAllRankings = () => useRankingMutation(() => api.post<RankingBulkResponse>('/api/admin/rankings/add-all'));
export const useRecalculateRankings = () => useRankingMutation(() => api.post<RankingBulkResponse>('/api/admin/rankings/recalculate'));
export const useUpdateRanking = () =>
  useRankingMutation(({ id, body }: { id: string; body: UpdateRankingRequest }) =>
    api.put<RankingMutationResponse>(`/api/admin/rankings/${encodeURIComponent(id)}`, body),
  );
export const useDeleteRanking = () => useRankingMutation((id: string) => api.delete<RankingMutationResponse>(`/api/admin/rankings/${encodeURIComponent(id)}`));

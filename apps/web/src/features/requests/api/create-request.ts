import type { NewRequestRequest, RequestActionResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys } from './keys';

/** POST /api/requests → 201: a request about a league competition (no money moves). */
export function createRequest(body: NewRequestRequest): Promise<RequestActionResponse> {
  return api.post<RequestActionResponse>('/api/requests', body);
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.mine }) });
}

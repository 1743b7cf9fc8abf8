import type { ProtectionActionResponse, ProtectionBlockRequest, ProtectionLimitRequest, ProtectionState } from '@arena/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const protectionKeys = { state: ['protection'] as const };

/** GET /api/protection: the player's limits (used, reset, waiting changes), break and activity. */
export function getProtection(): Promise<ProtectionState> {
  return api.get<ProtectionState>('/api/protection');
}

export function useProtection() {
  return useQuery({ queryKey: protectionKeys.state, queryFn: getProtection });
}

/** Every change answers with the new state: the page shows it at once. */
function keepState(queryClient: QueryClient, response: ProtectionActionResponse) {
  queryClient.setQueryData(protectionKeys.state, response.state);
}

/** PUT /api/protection/limits: a lower limit applies at once, a higher one or a removal after 24 hours. */
export function setProtectionLimit(body: ProtectionLimitRequest): Promise<ProtectionActionResponse> {
  return api.put<ProtectionActionResponse>('/api/protection/limits', body);
}

export function useSetProtectionLimit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setProtectionLimit, onSuccess: (response) => keepState(queryClient, response) });
}

/** POST /api/protection/block: a time-out or a self-exclusion, from now; it cannot be ended early. */
export function startProtectionBlock(body: ProtectionBlockRequest): Promise<ProtectionActionResponse> {
  return api.post<ProtectionActionResponse>('/api/protection/block', body);
}

export function useStartProtectionBlock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startProtectionBlock, onSuccess: (response) => keepState(queryClient, response) });
}

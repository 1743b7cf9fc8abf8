import type { AdminPlayerList, DecideBidResponse, Owner, PendingBidList, SavePlayerRequest } from '@arena/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from '../../api/keys';

/** GET /api/admin/marketplace/players: every player with leading bid, bid and owner counts. */
export function useAdminPlayers() {
  return useQuery({ queryKey: marketKeys.adminPlayers, queryFn: () => api.get<AdminPlayerList>('/api/admin/marketplace/players') });
}

/** GET /api/admin/marketplace/bids: Pending Mob Requests. */
export function usePendingBids() {
  return useQuery({ queryKey: marketKeys.adminBids, queryFn: () => api.get<PendingBidList>('/api/admin/marketplace/bids') });
}

/** GET /api/admin/marketplace/players/:id/owners. */
export function useOwners(playerId: string | null) {
  return useQuery({
    queryKey: marketKeys.adminOwners(playerId ?? ''),
    queryFn: () => api.get<{ items: Owner[] }>(`/api/admin/marketplace/players/${playerId}/owners`),
    enabled: playerId !== null,
  });
}

const invalidateAll = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: marketKeys.all });

/** POST /api/admin/marketplace/players (new) or PUT …/:id (edit). */
export function useSavePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; body: SavePlayerRequest }) =>
      input.id
        ? api.put<{ message: string }>(`/api/admin/marketplace/players/${input.id}`, input.body)
        : api.post<{ message: string }>('/api/admin/marketplace/players', input.body),
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** POST /api/admin/marketplace/images (multipart `image`) → the stored image's public URL. */
export function useUploadPlayerImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.post<{ imageUrl: string }>('/api/admin/marketplace/images', form);
    },
  });
}

/** PATCH /api/admin/marketplace/ownerships/:id { status }. */
export function useUpdateOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: Owner['status'] }) =>
      api.patch<{ message: string; owner: Owner }>(`/api/admin/marketplace/ownerships/${input.id}`, { status: input.status }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** POST /api/admin/marketplace/bids/:id/approve | reject; each click carries its own Idempotency-Key. */
export function useDecideBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'reject'; idempotencyKey: string }) =>
      api.post<DecideBidResponse>(`/api/admin/marketplace/bids/${input.id}/${input.decision}`, undefined, {
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSettled: () => invalidateAll(queryClient),
  });
}

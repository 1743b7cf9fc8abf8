import type { BidHistory } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './keys';

/** GET /api/marketplace/players/:id/bids: by amount then time, highest first. */
export function getBidHistory(playerId: string): Promise<BidHistory> {
  return api.get<BidHistory>(`/api/marketplace/players/${playerId}/bids`);
}

export function useBidHistory(playerId: string | null) {
  return useQuery({ queryKey: marketKeys.history(playerId ?? ''), queryFn: () => getBidHistory(playerId!), enabled: playerId !== null });
}

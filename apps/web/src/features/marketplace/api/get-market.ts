import type { MarketList, MarketListQuery } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './keys';

/** GET /api/marketplace/players: active players with leading bid, bid count and the user's own bid, in one query. */
export function getMarket(query: MarketListQuery): Promise<MarketList> {
  return api.get<MarketList>('/api/marketplace/players', { query: { search: query.search, duration: query.duration, sort: query.sort } });
}

export function useMarket(query: MarketListQuery) {
  return useQuery({ queryKey: marketKeys.marketList(query), queryFn: () => getMarket(query), placeholderData: keepPreviousData });
}

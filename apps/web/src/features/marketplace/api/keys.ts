import type { MarketListQuery, myPlayerStatusFilters } from '@arena/shared';

/** Query keys of the marketplace; `marketKeys.all` covers the Market, histories, My Players and the admin lists. */
export const marketKeys = {
  all: ['marketplace'] as const,
  market: ['marketplace', 'market'] as const,
  marketList: (query: MarketListQuery) => ['marketplace', 'market', query] as const,
  history: (playerId: string) => ['marketplace', 'history', playerId] as const,
  myPlayers: (query: { search?: string; status: (typeof myPlayerStatusFilters)[number] }) => ['marketplace', 'my-players', query] as const,
  adminPlayers: ['marketplace', 'admin', 'players'] as const,
  adminOwners: (playerId: string) => ['marketplace', 'admin', 'owners', playerId] as const,
  adminBids: ['marketplace', 'admin', 'bids'] as const,
};

import type { MyPlayers, myPlayerStatusFilters } from '@arena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './keys';

export type MyPlayerStatusFilter = (typeof myPlayerStatusFilters)[number];

/** GET /api/my-players: the user's players, newest first, status as of now. */
export function getMyPlayers(query: { search?: string; status: MyPlayerStatusFilter }): Promise<MyPlayers> {
  return api.get<MyPlayers>('/api/my-players', { query });
}

export function useMyPlayers(query: { search?: string; status: MyPlayerStatusFilter }) {
  return useQuery({ queryKey: marketKeys.myPlayers(query), queryFn: () => getMyPlayers(query), placeholderData: keepPreviousData });
}

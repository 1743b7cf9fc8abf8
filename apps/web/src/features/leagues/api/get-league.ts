import type { League, LeagueDetail } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** GET /api/leagues/:id: the league with its standings (started or completed) and the user's team. */
export function getLeague(id: string): Promise<LeagueDetail> {
  return api.get<LeagueDetail>(`/api/leagues/${id}`);
}

/**
 * One league; while it loads, the list's copy of it stands in (without standings), so the detail view
 * opens at once. The realtime `standings` event refetches it (../realtime.ts).
 */
export function useLeague(id: string | null, fromList?: League) {
  return useQuery({
    queryKey: leagueKeys.detail(id ?? ''),
    queryFn: () => getLeague(id!),
    enabled: id !== null,
    placeholderData: fromList && fromList.id === id ? { ...fromList, standings: [], myTeamId: null } : undefined,
  });
}

import type { CompetitionList } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys } from './keys';

/** GET /api/leagues/:id/competitions: the league's competitions by start date. */
export function getCompetitions(leagueId: string): Promise<CompetitionList> {
  return api.get<CompetitionList>(`/api/leagues/${leagueId}/competitions`);
}

/** The competitions of the chosen league; nothing until a league is chosen. */
export function useCompetitions(leagueId: string | null) {
  return useQuery({ queryKey: requestKeys.competitions(leagueId ?? ''), queryFn: () => getCompetitions(leagueId!), enabled: !!leagueId });
}

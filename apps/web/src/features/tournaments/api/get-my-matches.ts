import type { MyMatchList } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tournamentKeys } from './keys';

/** GET /api/tournaments/:id/my-matches: the caller's matches in one tournament (opponent, date, result), in date order. */
export function getMyTournamentMatches(tournamentId: string): Promise<MyMatchList> {
  return api.get<MyMatchList>(`/api/tournaments/${tournamentId}/my-matches`);
}

export function useMyTournamentMatches(tournamentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: tournamentKeys.myMatches(tournamentId),
    queryFn: () => getMyTournamentMatches(tournamentId),
    enabled: options.enabled ?? true,
  });
}

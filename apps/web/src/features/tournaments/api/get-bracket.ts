import type { TournamentBracket } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tournamentKeys } from './keys';

/** GET /api/tournaments/:id/bracket: the live bracket (rounds ascending, owners, scores, winners) and the champion. */
export function getTournamentBracket(tournamentId: string): Promise<TournamentBracket> {
  return api.get<TournamentBracket>(`/api/tournaments/${tournamentId}/bracket`);
}

export function useTournamentBracket(tournamentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: tournamentKeys.bracket(tournamentId), queryFn: () => getTournamentBracket(tournamentId), enabled: options.enabled ?? true });
}

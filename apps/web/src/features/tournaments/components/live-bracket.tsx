import { t } from '@arena/shared';
import { Alert, Skeleton, Text } from '@mantine/core';
import { useTournamentBracket } from '../api/get-bracket';
import { BracketView } from './bracket';

/** A tournament's live bracket (GET /api/tournaments/:id/bracket); refetched on every `tournament` event, so scores and winners appear as the admin enters them. */
export function LiveBracket({ tournamentId, tournamentName, currentUserId }: { tournamentId: string; tournamentName: string; currentUserId: string | null }) {
  const query = useTournamentBracket(tournamentId);
  if (query.isPending) return <Skeleton height={240} radius="md" />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {t('tournamentUi.bracketLoadFailed')}
      </Alert>
    );
  if (query.data.rounds.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('tournamentUi.noBracket')}
      </Text>
    );
  const champion = query.data.champion;
  return (
    <BracketView
      rounds={query.data.rounds}
      champion={champion ? { name: champion.name, userId: champion.userId, userName: champion.userName } : null}
      currentUserId={currentUserId}
      label={t('tournamentRankings.bracketRegion', { tournament: tournamentName })}
    />
  );
}

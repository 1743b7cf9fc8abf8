import { roundLabel, t, type MyMatch } from '@arena/shared';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { useMyTournamentMatches } from '../api/get-my-matches';

const RESULT_COLOR: Record<MyMatch['result'], string> = { won: 'teal', lost: 'red', draw: 'gray', pending: 'blue' };

function ResultBadge({ match }: { match: MyMatch }) {
  return (
    <Badge color={RESULT_COLOR[match.result]} variant="light" tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
      {t(`tournamentUi.result.${match.result}`)}
      {match.score ? ` · ${match.score}` : ''}
    </Badge>
  );
}

function Opponent({ match }: { match: MyMatch }) {
  if (!match.opponent)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('tournaments.tbd')}
      </Text>
    );
  return (
    <div>
      <Text size="sm" fw={600}>
        {match.opponent.name}
      </Text>
      {match.opponent.userName && (
        <Text size="xs" c="dimmed">
          {match.opponent.userName}
        </Text>
      )}
    </div>
  );
}

/** The user's own matches in one tournament (opponent, date, result); a table from 768 px, cards below. Live through the feature's realtime handler. */
export function MyMatches({ tournamentId }: { tournamentId: string }) {
  const isMobile = useIsMobile();
  const query = useMyTournamentMatches(tournamentId);

  if (query.isPending) return <Skeleton height={64} radius="md" />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {t('tournaments.loadFailed')}
      </Alert>
    );
  if (query.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('tournamentUi.noMyMatches')}
      </Text>
    );

  if (isMobile) {
    return (
      <Stack gap="xs">
        {query.data.items.map((m) => (
          <Paper key={m.id} withBorder p="sm" radius="md" data-testid="my-match">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="xs" fw={700} c="dimmed">
                  {roundLabel(m.roundNumber)} · {formatDateTime(m.date)}
                </Text>
                <Text size="sm">
                  {m.myTeam.name} {t('tournamentRankings.vs')}
                </Text>
                <Opponent match={m} />
              </Stack>
              <ResultBadge match={m} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tournamentUi.round')}</Table.Th>
            <Table.Th>{t('tournamentUi.opponent')}</Table.Th>
            <Table.Th>{t('tournamentUi.date')}</Table.Th>
            <Table.Th>{t('tournamentUi.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.items.map((m) => (
            <Table.Tr key={m.id} data-testid="my-match">
              <Table.Td>{roundLabel(m.roundNumber)}</Table.Td>
              <Table.Td>
                <Opponent match={m} />
              </Table.Td>
              <Table.Td>{formatDateTime(m.date)}</Table.Td>
              <Table.Td>
                <ResultBadge match={m} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

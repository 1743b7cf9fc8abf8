import { formatCents, t, type MessageId, type RankingRow } from '@arena/shared';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';

/** The player's statistics from their global ranking row (zeros until they are ranked). */
export function StatisticsCard({ me }: { me: RankingRow | null }) {
  const stats: { labelId: MessageId; value: string }[] = [
    { labelId: 'dashboard.stat.matches', value: String(me?.matchesPlayed ?? 0) },
    { labelId: 'dashboard.stat.wins', value: String(me?.wins ?? 0) },
    { labelId: 'dashboard.stat.winRate', value: `${me?.winRate ?? 0}%` },
    { labelId: 'dashboard.stat.earnings', value: formatCents(me?.totalEarningsCents ?? 0) },
    { labelId: 'dashboard.stat.tournamentsWon', value: String(me?.tournamentsWon ?? 0) },
    { labelId: 'dashboard.stat.leaguesWon', value: String(me?.leaguesWon ?? 0) },
  ];
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" component="section" aria-labelledby="dashboard-stats-title">
      <Title order={2} fz="lg" mb="sm" id="dashboard-stats-title">
        {t('dashboard.statistics')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
        {stats.map((s) => (
          <div key={s.labelId}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {t(s.labelId)}
            </Text>
            <Text component="dd" m={0} fz="lg" fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {s.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

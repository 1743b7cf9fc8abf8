import { formatCents, t, type RankingRow } from '@arena/shared';
import { Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { PlayerName } from './player-name';
import { PODIUM_COLORS, RankMark } from './rank-mark';

/** One of the top 3 (highlighted card); opens the player's profile. */
export function PodiumCard({ row, place, onOpen }: { row: RankingRow; place: number; onOpen: (row: RankingRow) => void }) {
  const color = PODIUM_COLORS[place - 1] ?? 'gray';
  return (
    <UnstyledButton
      onClick={() => onOpen(row)}
      aria-label={t('rankings.detailsOf', { name: row.fullName?.trim() || t('rankings.anonymous') })}
      data-testid="podium-card"
    >
      <Card
        withBorder
        radius="lg"
        padding="md"
        h="100%"
        style={{
          borderColor: `var(--mantine-color-${color}-5)`,
          borderWidth: 2,
          background: `linear-gradient(160deg, var(--mantine-color-${color}-light) 0%, var(--mantine-color-body) 70%)`,
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <RankMark rank={row.rankPosition} size="lg" />
            <Text fw={800} fz="lg" c="teal.9" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(row.totalEarningsCents)}
            </Text>
          </Group>
          <PlayerName row={row} fz="lg" />
          <SimpleGrid cols={3} spacing="xs">
            {[
              [t('rankings.col.matches'), String(row.matchesPlayed)],
              [t('rankings.col.wins'), String(row.wins)],
              [t('rankings.col.winRate'), `${row.winRate}%`],
            ].map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={700}>{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

import { formatCents, t, type RankingRow } from '@arena/shared';
import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';

const medal = ['yellow', 'gray', 'orange'] as const;

/** The top 5 of the global ranking (user spec §9); the player's own row is tagged 'You'. */
export function TopPlayers({ players }: { players: RankingRow[] }) {
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" component="section" aria-labelledby="dashboard-top-title">
      <Title order={2} fz="lg" mb="sm" id="dashboard-top-title">
        {t('dashboard.topPlayers')}
      </Title>
      {players.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.noTopPlayers')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {players.map((p) => {
            const name = p.fullName?.trim() || t('rankings.anonymous');
            return (
              <Group key={p.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar radius="xl" size={34} color={p.rankPosition <= 3 ? medal[p.rankPosition - 1] : 'blue'} variant="light">
                    {p.rankPosition <= 3 ? <IconCrown size={18} aria-label={`#${p.rankPosition}`} /> : `#${p.rankPosition}`}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600} truncate>
                        {name}
                      </Text>
                      {p.isMe && (
                        <Badge size="xs" variant="filled">
                          {t('rankings.you')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('rankings.rankN', { rank: p.rankPosition })} · {p.wins} {t('dashboard.stat.wins').toLowerCase()}
                    </Text>
                  </div>
                </Group>
                <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatCents(p.totalEarningsCents)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

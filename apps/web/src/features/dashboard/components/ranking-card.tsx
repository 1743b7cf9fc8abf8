import { formatCents, rankLabel, t, type RankingList } from '@arena/shared';
import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const labelColor = { 'Elite Player': 'yellow', 'Top Player': 'grape', 'Rising Star': 'teal' } as const;

/** The global ranking card (user spec §2, §9): the player's position with its label ('Elite Player' up to 10, 'Top Player' up to 50, else 'Rising Star'). */
export function RankingCard({ ranking }: { ranking: RankingList }) {
  const me = ranking.me;
  const label = me ? rankLabel(me.rankPosition) : null;
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" component="section" aria-labelledby="dashboard-ranking-title">
      <Stack h="100%" justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="indigo">
            <IconWorld size={22} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg" id="dashboard-ranking-title">
            {t('dashboard.globalRanking')}
          </Title>
        </Group>
        {me && label ? (
          <div>
            <Text size="sm" c="dimmed">
              {t('dashboard.yourRank')}
            </Text>
            <Group gap="sm" align="baseline">
              <Text fz={40} fw={800} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('dashboard.rankOf', { rank: me.rankPosition })}
              </Text>
              <Badge color={labelColor[label]} variant="light" size="lg">
                {t(`dashboard.rankLabel.${label}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {t('dashboard.stat.earnings')}: {formatCents(me.totalEarningsCents)}
            </Text>
          </div>
        ) : (
          <div>
            <Text fw={700}>{t('dashboard.notRanked')}</Text>
            <Text size="sm" c="dimmed">
              {t('dashboard.notRankedHint')}
            </Text>
          </div>
        )}
        <Anchor component={Link} to={paths.globalRankings} size="sm" fw={600}>
          <Group gap={4} wrap="nowrap">
            {t('dashboard.viewRankings')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}

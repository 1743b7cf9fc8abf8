import { achievementsOf, formatCents, rankLabel, rankingProgress, t, type RankingRow } from '@arena/shared';
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconCrown, IconStar, IconTrophy, type Icon } from '@tabler/icons-react';
import type { RankingAchievement } from '@arena/shared';
import { PlayerName } from './player-name';
import { RankMark } from './rank-mark';

const ACHIEVEMENT_ICONS: Record<RankingAchievement, Icon> = {
  top10: IconStar,
  tournamentChampion: IconTrophy,
  leagueChampion: IconCrown,
  winner: IconAward,
};

function StatBar({ label, value, shown, progress, color }: { label: string; value: number; shown: string; progress: number; color: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {shown}
        </Text>
      </Group>
      {/* Progress bars are value / 2, capped at 100 % (user spec §9); the number beside it is what is read out. */}
      <Progress value={progress} color={color} size="sm" aria-hidden data-value={value} />
    </Stack>
  );
}

/** The profile detail of a ranked player (user spec /fyp): titles, matches, wins, win rate, achievements. */
export function PlayerProfile({ row }: { row: RankingRow }) {
  const achievements = achievementsOf(row);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <PlayerName row={row} fz="lg" />
          <Badge variant="light" color={row.rankPosition <= 10 ? 'yellow' : row.rankPosition <= 50 ? 'blue' : 'gray'}>
            {t(`dashboard.rankLabel.${rankLabel(row.rankPosition)}`)}
          </Badge>
        </Stack>
        <RankMark rank={row.rankPosition} size="lg" />
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" c="dimmed">
          {t('rankings.earnings')}
        </Text>
        <Text fz={26} fw={800} c="teal.9" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCents(row.totalEarningsCents)}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <StatBar
          label={t('rankings.tournamentsWon')}
          value={row.tournamentsWon}
          shown={String(row.tournamentsWon)}
          progress={rankingProgress(row.tournamentsWon)}
          color="grape"
        />
        <StatBar
          label={t('rankings.leaguesWon')}
          value={row.leaguesWon}
          shown={String(row.leaguesWon)}
          progress={rankingProgress(row.leaguesWon)}
          color="indigo"
        />
        <StatBar
          label={t('rankings.matchesPlayed')}
          value={row.matchesPlayed}
          shown={String(row.matchesPlayed)}
          progress={rankingProgress(row.matchesPlayed)}
          color="blue"
        />
        <StatBar label={t('rankings.wins')} value={row.wins} shown={String(row.wins)} progress={rankingProgress(row.wins)} color="teal" />
        <StatBar label={t('rankings.winRate')} value={row.winRate} shown={`${row.winRate}%`} progress={rankingProgress(row.winRate)} color="orange" />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('rankings.recentAchievements')}
        </Title>
        {achievements.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('rankings.noAchievements')}
          </Text>
        ) : (
          <Group gap="xs">
            {achievements.map((a) => {
              const AchievementIcon = ACHIEVEMENT_ICONS[a];
              return (
                <Badge
                  key={a}
                  size="lg"
                  variant="light"
                  color={a === 'top10' ? 'yellow' : 'teal'}
                  leftSection={
                    <ThemeIcon size={18} variant="transparent" color="inherit" aria-hidden>
                      <AchievementIcon size={14} />
                    </ThemeIcon>
                  }
                >
                  {t(`rankings.achievement.${a}`)}
                </Badge>
              );
            })}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}

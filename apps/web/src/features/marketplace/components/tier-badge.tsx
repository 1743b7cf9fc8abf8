import { t } from '@arena/shared';
import { Badge, Group, Progress, Text } from '@mantine/core';
import { tierOf } from '../lib/tier';

export function TierBadge({ stats }: { stats: number }) {
  const tier = tierOf(stats);
  return (
    <Badge color={tier.color} variant="light" size="sm">
      {tier.label}
    </Badge>
  );
}

/** Stats out of 100 as a bar in the tier's colour, with the tier label. */
export function StatsBar({ stats }: { stats: number }) {
  const tier = tierOf(stats);
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" c="dimmed">
          {t('market.stats')}
        </Text>
        <Group gap={6}>
          <Text size="sm" fw={700}>
            {stats}
          </Text>
          <TierBadge stats={stats} />
        </Group>
      </Group>
      <Progress value={stats} color={tier.color} size="sm" aria-label={`${t('market.stats')} ${stats} / 100`} />
    </div>
  );
}

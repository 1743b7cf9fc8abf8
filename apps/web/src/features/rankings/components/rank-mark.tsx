import { t } from '@arena/shared';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';

/** Gold, silver and bronze for the top 3. */
export const PODIUM_COLORS = ['yellow', 'gray', 'orange'] as const;

/** '#n', with a crown for the top 3 (admin table, podium cards). */
export function RankMark({ rank, size = 'md' }: { rank: number; size?: 'sm' | 'md' | 'lg' }) {
  const podium = rank >= 1 && rank <= 3 ? PODIUM_COLORS[rank - 1] : null;
  return (
    <Group gap={6} wrap="nowrap">
      {podium && (
        <ThemeIcon size={size === 'lg' ? 34 : 24} radius="xl" variant="light" color={podium} aria-hidden>
          <IconCrown size={size === 'lg' ? 20 : 15} />
        </ThemeIcon>
      )}
      <Text fw={700} fz={size === 'lg' ? 'xl' : 'sm'} style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={t('rankings.rankN', { rank })}>
        #{rank}
      </Text>
    </Group>
  );
}

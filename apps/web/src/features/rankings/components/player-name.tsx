import { t, type RankingRow } from '@arena/shared';
import { Badge, Group, Text, type TextProps } from '@mantine/core';

/** The player's full name, 'Anonymous Player' without one, and a 'You' tag on the caller's own row. */
export function displayName(row: Pick<RankingRow, 'fullName'>): string {
  return row.fullName?.trim() ? row.fullName : t('rankings.anonymous');
}

export function PlayerName({ row, ...textProps }: { row: Pick<RankingRow, 'fullName' | 'isMe'> } & TextProps) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text fw={600} truncate="end" {...textProps}>
        {displayName(row)}
      </Text>
      {row.isMe && (
        <Badge size="sm" variant="filled" color="teal" style={{ flexShrink: 0 }}>
          {t('rankings.you')}
        </Badge>
      )}
    </Group>
  );
}

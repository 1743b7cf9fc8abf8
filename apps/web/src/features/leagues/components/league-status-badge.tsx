import { t, type LeagueStatusValue } from '@arena/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<LeagueStatusValue, string> = { active: 'blue', started: 'teal', completed: 'grape', cancelled: 'gray' };

export function LeagueStatusBadge({ status, size = 'sm' }: { status: LeagueStatusValue; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge color={COLORS[status]} variant="light" size={size}>
      {t(`leagues.status.${status}`)}
    </Badge>
  );
}

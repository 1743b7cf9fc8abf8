import { t, type OwnershipStatus } from '@arena/shared';
import { Badge } from '@mantine/core';

const color: Record<OwnershipStatus, string> = { active: 'teal', expired: 'orange', inactive: 'gray' };

export function OwnershipBadge({ status }: { status: OwnershipStatus }) {
  return (
    <Badge color={color[status]} variant="light">
      {t(`myPlayers.status.${status}`)}
    </Badge>
  );
}

import { tAdmin, type ProtectionStatus } from '@arena/shared';
import { Badge, type MantineColor } from '@mantine/core';

const color: Record<ProtectionStatus, MantineColor> = { none: 'gray', limits: 'blue', timeout: 'orange', exclusion: 'red' };

/** The strongest protection in force on a player: limits, a time-out or a self-exclusion. */
export function ProtectionStatusBadge({ status }: { status: ProtectionStatus }) {
  return (
    <Badge variant="light" color={color[status]} style={{ minWidth: 'max-content' }}>
      {tAdmin(`adminProtection.status.${status}`)}
    </Badge>
  );
}

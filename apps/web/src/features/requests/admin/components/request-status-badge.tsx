import { t, type AdminRequest } from '@arena/shared';
import { Badge } from '@mantine/core';

const color = { pending: 'orange', approved: 'teal', rejected: 'red' } as const;

export function RequestStatusBadge({ status }: { status: AdminRequest['status'] }) {
  return (
    <Badge color={color[status]} variant="light">
      {t(`requestStatus.${status}`)}
    </Badge>
  );
}

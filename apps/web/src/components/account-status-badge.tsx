import { t, type AccountStatus } from '@arena/shared';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

export const accountStatusColor: Record<AccountStatus, MantineColor> = {
  not_verified: 'gray',
  pending: 'yellow',
  verified: 'green',
  banned: 'red',
};

/** Account status (admin spec §4) as a coloured badge: Not Verified, Pending, Verified, Banned. */
export function AccountStatusBadge({ status, ...props }: { status: AccountStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge variant="light" color={accountStatusColor[status]} {...props}>
      {t(`accountStatus.${status}`)}
    </Badge>
  );
}

import { t, type WalletTransaction } from '@arena/shared';
import { Badge, Group, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';

type Status = WalletTransaction['status'];
type Type = WalletTransaction['type'];

export const transactionStatusColor: Record<Status, MantineColor> = {
  pending: 'yellow',
  completed: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

/** Pending, Completed, Rejected or Cancelled as a coloured badge. */
export function TransactionStatusBadge({ status }: { status: Status }) {
  return (
    // min-width: a table column never truncates it to 'PEN…'.
    <Badge variant="light" color={transactionStatusColor[status]} style={{ minWidth: 'max-content' }}>
      {t(`wallet.status.${status}`)}
    </Badge>
  );
}

/** Deposit (money in, green) or Withdrawal (money out, orange), with an arrow. */
export function TransactionTypeLabel({ type, compact }: { type: Type; compact?: boolean }) {
  const deposit = type === 'deposit';
  const Icon = deposit ? IconArrowDownLeft : IconArrowUpRight;
  return (
    <Group gap={compact ? 4 : 8} wrap="nowrap">
      <ThemeIcon variant={compact ? 'transparent' : 'light'} color={deposit ? 'teal' : 'orange'} size={compact ? 18 : 26} radius="xl">
        <Icon size={16} aria-hidden />
      </ThemeIcon>
      <Text size="sm" fw={500}>
        {t(`wallet.type.${type}`)}
      </Text>
    </Group>
  );
}

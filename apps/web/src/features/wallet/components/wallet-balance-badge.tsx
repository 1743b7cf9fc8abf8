import { formatCents } from '@arena/shared';
import { Badge } from '@mantine/core';
import { useMe } from '@/lib/me';

/** The spendable amount as a badge, beside My Wallet in /more. */
export function WalletBalanceBadge() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <Badge variant="light" color="teal" size="md">
      {formatCents(me.wallet.availableCents)}
    </Badge>
  );
}

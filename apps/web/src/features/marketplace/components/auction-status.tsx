import { t, type MarketPlayer } from '@arena/shared';
import { Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatRemaining } from '../lib/use-server-clock';

/**
 * LIVE AUCTION with its countdown while a leading bid runs; 'Auction ended' when the countdown reaches
 * zero; 'Auction ended, awaiting admin approval' once the server reports the leading bid past its end.
 */
export function AuctionStatus({ player, nowMs }: { player: Pick<MarketPlayer, 'auctionState' | 'auctionEndsAt'>; nowMs: number }) {
  if (player.auctionState === 'open' || !player.auctionEndsAt) return null;
  if (player.auctionState === 'ended') {
    return (
      <Text size="sm" fw={600} c="orange.8" data-testid="auction-status">
        {t('market.awaitingApproval')}
      </Text>
    );
  }
  const remaining = formatRemaining(player.auctionEndsAt, nowMs);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="auction-status">
      <Badge color="red" variant="filled" size="sm">
        {t('market.liveAuction')}
      </Badge>
      <Group gap={4} wrap="nowrap">
        <IconClock size={14} aria-hidden />
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {remaining ? t('market.endsIn', { time: remaining }) : t('market.auctionEnded')}
        </Text>
      </Group>
    </Group>
  );
}

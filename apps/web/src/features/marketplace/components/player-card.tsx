import { formatCents, t, type MarketPlayer } from '@arena/shared';
import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { tierOf } from '../lib/tier';
import { AuctionStatus } from './auction-status';
import { PlayerImage } from './player-image';
import { StatsBar } from './tier-badge';

interface PlayerCardProps {
  player: MarketPlayer;
  nowMs: number;
  onBid: (player: MarketPlayer) => void;
  onHistory: (player: MarketPlayer) => void;
}

/** A Market card: image, name, stats with tier label and colour band, contract, price or current bid, bid count, auction state. */
export function PlayerCard({ player, nowMs, onBid, onHistory }: PlayerCardProps) {
  const tier = tierOf(player.stats);
  const current = player.leadingBidCents;
  const ended = player.auctionState === 'ended' || (player.auctionEndsAt !== null && Date.parse(player.auctionEndsAt) <= nowMs);
  return (
    <Card withBorder padding={0} radius="md" data-testid="player-card" data-player={player.name} component="article" aria-label={player.name}>
      <Box h={6} bg={`var(--mantine-color-${tier.color}-6)`} aria-hidden />
      <PlayerImage name={player.name} url={player.imageUrl} height={150} />
      <Stack gap="sm" p="md">
        <Group justify="space-between" align="center" gap={6}>
          <Text fw={700} fz="lg" lineClamp={2} component="h2">
            {player.name}
          </Text>
          {player.iLead && (
            <Badge color="teal" variant="light" size="sm">
              {t('market.youLead')}
            </Badge>
          )}
          {!player.iLead && player.myBidCents !== null && (
            <Badge color="orange" variant="light" size="sm">
              {t('market.youWereOutbid')}
            </Badge>
          )}
        </Group>
        {player.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {player.description}
          </Text>
        )}
        <StatsBar stats={player.stats} />
        <Group justify="space-between" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              {current === null ? t('market.startingPrice') : t('market.currentBid')}
            </Text>
            <Text fw={800} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="current-price">
              {formatCents(current ?? player.priceCents)}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('market.contract')}
            </Text>
            <Text size="sm" fw={600}>
              {t(`market.duration.${player.contractDuration}`)}
            </Text>
          </Stack>
        </Group>
        <Group justify="space-between" gap="xs" mih={24}>
          <AuctionStatus player={player} nowMs={nowMs} />
          <Text size="sm" c="dimmed" data-testid="bid-count">
            {player.bidCount === 1 ? t('market.bidCountOne') : t('market.bidCount', { count: player.bidCount })}
          </Text>
        </Group>
        <Group grow gap="xs">
          <Button
            px="xs"
            leftSection={<IconGavel size={16} aria-hidden />}
            onClick={() => onBid(player)}
            disabled={ended}
            aria-label={`${t('market.placeBid')}: ${player.name}`}
          >
            {t('market.placeBid')}
          </Button>
          <Button px="xs" variant="default" onClick={() => onHistory(player)} aria-label={`${t('market.bidHistory')}: ${player.name}`}>
            {t('market.bidHistory')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

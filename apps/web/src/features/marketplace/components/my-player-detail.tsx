import { formatCents, t, type MyPlayer } from '@arena/shared';
import { Button, List, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatDate } from '@/lib/format';
import { tierOf } from '../lib/tier';
import { PlayerImage } from './player-image';
import { StatsBar } from './tier-badge';
import { OwnershipBadge } from './ownership-badge';

/** Benefits of an owned player: from its tier and its contract (what owning it means in Arena today). */
export function benefitsOf(player: Pick<MyPlayer, 'stats' | 'contractDuration'>): string[] {
  const { tier } = tierOf(player.stats);
  return [
    t(`myPlayers.benefit.${tier}`),
    t('myPlayers.benefit.contract', { duration: t(`market.duration.${player.contractDuration}`) }),
    t('myPlayers.benefit.exclusive'),
  ];
}

/**
 * The detail view of an owned player: stats rating, contract, acquired date, tier, benefits. Use Player
 * is shown disabled with its reason: team lineups do not take marketplace players yet.
 */
export function MyPlayerDetail({ player }: { player: MyPlayer }) {
  const tier = tierOf(player.stats);
  return (
    <Stack gap="md">
      <PlayerImage name={player.name} url={player.imageUrl} height={200} use="detail" />
      <OwnershipBadge status={player.status} />
      {player.description && <Text c="dimmed">{player.description}</Text>}
      <StatsBar stats={player.stats} />
      <SimpleGrid cols={2} spacing="sm">
        <Fact label={t('myPlayers.statsRating')} value={`${player.stats} / 100`} />
        <Fact label={t('myPlayers.tier')} value={tier.label} />
        <Fact label={t('myPlayers.contract')} value={t(`market.duration.${player.contractDuration}`)} />
        <Fact label={t('myPlayers.acquired')} value={formatDate(player.acquiredAt)} />
        {player.expiresAt && (
          <Fact label={player.status === 'expired' ? t('myPlayers.expired') : t('myPlayers.expires')} value={formatDate(player.expiresAt)} />
        )}
        {player.paidCents !== null && <Fact label={t('myPlayers.paid')} value={formatCents(player.paidCents)} />}
      </SimpleGrid>
      <div>
        <Text fw={600} mb={6}>
          {t('myPlayers.benefits')}
        </Text>
        <List spacing={4} size="sm" icon={<IconCheck size={14} aria-hidden />}>
          {benefitsOf(player).map((b) => (
            <List.Item key={b}>{b}</List.Item>
          ))}
        </List>
      </div>
      <Stack gap={4}>
        <Tooltip label={t('myPlayers.usePlayerUnavailable')} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
          <Button disabled data-disabled fullWidth aria-describedby={`use-${player.id}`}>
            {t('myPlayers.usePlayer')}
          </Button>
        </Tooltip>
        <Text id={`use-${player.id}`} size="xs" c="dimmed">
          {t('myPlayers.usePlayerUnavailable')}
        </Text>
      </Stack>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

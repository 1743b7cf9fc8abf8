import { myPlayerStatusFilters, t, type MyPlayer } from '@arena/shared';
import {
  Alert,
  Box,
  Button,
  Card,
  Drawer,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronRight, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { useMyPlayers, type MyPlayerStatusFilter } from '../api/get-my-players';
import { MyPlayerDetail } from '../components/my-player-detail';
import { OwnershipBadge } from '../components/ownership-badge';
import { PlayerImage } from '../components/player-image';
import { TierBadge } from '../components/tier-badge';
import { tierOf } from '../lib/tier';

/**
 * /my-players (user spec): search, status filter (all, active, expired, inactive; the mobile layout
 * starts on inactive), a card grid on desktop and a compact list on mobile, a detail view per player,
 * 'No Players Yet' when there are none.
 */
export function MyPlayersPage() {
  const isMobile = useIsMobile();
  const [status, setStatus] = useState<MyPlayerStatusFilter>(() => (isMobile ? 'inactive' : 'all'));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const players = useMyPlayers({ status, search: debounced || undefined });
  const [openId, setOpenId] = useState<string | null>(null);
  const open = players.data?.items.find((p) => p.id === openId) ?? null;

  return (
    <>
      <PageHeader title={t('myPlayers.title')} description={t('myPlayers.subtitle')} />
      <Stack gap="sm" mb="lg">
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('myPlayers.search')}
          aria-label={t('myPlayers.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={isMobile ? undefined : 360}
        />
        <SegmentedControl
          aria-label={t('market.status')}
          value={status}
          onChange={(v) => setStatus(v)}
          data={myPlayerStatusFilters.map((s) => ({ value: s, label: t(`myPlayers.status.${s}`) }))}
          fullWidth={isMobile}
          maw={isMobile ? undefined : 480}
        />
      </Stack>

      {players.isError && !players.data ? (
        <Alert color="red" role="alert">
          {t('myPlayers.loadFailed')}
        </Alert>
      ) : players.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={isMobile ? 72 : 300} radius="md" />
          ))}
        </SimpleGrid>
      ) : players.data.items.length === 0 ? (
        <Stack align="center" py={60} gap="xs">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconUsers size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {t('myPlayers.empty')}
          </Text>
          <Text c="dimmed" ta="center">
            {t('myPlayers.emptyHint')}
          </Text>
          <Button component={Link} to={paths.marketplace} variant="light" mt="xs">
            {t('myPlayers.goToMarket')}
          </Button>
        </Stack>
      ) : isMobile ? (
        <Stack gap="xs">
          {players.data.items.map((p) => (
            <MobileRow key={p.id} player={p} onOpen={() => setOpenId(p.id)} />
          ))}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }}>
          {players.data.items.map((p) => (
            <DesktopCard key={p.id} player={p} onOpen={() => setOpenId(p.id)} />
          ))}
        </SimpleGrid>
      )}

      {isMobile ? (
        <Drawer
          opened={open !== null}
          onClose={() => setOpenId(null)}
          position="bottom"
          size="90%"
          title={open?.name}
          closeButtonProps={{ 'aria-label': t('common.back') }}
        >
          {open && <MyPlayerDetail player={open} />}
        </Drawer>
      ) : (
        <Modal opened={open !== null} onClose={() => setOpenId(null)} title={open?.name} centered>
          {open && <MyPlayerDetail player={open} />}
        </Modal>
      )}
    </>
  );
}

function DesktopCard({ player, onOpen }: { player: MyPlayer; onOpen: () => void }) {
  const tier = tierOf(player.stats);
  return (
    <Card withBorder padding={0} radius="md" data-testid="my-player" data-player={player.name} component="article" aria-label={player.name}>
      <Box h={6} bg={`var(--mantine-color-${tier.color}-6)`} aria-hidden />
      <PlayerImage name={player.name} url={player.imageUrl} height={140} />
      <Stack gap="xs" p="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} lineClamp={1} component="h2" fz="lg">
            {player.name}
          </Text>
          <OwnershipBadge status={player.status} />
        </Group>
        <Group gap="xs">
          <Text size="sm">
            {t('market.stats')}: <b>{player.stats}</b>
          </Text>
          <TierBadge stats={player.stats} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('myPlayers.contract')}: {t(`market.duration.${player.contractDuration}`)} · {t('myPlayers.acquired')} {formatDate(player.acquiredAt)}
        </Text>
        <Button
          variant="light"
          onClick={onOpen}
          rightSection={<IconChevronRight size={16} aria-hidden />}
          aria-label={`${t('myPlayers.details')}: ${player.name}`}
        >
          {t('myPlayers.details')}
        </Button>
      </Stack>
    </Card>
  );
}

function MobileRow({ player, onOpen }: { player: MyPlayer; onOpen: () => void }) {
  const tier = tierOf(player.stats);
  return (
    <UnstyledButton onClick={onOpen} data-testid="my-player" data-player={player.name} aria-label={`${t('myPlayers.details')}: ${player.name}`}>
      <Card withBorder padding="sm" radius="md" style={{ borderLeft: `4px solid var(--mantine-color-${tier.color}-6)` }}>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {player.name}
            </Text>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {player.stats}
              </Text>
              <TierBadge stats={player.stats} />
            </Group>
          </Stack>
          <Group gap={6} wrap="nowrap">
            <OwnershipBadge status={player.status} />
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

import { formatCents, marketDurationFilters, marketSorts, t, type MarketPlayer } from '@arena/shared';
import { Alert, Button, Collapse, Group, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch, IconUsers, IconWallet } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useMe } from '@/lib/me';
import { useWallet, WalletDialog } from '@/features/wallet';
import { useIsMobile } from '@/lib/media';
import { useListParams } from '@/lib/use-list-params';
import { useMarket } from '../api/get-market';
import { BidHistoryDialog } from '../components/bid-history-dialog';
import { PlaceBidDialog } from '../components/place-bid-dialog';
import { PlayerCard } from '../components/player-card';
import { useServerNow } from '../lib/use-server-clock';

const FILTERS = { search: 'text', duration: marketDurationFilters, sort: marketSorts } as const;

/**
 * /mp2, titled Market (user spec): wallet balance button, search, filter panel (contract duration),
 * sort, player cards with live auctions, the place-bid, bid-history and wallet dialogs. The list is
 * refetched when any bid, approval or auction end is announced (realtime `auction` event).
 */
export function MarketPage() {
  const isMobile = useIsMobile();
  const list = useListParams({ filters: FILTERS, pageSize: 100 });
  const query = { search: list.values.search || undefined, duration: list.values.duration, sort: list.values.sort };
  const market = useMarket(query);
  const nowMs = useServerNow(market.data?.serverNow);
  const { data: me } = useMe();
  const wallet = useWallet();
  const [walletOpened, walletDialog] = useDisclosure(false);
  const [filtersOpened, filtersPanel] = useDisclosure(false);
  const [bidId, setBidId] = useState<string | null>(null);
  const [historyId, setHistoryId] = useState<string | null>(null);
  // The dialogs follow the live list, so an open dialog shows the latest bid.
  const byId = useMemo(() => new Map((market.data?.items ?? []).map((p) => [p.id, p])), [market.data]);
  const bidPlayer = bidId ? (byId.get(bidId) ?? null) : null;
  const historyPlayer = historyId ? (byId.get(historyId) ?? null) : null;
  const available = wallet.data?.availableCents ?? me?.wallet?.availableCents;

  const durationOptions = marketDurationFilters.map((d) => ({ value: d, label: t(`market.duration.${d}`) }));
  const filterPanel = (
    <Stack gap="xs">
      <Text size="sm" fw={600} id="duration-label">
        {t('market.duration')}
      </Text>
      <SegmentedControl
        aria-labelledby="duration-label"
        data={durationOptions}
        {...list.select('duration')}
        orientation={isMobile ? 'vertical' : 'horizontal'}
        fullWidth={isMobile}
      />
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={t('market.title')}
        description={t('market.subtitle')}
        actions={
          <Button variant="light" leftSection={<IconWallet size={18} aria-hidden />} onClick={walletDialog.open} data-testid="market-wallet">
            {available === undefined ? t('wallet.available') : `${t('wallet.available')}: ${formatCents(available)}`}
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md" mb="lg">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap={isMobile ? 'wrap' : 'nowrap'}>
            <TextInput
              flex={1}
              miw={isMobile ? '100%' : 220}
              leftSection={<IconSearch size={16} aria-hidden />}
              placeholder={t('market.search')}
              aria-label={t('market.search')}
              {...list.textInput('search')}
            />
            <Select
              w={isMobile ? undefined : 220}
              flex={isMobile ? 1 : undefined}
              label={t('market.sort')}
              data={marketSorts.map((s) => ({ value: s, label: t(`market.sort.${s}`) }))}
              allowDeselect={false}
              {...list.select('sort')}
            />
            {isMobile && (
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                onClick={filtersPanel.toggle}
                aria-expanded={filtersOpened}
              >
                {t('market.filters')}
              </Button>
            )}
          </Group>
          {isMobile ? <Collapse expanded={filtersOpened}>{filterPanel}</Collapse> : filterPanel}
        </Stack>
      </Paper>

      {market.isError && !market.data ? (
        <Alert color="red" role="alert">
          {t('market.loadFailed')}
        </Alert>
      ) : market.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={420} radius="md" />
          ))}
        </SimpleGrid>
      ) : market.data.items.length === 0 ? (
        <Stack align="center" py={60} gap="xs">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconUsers size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {t('market.empty')}
          </Text>
          <Text c="dimmed" ta="center">
            {list.isFiltered ? t('market.emptySearch') : t('market.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }}>
          {market.data.items.map((player: MarketPlayer) => (
            <PlayerCard key={player.id} player={player} nowMs={nowMs} onBid={(p) => setBidId(p.id)} onHistory={(p) => setHistoryId(p.id)} />
          ))}
        </SimpleGrid>
      )}

      <PlaceBidDialog player={bidPlayer} onClose={() => setBidId(null)} />
      <BidHistoryDialog player={historyPlayer} onClose={() => setHistoryId(null)} />
      <WalletDialog opened={walletOpened} onClose={walletDialog.close} />
    </>
  );
}

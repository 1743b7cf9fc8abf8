import { formatCents, rankingSorts, rankLabel, RANKINGS_PODIUM, t, type RankingRow } from '@arena/shared';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconChevronRight, IconSearch, IconTrophy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { RefreshButton } from '@/components/refresh-button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useIsMobile } from '@/lib/media';
import { useListParams } from '@/lib/use-list-params';
import { useRankings } from '../api/get-rankings';
import { PlayerName, displayName } from '../components/player-name';
import { PlayerProfile } from '../components/player-profile';
import { PodiumCard } from '../components/podium-card';
import { RankMark } from '../components/rank-mark';

const FILTERS = { search: 'text', sort: rankingSorts } as const;

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * /fyp, Global Rankings (user spec): search, sort by Rank, Earnings, Tournaments or Leagues, Refresh; the top 3
 * as highlighted cards, the rest as 'Rankings 4-100' (a table from 768 px, a list below); a row opens the
 * player's profile (a dialog on desktop, a page with Back on a phone). Follows the `rankings` realtime event.
 */
export function GlobalRankingsPage() {
  const isMobile = useIsMobile();
  const list = useListParams({ filters: FILTERS, pageSize: 100 });
  const query = useRankings({ search: list.values.search || undefined, sort: list.values.sort });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const items = query.data?.items;
  const me = query.data?.me ?? null;
  const selected = useMemo(() => {
    if (!selectedId) return null;
    return items?.find((r) => r.userId === selectedId) ?? (me?.userId === selectedId ? me : null);
  }, [items, me, selectedId]);
  const podium = items?.slice(0, RANKINGS_PODIUM) ?? [];
  const rest = items?.slice(RANKINGS_PODIUM);
  const open = (row: RankingRow) => setSelectedId(row.userId);

  // A phone shows the profile in place of the list, with Back.
  if (isMobile && selected) {
    return (
      <>
        <PageHeader title={t('rankings.profile')} />
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => setSelectedId(null)} mb="md" px={0}>
          {t('common.back')}
        </Button>
        <Paper withBorder radius="lg" p="md">
          <PlayerProfile row={selected} />
        </Paper>
      </>
    );
  }

  const sortOptions = rankingSorts.map((s) => ({ value: s, label: t(`rankings.sort.${s}`) }));
  const columns: DataTableColumn<RankingRow>[] = [
    { header: t('rankings.col.rank'), cell: (r) => <RankMark rank={r.rankPosition} />, width: 90 },
    { header: t('rankings.col.user'), cell: (r) => <PlayerName row={r} size="sm" /> },
    {
      header: t('rankings.col.matches'),
      align: 'right',
      cell: (r) => (
        <Text size="sm" style={tabular}>
          {r.matchesPlayed}
        </Text>
      ),
    },
    {
      header: t('rankings.col.wins'),
      align: 'right',
      cell: (r) => (
        <Text size="sm" style={tabular}>
          {r.wins}
        </Text>
      ),
    },
    {
      header: t('rankings.col.winRate'),
      align: 'right',
      cell: (r) => (
        <Text size="sm" style={tabular}>
          {r.winRate}%
        </Text>
      ),
    },
    {
      header: t('rankings.col.earnings'),
      align: 'right',
      cell: (r) => (
        <Text size="sm" fw={600} c="teal.9" style={tabular}>
          {formatCents(r.totalEarningsCents)}
        </Text>
      ),
    },
    {
      header: t('rankings.col.details'),
      align: 'right',
      cell: (r) => (
        <Button size="compact-sm" variant="light" onClick={() => open(r)} aria-label={t('rankings.detailsOf', { name: displayName(r) })}>
          {t('rankings.details')}
        </Button>
      ),
    },
  ];

  const empty = items !== undefined && items.length === 0;

  return (
    <>
      <PageHeader title={t('rankings.title')} description={t('rankings.subtitle')} actions={<RefreshButton queries={[query]} />} />
      <Paper withBorder radius="md" p="md" mb="lg">
        <Group gap="sm" align="flex-end" wrap={isMobile ? 'wrap' : 'nowrap'}>
          <TextInput
            flex={1}
            miw={isMobile ? '100%' : 220}
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t('rankings.search')}
            aria-label={t('rankings.search')}
            {...list.textInput('search')}
          />
          {isMobile ? (
            <Select w="100%" label={t('rankings.sortBy')} data={sortOptions} allowDeselect={false} {...list.select('sort')} />
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="rankings-sort-label">
                {t('rankings.sortBy')}
              </Text>
              <SegmentedControl aria-labelledby="rankings-sort-label" data={sortOptions} {...list.select('sort')} />
            </Stack>
          )}
        </Group>
      </Paper>

      {me && !empty && <MyRankCard row={me} onOpen={open} />}

      {query.isError && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {t('rankings.loadFailed')}
        </Alert>
      )}

      {query.isPending ? (
        <Stack gap="md" aria-busy>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={150} radius="lg" />
            ))}
          </SimpleGrid>
          <Skeleton height={260} radius="md" />
        </Stack>
      ) : empty ? (
        <Stack align="center" py={60} gap="xs">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconTrophy size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t('rankings.emptyTitle')}
          </Title>
          <Text c="dimmed" ta="center">
            {list.values.search ? t('rankings.emptySearch') : t('rankings.emptyNone')}
          </Text>
        </Stack>
      ) : items ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {podium.map((row, i) => (
              <PodiumCard key={row.id} row={row} place={i + 1} onOpen={open} />
            ))}
          </SimpleGrid>
          {rest && rest.length > 0 && (
            <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
              <Title order={2} fz="lg" mb="sm">
                {t('rankings.tableTitle')}
              </Title>
              <DataTable
                label={t('rankings.tableTitle')}
                query={{ ...query, data: { items: rest } }}
                rowKey={(r) => r.id}
                columns={columns}
                renderCard={(r) => <RankingListItem row={r} onOpen={open} />}
                emptyText={t('rankings.emptySearch')}
                errorText={() => t('rankings.loadFailed')}
                skeletonRows={8}
              />
            </Paper>
          )}
        </Stack>
      ) : null}

      <Modal opened={!isMobile && selected !== null} onClose={() => setSelectedId(null)} title={t('rankings.profile')} centered size="lg">
        {selected && <PlayerProfile row={selected} />}
      </Modal>
    </>
  );
}

/** A row of 'Rankings 4-100' on a phone: rank, name, earnings; opens the profile. */
function RankingListItem({ row, onOpen }: { row: RankingRow; onOpen: (row: RankingRow) => void }) {
  return (
    <UnstyledButton onClick={() => onOpen(row)} aria-label={t('rankings.detailsOf', { name: displayName(row) })} w="100%">
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <div style={{ minWidth: 36 }}>
              <RankMark rank={row.rankPosition} />
            </div>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <PlayerName row={row} size="sm" />
              <Text size="xs" c="dimmed">
                {t('rankings.col.wins')} {row.wins} · {t('rankings.col.winRate')} {row.winRate}%
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={700} c="teal.9" style={tabular}>
              {formatCents(row.totalEarningsCents)}
            </Text>
            <IconChevronRight size={16} aria-hidden />
          </Group>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** The caller's own place, wherever it ranks. */
function MyRankCard({ row, onOpen }: { row: RankingRow; onOpen: (row: RankingRow) => void }) {
  return (
    <Paper withBorder radius="md" p="sm" mb="lg" style={{ borderLeft: '4px solid var(--mantine-color-teal-6)' }} data-testid="my-rank">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('rankings.yourRank')}
          </Text>
          <RankMark rank={row.rankPosition} />
          <Text size="sm" fw={600}>
            {t(`dashboard.rankLabel.${rankLabel(row.rankPosition)}`)}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" fw={700} c="teal.9" style={tabular}>
            {formatCents(row.totalEarningsCents)}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => onOpen(row)}>
            {t('rankings.details')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

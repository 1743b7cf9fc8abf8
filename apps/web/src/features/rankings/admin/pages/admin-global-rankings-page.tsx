import { formatCents, t, type AdminRankingRow, tAdmin } from '@arena/shared';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalculator, IconInfoCircle, IconPencil, IconSearch, IconTrash, IconUserPlus, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { ExportCsvButton } from '@/components/export-csv-button';
import { useListParams } from '@/lib/use-list-params';
import { RankMark } from '../../components/rank-mark';
import { useAddAllRankings, useAdminRankings, useRecalculateRankings } from '../api/admin-rankings';
import { AddRankingModal } from '../components/add-ranking-modal';
import { DeleteRankingModal } from '../components/delete-ranking-modal';
import { EditRankingModal } from '../components/edit-ranking-modal';
import { rankingError } from '../components/ranking-errors';
import { RankingCorrections } from '../components/ranking-corrections';

const PAGE_SIZE = 20;
const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

const columns: DataTableColumn<AdminRankingRow>[] = [
  {
    get header() {
      return tAdmin('adminRankings.col.rank');
    },
    card: 'aside',
    width: 100,
    cell: (r) => <RankMark rank={r.rankPosition} />,
  },
  {
    get header() {
      return tAdmin('adminRankings.col.user');
    },
    card: 'title',
    cell: (r) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {r.fullName ?? t('rankings.anonymous')}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {r.email}
        </Text>
        <RankingCorrections row={r} />
      </Stack>
    ),
  },
  {
    get header() {
      return tAdmin('adminRankings.col.matches');
    },
    align: 'right',
    cell: (r) => (
      <Text size="sm" style={tabular}>
        {r.matchesPlayed}
      </Text>
    ),
  },
  {
    get header() {
      return tAdmin('adminRankings.col.wins');
    },
    align: 'right',
    cell: (r) => (
      <Text size="sm" style={tabular}>
        {r.wins}
      </Text>
    ),
  },
  {
    get header() {
      return tAdmin('adminRankings.col.winRate');
    },
    align: 'right',
    cell: (r) => (
      <Text size="sm" style={tabular}>
        {r.winRate}
      </Text>
    ),
  },
  {
    get header() {
      return tAdmin('adminRankings.col.earnings');
    },
    align: 'right',
    cell: (r) => (
      <Text size="sm" fw={600} style={tabular}>
        {formatCents(r.totalEarningsCents)}
      </Text>
    ),
  },
];

/**
 * /admin/global-rankings (admin spec): search, Recalculate Rankings, Add All Users, Add User, the table with a
 * crown for the top 3, Edit and Delete. An edit is kept as a correction of what results earned (decision 040),
 * marked 'Corrected' on its row.
 */
export function AdminGlobalRankingsPage() {
  const list = useListParams({ filters: { search: 'text' }, pageSize: PAGE_SIZE });
  const query = useAdminRankings(list.query);
  const recalculate = useRecalculateRankings();
  const addAll = useAddAllRankings();
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<{ kind: 'edit' | 'delete'; row: AdminRankingRow; open: boolean } | null>(null);
  const close = () => setDialog((current) => (current ? { ...current, open: false } : current));

  const bulk = (mutation: typeof recalculate, wrapper: 'adminRankings.recalculateFailed' | 'adminRankings.addAllFailed') =>
    mutation.mutate(undefined, {
      onSuccess: (response) => notifications.show({ color: 'teal', message: response.message }),
      onError: (error) => notifications.show({ color: 'red', message: rankingError(error, wrapper) }),
    });

  const rowActions = (row: AdminRankingRow, layout: 'table' | 'card') => {
    const name = row.fullName ?? row.email;
    const size = layout === 'card' ? 'lg' : 'md';
    return (
      <>
        <Tooltip label={tAdmin('adminRankings.editOf', { name })}>
          <ActionIcon
            variant="subtle"
            color="blue"
            size={size}
            aria-label={tAdmin('adminRankings.editOf', { name })}
            onClick={() => setDialog({ kind: 'edit', row, open: true })}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={tAdmin('adminRankings.deleteOf', { name })}>
          <ActionIcon
            variant="subtle"
            color="red"
            size={size}
            aria-label={tAdmin('adminRankings.deleteOf', { name })}
            onClick={() => setDialog({ kind: 'delete', row, open: true })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={tAdmin('adminRankings.title')}
        description={tAdmin('adminRankings.subtitle')}
        actions={
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconCalculator size={16} aria-hidden />}
              loading={recalculate.isPending}
              onClick={() => bulk(recalculate, 'adminRankings.recalculateFailed')}
            >
              {tAdmin('adminRankings.recalculate')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconUsersPlus size={16} aria-hidden />}
              loading={addAll.isPending}
              onClick={() => bulk(addAll, 'adminRankings.addAllFailed')}
            >
              {tAdmin('adminRankings.addAll')}
            </Button>
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {tAdmin('adminRankings.addUser')}
            </Button>
            <ExportCsvButton table="rankings" filter={list.values} />
          </Group>
        }
      />
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} mb="md">
        {tAdmin('adminRankings.manualNote')}
      </Alert>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <TextInput
          aria-label={t('common.search')}
          placeholder={tAdmin('adminRankings.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          {...list.textInput('search')}
          mb="md"
          maw={420}
        />
        <DataTable
          label={tAdmin('adminRankings.title')}
          query={query}
          paging={list}
          rowKey={(r) => r.id}
          columns={columns}
          rowActions={rowActions}
          emptyText={tAdmin('adminRankings.empty')}
          errorText={() => tAdmin('adminRankings.loadFailed')}
          minWidth={760}
        />
      </Paper>

      <AddRankingModal opened={adding} onClose={() => setAdding(false)} />
      <EditRankingModal row={dialog?.kind === 'edit' ? dialog.row : null} opened={dialog?.kind === 'edit' && dialog.open} onClose={close} />
      <DeleteRankingModal row={dialog?.kind === 'delete' ? dialog.row : null} opened={dialog?.kind === 'delete' && dialog.open} onClose={close} />
    </>
  );
}

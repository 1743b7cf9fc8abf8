import { t, type LeagueMatch, tAdmin } from '@arena/shared';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsShuffle, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { useAdminLeagues } from '../api/leagues';
import { useDeleteMatch, useLeagueMatches } from '../api/matches';
import { ConfirmModal } from '@/components/confirm-modal';
import { GenerateScheduleModal } from '../components/generate-schedule-modal';
import { LeagueMatchFormModal } from '../components/match-form-modal';
import { ScoreCell } from '../components/score-cell';
import { leagueErrorText } from '../lib/error-text';

const PAGE_SIZE = 20;

const columns: DataTableColumn<LeagueMatch>[] = [
  {
    get header() {
      return tAdmin('adminLeagues.match');
    },
    card: 'title',
    cell: (m) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {m.team1.name}{' '}
          <Text span c="dimmed" size="xs">
            vs
          </Text>{' '}
          {m.team2.name}
        </Text>
      </Stack>
    ),
  },
  {
    get header() {
      return tAdmin('adminLeagues.league');
    },
    cell: (m) => <Text size="sm">{m.leagueName}</Text>,
  },
  {
    get header() {
      return tAdmin('adminLeagues.date');
    },
    cell: (m) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(m.date)}
      </Text>
    ),
  },
  {
    get header() {
      return tAdmin('adminLeagues.score');
    },
    cell: (m) => <ScoreCell match={m} />,
  },
];

/**
 * /admin/leagues/matches (admin spec §2): every league match by date with search and a league filter, Add Match,
 * Generate League Schedule, inline score edit (the standings follow in the same transaction) and delete.
 */
export function AdminLeagueMatchesPage() {
  const list = useListParams({ filters: { search: 'text', league: 'text' }, pageSize: PAGE_SIZE });
  const matches = useLeagueMatches({ search: list.values.search || undefined, leagueId: list.values.league || undefined });
  const leagues = useAdminLeagues({ status: 'all' });
  const leagueItems = leagues.data?.items ?? [];
  const remove = useDeleteMatch();
  const [dialog, setDialog] = useState<{ kind: 'add' | 'generate' | 'delete'; match?: LeagueMatch; open: boolean } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const close = () => setDialog((d) => (d ? { ...d, open: false } : d));

  // The server returns the whole (filtered) list; the table shows it a page at a time.
  const all = matches.data?.items;
  const start = (list.page - 1) * PAGE_SIZE;
  const query = {
    ...matches,
    data: all ? { items: all.slice(start, start + PAGE_SIZE), total: all.length } : undefined,
  };

  return (
    <>
      <PageHeader
        title={t('nav.admin.leagueMatches')}
        description={tAdmin('adminLeagues.matchesSubtitle')}
        actions={
          <Group gap="sm">
            <Button variant="default" leftSection={<IconArrowsShuffle size={16} aria-hidden />} onClick={() => setDialog({ kind: 'generate', open: true })}>
              {tAdmin('adminLeagues.generateSchedule')}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add', open: true })}>
              {tAdmin('adminLeagues.addMatch')}
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" mb="md" align="flex-end">
          <TextInput
            aria-label={t('common.search')}
            placeholder={tAdmin('adminLeagues.searchMatches')}
            leftSection={<IconSearch size={16} aria-hidden />}
            {...list.textInput('search')}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Select
            aria-label={tAdmin('adminLeagues.filterLeague')}
            data={[{ value: 'all', label: tAdmin('adminLeagues.allLeagues') }, ...leagueItems.map((l) => ({ value: l.id, label: l.name }))]}
            value={list.values.league || 'all'}
            allowDeselect={false}
            searchable
            onChange={(value) => list.setFilters({ league: !value || value === 'all' ? '' : value })}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        <DataTable
          label={t('nav.admin.leagueMatches')}
          query={query}
          paging={list}
          rowKey={(m) => m.id}
          columns={columns}
          rowActions={(m, layout) => {
            const label = tAdmin('adminLeagues.deleteMatchFor', { team1: m.team1.name, team2: m.team2.name });
            const onClick = () => {
              setDeleteError(null);
              setDialog({ kind: 'delete', match: m, open: true });
            };
            return layout === 'table' ? (
              <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ) : (
              <Button size="sm" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} aria-label={label} onClick={onClick}>
                {tAdmin('adminLeagues.delete')}
              </Button>
            );
          }}
          emptyText={tAdmin('adminLeagues.matchesEmpty')}
          errorText={(error) => leagueErrorText(error, 'adminLeagues.matchesLoadFailed')}
          minWidth={760}
        />
      </Paper>
      <LeagueMatchFormModal opened={dialog?.kind === 'add' && dialog.open} leagues={leagueItems} onClose={close} />
      <GenerateScheduleModal opened={dialog?.kind === 'generate' && dialog.open} leagues={leagueItems} onClose={close} />
      <ConfirmModal
        opened={dialog?.kind === 'delete' && dialog.open}
        title={tAdmin('adminLeagues.deleteMatchTitle')}
        confirmLabel={tAdmin('adminLeagues.delete')}
        loading={remove.isPending}
        error={deleteError}
        onClose={close}
        onConfirm={() => {
          const match = dialog?.match;
          if (!match) return;
          remove.mutate(match.id, {
            onSuccess: (result) => {
              notifications.show({ color: 'teal', message: result.message });
              close();
            },
            onError: (error) => setDeleteError(leagueErrorText(error, 'adminLeagues.matchDeleteFailed')),
          });
        }}
      >
        {dialog?.match ? tAdmin('adminLeagues.deleteMatchConfirm', { team1: dialog.match.team1.name, team2: dialog.match.team2.name }) : ''}
      </ConfirmModal>
    </>
  );
}

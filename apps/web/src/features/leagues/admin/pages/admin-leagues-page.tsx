import { leagueStatuses, t, type AdminLeague, tAdmin } from '@arena/shared';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus, IconSearch, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { DismissibleError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useListParams } from '@/lib/use-list-params';
import {
  useAddAvailableTeam,
  useAddTeam,
  useAdminLeagues,
  useDeleteAvailableTeam,
  useDeleteLeague,
  useDeleteTeam,
  useSetChampion,
  useSetLeagueStatus,
} from '../api/leagues';
import { ChampionModal } from '../components/champion-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { LeagueCard, type LeagueCardAction } from '../components/league-card';
import { LeagueFormModal } from '../components/league-form-modal';
import { TeamNameModal } from '../components/team-name-modal';
import { leagueErrorText } from '../lib/error-text';

const statusFilters = ['all', ...leagueStatuses] as const;
const statusFilterOptions = () =>
  statusFilters.map((s) => ({
    value: s,
    label: s === 'all' ? tAdmin('adminLeagues.allStatuses') : tAdmin(`adminLeagues.status.${s}`),
  }));

type Dialog =
  | { kind: 'form'; league: AdminLeague | null }
  | { kind: 'delete'; league: AdminLeague }
  | { kind: 'cancel'; league: AdminLeague }
  | { kind: 'champion'; league: AdminLeague; teamId: string | null }
  | { kind: 'addTeam'; league: AdminLeague }
  | { kind: 'addAvailableTeam'; league: AdminLeague }
  | { kind: 'deleteTeam'; league: AdminLeague; teamId: string; name: string }
  | { kind: 'deleteAvailableTeam'; league: AdminLeague; availableTeamId: string; name: string };

/**
 * /admin/leagues (admin spec §2): search by name, Create League, and a grid of league cards with the status
 * dropdown, edit, delete (the server refunds unused entry fees, or refuses with its reason), the champion panel,
 * Teams (count/max) with Add Team, Available Teams with Add Available Team, and delete team.
 */
export function AdminLeaguesPage() {
  const list = useListParams({ filters: { search: 'text', status: statusFilters }, pageSize: 100 });
  const leagues = useAdminLeagues({ search: list.values.search || undefined, status: list.values.status });
  const setStatus = useSetLeagueStatus();
  const deleteLeague = useDeleteLeague();
  const setChampion = useSetChampion();
  const addTeam = useAddTeam();
  const addAvailable = useAddAvailableTeam();
  const deleteTeam = useDeleteTeam();
  const deleteAvailable = useDeleteAvailableTeam();
  const keys = useIdempotencyKeys();

  // The dialog stays set while it fades out; `open` says whether it shows.
  const [dialog, setDialog] = useState<{ value: Dialog; open: boolean } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  const open = (value: Dialog) => {
    setBanner(null);
    setDialogError(null);
    setDialog({ value, open: true });
  };
  const close = () => {
    setDialog((current) => (current ? { ...current, open: false } : current));
    setDialogError(null);
  };
  const done = (result: { message: string }) => {
    keys.reset();
    notifications.show({ color: 'teal', message: result.message });
    close();
  };

  const onAction = (league: AdminLeague, action: LeagueCardAction) => {
    switch (action.kind) {
      case 'edit':
        return open({ kind: 'form', league });
      case 'delete':
        return open({ kind: 'delete', league });
      case 'champion':
        return open({ kind: 'champion', league, teamId: action.teamId });
      case 'addTeam':
        return open({ kind: 'addTeam', league });
      case 'addAvailableTeam':
        return open({ kind: 'addAvailableTeam', league });
      case 'deleteTeam':
        return open({ kind: 'deleteTeam', league, teamId: action.teamId, name: action.name });
      case 'deleteAvailableTeam':
        return open({ kind: 'deleteAvailableTeam', league, availableTeamId: action.availableTeamId, name: action.name });
      case 'status':
        // Cancelling gives the paid entry fees back: ask first.
        if (action.status === 'cancelled' && league.paidEntries > 0 && league.status !== 'completed') return open({ kind: 'cancel', league });
        setBanner(null);
        setStatus.mutate(
          { id: league.id, status: action.status },
          {
            onSuccess: (result) => notifications.show({ color: 'teal', message: result.message }),
            onError: (error) => setBanner(leagueErrorText(error, 'adminLeagues.statusUpdateFailed')),
          },
        );
    }
  };

  const current = dialog?.value;
  const items = leagues.data?.items;

  return (
    <>
      <PageHeader
        title={tAdmin('adminLeagues.title')}
        description={tAdmin('adminLeagues.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open({ kind: 'form', league: null })}>
            {tAdmin('adminLeagues.createLeague')}
          </Button>
        }
      />
      <Group gap="sm" mb="md" align="flex-end">
        <TextInput
          aria-label={t('common.search')}
          placeholder={tAdmin('adminLeagues.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          {...list.textInput('search')}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          aria-label={tAdmin('adminLeagues.filterStatus')}
          data={statusFilterOptions()}
          allowDeselect={false}
          {...list.select('status')}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <DismissibleError mb="md" onClose={() => setBanner(null)}>
        {banner}
      </DismissibleError>
      {leagues.isError && !items ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {leagueErrorText(leagues.error, 'adminLeagues.loadFailed')}
        </Alert>
      ) : !items ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={420} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <IconTrophy size={40} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text c="dimmed" mt="sm">
            {list.isFiltered ? tAdmin('adminLeagues.emptySearch') : tAdmin('adminLeagues.empty')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} style={{ opacity: leagues.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((league) => (
            <LeagueCard
              key={league.id}
              league={league}
              statusBusy={setStatus.isPending && setStatus.variables?.id === league.id}
              onAction={(action) => onAction(league, action)}
            />
          ))}
        </SimpleGrid>
      )}

      <LeagueFormModal opened={dialog?.open === true && current?.kind === 'form'} league={current?.kind === 'form' ? current.league : null} onClose={close} />
      <ConfirmModal
        opened={dialog?.open === true && current?.kind === 'delete'}
        title={tAdmin('adminLeagues.deleteTitle')}
        confirmLabel={tAdmin('adminLeagues.delete')}
        loading={deleteLeague.isPending}
        error={dialogError}
        onClose={close}
        onConfirm={() => {
          if (current?.kind !== 'delete') return;
          deleteLeague.mutate(
            { id: current.league.id, idempotencyKey: keys.keyFor({ deleteLeague: current.league.id }) },
            { onSuccess: done, onError: (error) => setDialogError(leagueErrorText(error, 'adminLeagues.deleteFailed')) },
          );
        }}
      >
        {current?.kind === 'delete' && (
          <>
            <Text fw={600}>{current.league.name}</Text>
            <Text>{tAdmin('adminLeagues.deleteConfirm')}</Text>
            {current.league.paidEntries > 0 && current.league.status !== 'completed' && (
              <Text size="sm" c="var(--mantine-color-orange-text)">
                {tAdmin('adminLeagues.deletePaidWarning', { count: current.league.paidEntries })}
              </Text>
            )}
          </>
        )}
      </ConfirmModal>
      <ConfirmModal
        opened={dialog?.open === true && current?.kind === 'cancel'}
        title={tAdmin('adminLeagues.cancelTitle')}
        confirmLabel={tAdmin('adminLeagues.cancelLeague')}
        cancelLabel={tAdmin('adminLeagues.keepLeague')}
        color="orange"
        loading={setStatus.isPending}
        error={dialogError}
        onClose={close}
        onConfirm={() => {
          if (current?.kind !== 'cancel') return;
          setStatus.mutate(
            { id: current.league.id, status: 'cancelled' },
            { onSuccess: done, onError: (error) => setDialogError(leagueErrorText(error, 'adminLeagues.statusUpdateFailed')) },
          );
        }}
      >
        {current?.kind === 'cancel' ? tAdmin('adminLeagues.cancelConfirm', { name: current.league.name, count: current.league.paidEntries }) : ''}
      </ConfirmModal>
      <ChampionModal
        opened={dialog?.open === true && current?.kind === 'champion'}
        league={current && 'league' in current ? current.league : null}
        initialTeamId={current?.kind === 'champion' ? current.teamId : null}
        loading={setChampion.isPending}
        error={dialogError}
        onClose={close}
        onSubmit={(teamId) => {
          if (current?.kind !== 'champion') return;
          setChampion.mutate(
            { id: current.league.id, teamId, idempotencyKey: keys.keyFor({ champion: current.league.id, teamId }) },
            { onSuccess: done, onError: (error) => setDialogError(leagueErrorText(error, 'adminLeagues.setChampionFailed')) },
          );
        }}
      />
      <TeamNameModal
        opened={dialog?.open === true && current?.kind === 'addTeam'}
        title={current?.kind === 'addTeam' ? `${tAdmin('adminLeagues.addTeam')}: ${current.league.name}` : tAdmin('adminLeagues.addTeam')}
        submitLabel={tAdmin('adminLeagues.addTeam')}
        loading={addTeam.isPending}
        error={dialogError}
        onClose={close}
        onSubmit={(name) => {
          if (current?.kind !== 'addTeam') return;
          addTeam.mutate(
            { id: current.league.id, body: { name } },
            { onSuccess: done, onError: (error) => setDialogError(leagueErrorText(error, 'adminLeagues.addTeamFailed')) },
          );
        }}
      />
      <TeamNameModal
        opened={dialog?.open === true && current?.kind === 'addAvailableTeam'}
        title={
          current?.kind === 'addAvailableTeam' ? `${tAdmin('adminLeagues.addAvailableTeam')}: ${current.league.name}` : tAdmin('adminLeagues.addAvailableTeam')
        }
        submitLabel={tAdmin('adminLeagues.addAvailableTeam')}
        loading={addAvailable.isPending}
        error={dialogError}
        onClose={close}
        onSubmit={(name) => {
          if (current?.kind !== 'addAvailableTeam') return;
          addAvailable.mutate(
            { id: current.league.id, body: { name } },
            { onSuccess: done, onError: (error) => setDialogError(leagueErrorText(error, 'adminLeagues.addAvailableTeamFailed')) },
          );
        }}
      />
      <ConfirmModal
        opened={dialog?.open === true && (current?.kind === 'deleteTeam' || current?.kind === 'deleteAvailableTeam')}
        title={tAdmin('adminLeagues.deleteTeamTitle')}
        confirmLabel={tAdmin('adminLeagues.delete')}
        loading={deleteTeam.isPending || deleteAvailable.isPending}
        error={dialogError}
        onClose={close}
        onConfirm={() => {
          if (current?.kind === 'deleteTeam') {
            deleteTeam.mutate(
              { id: current.league.id, teamId: current.teamId },
              { onSuccess: done, onError: (error) => setDialogError(leagueErrorText(error, 'adminLeagues.deleteTeamFailed')) },
            );
          } else if (current?.kind === 'deleteAvailableTeam') {
            deleteAvailable.mutate(
              { id: current.league.id, availableTeamId: current.availableTeamId },
              { onSuccess: done, onError: (error) => setDialogError(leagueErrorText(error, 'adminLeagues.deleteAvailableTeamFailed')) },
            );
          }
        }}
      >
        {current?.kind === 'deleteTeam'
          ? tAdmin('adminLeagues.deleteTeamConfirm', { name: current.name })
          : current?.kind === 'deleteAvailableTeam'
            ? tAdmin('adminLeagues.deleteAvailableTeamConfirm', { name: current.name })
            : ''}
      </ConfirmModal>
    </>
  );
}

import { addTournamentTeamRequest, t, teamNameRequest, type AdminTournament, tAdmin } from '@arena/shared';
import { Autocomplete, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { FormError } from '@/components/form-error';
import { useUsers } from '@/features/users/admin';
import { adminContractResolver } from '@/lib/admin-form';
import { useAddAvailableTeam, useAddTournamentTeam } from '../api/admin-tournaments';
import { actionError } from '../lib/labels';
import { DialogActions } from '@/components/dialog-actions';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Add Available Team: a name unique in the tournament, compared case-insensitively (admin spec §5). */
export function AddAvailableTeamModal({ tournament, onClose }: { tournament: AdminTournament | null; onClose: () => void }) {
  const add = useAddAvailableTeam();
  const checkContract = adminContractResolver<{ name: string }>(teamNameRequest);
  const form = useForm({
    initialValues: { name: '' },
    validate: (values) => {
      const errors = checkContract(values);
      if (!errors.name && tournament?.availableTeams.some((team) => sameName(team.name, values.name))) {
        errors.name = t('tournaments.availableTeamExists', { name: values.name.trim() });
      }
      return errors;
    },
  });
  useEffect(() => {
    if (!tournament) return;
    add.reset();
    form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tournament?.id]);

  const submit = form.onSubmit((values) =>
    add.mutate(
      { tournamentId: tournament!.id, name: values.name.trim() },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened={tournament !== null} onClose={onClose} title={tAdmin('adminTournaments.addAvailableTeam')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={tAdmin('adminTournaments.teamName')} required {...form.getInputProps('name')} data-autofocus />
          <FormError>{add.error ? actionError(add.error, 'tournaments.addAvailableTeamFailed') : null}</FormError>
          <DialogActions onCancel={onClose} loading={add.isPending}>
            {tAdmin('adminTournaments.addAvailableTeam')}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

/** Add Team: a selected team (first stage), named from the available teams or freely, optionally owned by a player. */
export function AddTeamModal({ tournament, onClose }: { tournament: AdminTournament | null; onClose: () => void }) {
  const add = useAddTournamentTeam();
  const checkContract = adminContractResolver<{ name: string; userId: string | null }>(addTournamentTeamRequest);
  const form = useForm<{ name: string; userId: string | null }>({ initialValues: { name: '', userId: null }, validate: checkContract });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const users = useUsers({ search: debounced, page: 1, pageSize: 20 });
  const [userLabels, setUserLabels] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!tournament) return;
    add.reset();
    form.reset();
    setSearch('');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tournament?.id]);

  const free = (tournament?.availableTeams ?? []).filter((a) => !tournament?.teams.some((team) => sameName(team.name, a.name))).map((a) => a.name);
  const found = (users.data?.items ?? [])
    .filter((u) => u.role === 'user')
    .map((u) => ({ value: u.id, label: u.fullName ? `${u.fullName} (${u.email})` : u.email }));
  const selected = form.values.userId;
  const options = selected && !found.some((o) => o.value === selected) ? [{ value: selected, label: userLabels[selected] ?? selected }, ...found] : found;

  const submit = form.onSubmit((values) =>
    add.mutate(
      { tournamentId: tournament!.id, name: values.name.trim(), userId: values.userId },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened={tournament !== null} onClose={onClose} title={tAdmin('adminTournaments.addTeam')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Autocomplete
            label={tAdmin('adminTournaments.teamName')}
            description={tAdmin('adminTournaments.teamNameHint')}
            required
            data={free}
            {...form.getInputProps('name')}
            data-autofocus
          />
          <Select
            label={tAdmin('adminTournaments.owner')}
            placeholder={tAdmin('adminTournaments.ownerPlaceholder')}
            searchable
            clearable
            data={options}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={users.isFetching ? t('common.loading') : tAdmin('adminWallet.noUser')}
            value={form.values.userId}
            onChange={(id) => {
              const label = options.find((o) => o.value === id)?.label;
              if (id && label) setUserLabels((current) => ({ ...current, [id]: label }));
              form.setFieldValue('userId', id);
            }}
          />
          <FormError>{add.error ? actionError(add.error, 'tournaments.addTeamFailed') : null}</FormError>
          <DialogActions onCancel={onClose} loading={add.isPending}>
            {tAdmin('adminTournaments.addTeam')}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

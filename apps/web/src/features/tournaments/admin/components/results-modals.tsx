import {
  defaultResultsDescription,
  defaultResultsName,
  saveResultsRequest,
  setChampionRequest,
  t,
  updateMatchRequest,
  type AdminTournament,
  type BracketMatchView,
  tAdmin,
} from '@arena/shared';
import { Alert, Checkbox, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { FormError } from '@/components/form-error';
import { adminContractResolver } from '@/lib/admin-form';
import { useSaveResults, useSetChampion, useUpdateMatch } from '../api/admin-tournaments';
import { actionError } from '../lib/labels';
import { DialogActions } from '@/components/dialog-actions';

/** Save Tournament Results: name (default '{tournament} - Final Results'), description (default '… as of {date}'), public by default. */
export function SaveResultsModal({ tournament, onClose }: { tournament: AdminTournament | null; onClose: () => void }) {
  const save = useSaveResults();
  const form = useForm({
    initialValues: { name: '', description: '', isPublic: true },
    validate: adminContractResolver<{ name: string; description: string; isPublic: boolean }>(saveResultsRequest),
  });
  useEffect(() => {
    if (!tournament) return;
    save.reset();
    form.setValues({
      name: defaultResultsName(tournament.name),
      description: defaultResultsDescription(tournament.name, dayjs().format('YYYY-MM-DD')),
      isPublic: true,
    });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tournament?.id]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { tournamentId: tournament!.id, body: { name: values.name, description: values.description.trim() || null, isPublic: values.isPublic } },
      {
        onSuccess: (r) => {
          notifications.show({ color: 'teal', message: r.message });
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened={tournament !== null} onClose={onClose} title={tAdmin('admin.tournamentRankings.saveResultsTitle')} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={tAdmin('adminTournaments.resultsName')} required {...form.getInputProps('name')} data-autofocus />
          <Textarea label={tAdmin('adminTournaments.resultsDescription')} autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
          <Checkbox label={t('tournaments.resultsMakePublic')} {...form.getInputProps('isPublic', { type: 'checkbox' })} />
          <FormError>{save.error ? actionError(save.error, 'tournaments.saveFailed') : null}</FormError>
          <DialogActions onCancel={onClose} loading={save.isPending}>
            {t('common.save')}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

/** Set Tournament Champion: a team is required; completes the tournament and pays the prize; cannot be undone. */
export function SetChampionModal({ tournament, onClose }: { tournament: AdminTournament | null; onClose: () => void }) {
  const setChampion = useSetChampion();
  const form = useForm<{ teamId: string | null }>({
    initialValues: { teamId: null },
    validate: adminContractResolver<{ teamId: string | null }>(setChampionRequest, { toRequest: (v) => ({ teamId: v.teamId ?? undefined }) }),
  });
  useEffect(() => {
    if (!tournament) return;
    setChampion.reset();
    form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tournament?.id]);

  const submit = form.onSubmit((values) =>
    setChampion.mutate(
      { tournamentId: tournament!.id, teamId: values.teamId! },
      {
        onSuccess: (r) => {
          notifications.show({ color: 'teal', message: r.message });
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened={tournament !== null} onClose={onClose} title={tAdmin('admin.tournamentRankings.setChampionTitle')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
            {tAdmin('admin.tournamentRankings.setChampionWarning')}
          </Alert>
          <Select
            label={tAdmin('adminTournaments.championTeam')}
            required
            searchable
            data={(tournament?.teams ?? []).map((team) => ({ value: team.id, label: team.userName ? `${team.name} (${team.userName})` : team.name }))}
            {...form.getInputProps('teamId')}
            data-autofocus
          />
          <FormError>{setChampion.error ? actionError(setChampion.error, 'tournaments.setChampionFailed') : null}</FormError>
          <DialogActions onCancel={onClose} color="orange" loading={setChampion.isPending}>
            {tAdmin('admin.tournamentRankings.setChampion')}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

export interface EditValues {
  team1Id: string | null;
  team2Id: string | null;
  score: string;
  winnerId: string | null;
}

const checkEdit = adminContractResolver<EditValues>(updateMatchRequest);

/** The texts of admin spec §5 "Match edit": score 'X-Y', the winner one of the two teams (or empty: draw or pending). */
export function validateEdit(values: EditValues) {
  const errors = checkEdit(values);
  if (values.team1Id && values.team1Id === values.team2Id) errors.team2Id = t('tournaments.sameTeams');
  if (values.winnerId && values.winnerId !== values.team1Id && values.winnerId !== values.team2Id) errors.winnerId = t('tournaments.winnerNotInMatch');
  return errors;
}

/** Edit Match (rankings management): Team 1, Team 2, Score, Winner; each team select disables the other's team. */
export function EditMatchModal({ match, tournament, onClose }: { match: BracketMatchView | null; tournament: AdminTournament | null; onClose: () => void }) {
  const update = useUpdateMatch();
  const form = useForm<EditValues>({ initialValues: { team1Id: null, team2Id: null, score: '', winnerId: null }, validate: validateEdit });
  useEffect(() => {
    if (!match) return;
    update.reset();
    form.setValues({ team1Id: match.team1?.id ?? null, team2Id: match.team2?.id ?? null, score: match.score ?? '', winnerId: match.winnerId });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [match?.id]);

  const teams = tournament?.teams ?? [];
  const options = (other: string | null) => teams.map((team) => ({ value: team.id, label: team.name, disabled: team.id === other }));
  const nameOf = (id: string | null) => teams.find((team) => team.id === id)?.name ?? id ?? '';
  // The current winner stays listed even when a team changes, so the rule's text can explain why it no longer fits.
  const winnerIds = [...new Set([form.values.team1Id, form.values.team2Id, form.values.winnerId].filter((id): id is string => id !== null))];

  const submit = form.onSubmit((values) =>
    update.mutate(
      { matchId: match!.id, body: { team1Id: values.team1Id, team2Id: values.team2Id, score: values.score.trim() || null, winnerId: values.winnerId } },
      {
        onSuccess: (r) => {
          notifications.show({ color: 'teal', message: r.message });
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened={match !== null} onClose={onClose} title={tAdmin('admin.tournamentRankings.editMatch')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select label={tAdmin('adminTournaments.team1')} clearable data={options(form.values.team2Id)} {...form.getInputProps('team1Id')} data-autofocus />
            <Select label={tAdmin('adminTournaments.team2')} clearable data={options(form.values.team1Id)} {...form.getInputProps('team2Id')} />
          </SimpleGrid>
          <TextInput label={tAdmin('adminTournaments.score')} placeholder="2-1" {...form.getInputProps('score')} />
          <Select
            label={tAdmin('adminTournaments.winner')}
            placeholder={tAdmin('adminTournaments.noWinner')}
            clearable
            data={winnerIds.map((id) => ({ value: id, label: nameOf(id) }))}
            {...form.getInputProps('winnerId')}
          />
          <FormError>{update.error ? actionError(update.error, 'tournaments.updateMatchFailed') : null}</FormError>
          <DialogActions onCancel={onClose} loading={update.isPending}>
            {t('common.save')}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

import { createMatchRequest, roundLabel, t, type AdminTournament, type CreateMatchRequest, tAdmin } from '@arena/shared';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { FormError } from '@/components/form-error';
import { adminContractResolver } from '@/lib/admin-form';
import { useCreateMatch } from '../api/admin-tournaments';
import { actionError, toLocalInput } from '../lib/labels';

interface FormValues {
  tournamentId: string | null;
  team1Id: string | null;
  team2Id: string | null;
  date: string;
  score: string;
  roundNumber: string;
}

function toRequest(v: FormValues): CreateMatchRequest {
  return {
    tournamentId: v.tournamentId ?? '',
    team1Id: v.team1Id ?? '',
    team2Id: v.team2Id ?? '',
    date: v.date ? new Date(v.date).toISOString() : '',
    score: v.score,
    roundNumber: Number(v.roundNumber),
  };
}

const validate = adminContractResolver<FormValues>(createMatchRequest, { toRequest });

/**
 * Add Match (admin spec §5 "Match form"): tournament, team 1, team 2 and date-time required, score optional; each
 * team is disabled in the other's list; the team pickers wait for a tournament, and changing it resets both.
 */
export function MatchFormModal({
  opened,
  tournaments,
  initialTournamentId,
  onClose,
}: {
  opened: boolean;
  tournaments: AdminTournament[];
  initialTournamentId: string | null;
  onClose: () => void;
}) {
  const create = useCreateMatch();
  const form = useForm<FormValues>({
    initialValues: { tournamentId: null, team1Id: null, team2Id: null, date: '', score: '', roundNumber: '1' },
    validate,
  });

  useEffect(() => {
    if (!opened) return;
    create.reset();
    const start = tournaments.find((x) => x.id === initialTournamentId)?.startDate;
    form.setValues({ tournamentId: initialTournamentId, team1Id: null, team2Id: null, date: start ? toLocalInput(start) : '', score: '', roundNumber: '1' });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const teams = tournaments.find((x) => x.id === form.values.tournamentId)?.teams ?? [];
  const teamOptions = (other: string | null) => teams.map((team) => ({ value: team.id, label: team.name, disabled: team.id === other }));

  const submit = form.onSubmit((values) =>
    create.mutate(toRequest(values), {
      onSuccess: (r) => {
        notifications.show({ color: 'teal', message: r.message });
        onClose();
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={tAdmin('adminTournaments.addMatch')} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Select
            label={tAdmin('adminTournaments.tournament')}
            required
            searchable
            data={tournaments.map((x) => ({ value: x.id, label: x.name }))}
            {...form.getInputProps('tournamentId')}
            onChange={(id) => {
              form.setFieldValue('tournamentId', id);
              form.setFieldValue('team1Id', null);
              form.setFieldValue('team2Id', null);
            }}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={tAdmin('adminTournaments.team1')}
              required
              disabled={!form.values.tournamentId}
              data={teamOptions(form.values.team2Id)}
              {...form.getInputProps('team1Id')}
            />
            <Select
              label={tAdmin('adminTournaments.team2')}
              required
              disabled={!form.values.tournamentId}
              data={teamOptions(form.values.team1Id)}
              {...form.getInputProps('team2Id')}
            />
            <TextInput type="datetime-local" label={tAdmin('adminTournaments.dateTime')} required {...form.getInputProps('date')} />
            <Select
              label={tAdmin('adminTournaments.round')}
              required
              allowDeselect={false}
              data={[1, 2, 3].map((n) => ({ value: String(n), label: roundLabel(n) }))}
              {...form.getInputProps('roundNumber')}
            />
          </SimpleGrid>
          <TextInput label={tAdmin('adminTournaments.scoreOptional')} placeholder="2-1" {...form.getInputProps('score')} />
          <FormError>{create.error ? actionError(create.error, 'tournaments.saveMatchFailed') : null}</FormError>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

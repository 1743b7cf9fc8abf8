import { createLeagueMatchRequest, t, type AdminLeague, tAdmin } from '@arena/shared';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { FormError } from '@/components/form-error';
import { adminContractResolver } from '@/lib/admin-form';
import { useCreateMatch } from '../api/matches';
import { leagueErrorText } from '../lib/error-text';

interface FormValues {
  leagueId: string;
  team1Id: string;
  team2Id: string;
  /** YYYY-MM-DDTHH:mm (a native date-time input). */
  date: string;
  score: string;
}

const empty: FormValues = { leagueId: '', team1Id: '', team2Id: '', date: '', score: '' };

function toRequest(v: FormValues) {
  return { leagueId: v.leagueId, team1Id: v.team1Id, team2Id: v.team2Id, date: v.date ? dayjs(v.date).toISOString() : '', score: v.score };
}

/**
 * Add Match (admin spec §5 match form): league, team 1, team 2 and date-time required, score optional. The team
 * pickers are disabled until a league is chosen, choosing a league resets both picks, and each team is disabled
 * in the other's list.
 */
export function MatchFormModal({ opened, leagues, onClose }: { opened: boolean; leagues: AdminLeague[]; onClose: () => void }) {
  const create = useCreateMatch();
  const form = useForm<FormValues>({ initialValues: empty, validate: adminContractResolver<FormValues>(createLeagueMatchRequest, { toRequest }) });
  useEffect(() => {
    if (!opened) return;
    create.reset();
    form.setValues(empty);
    form.clearErrors();
    // Start empty each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const league = leagues.find((l) => l.id === form.values.leagueId);
  const teamOptions = (other: string) => (league?.teams ?? []).map((team) => ({ value: team.id, label: team.name, disabled: team.id === other }));
  const submit = form.onSubmit((values) =>
    create.mutate(toRequest(values), {
      onSuccess: (result) => {
        notifications.show({ color: 'teal', message: result.message });
        onClose();
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={tAdmin('adminLeagues.addMatch')} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError>{create.error ? leagueErrorText(create.error, 'adminLeagues.matchSaveFailed') : null}</FormError>
          <Select
            label={tAdmin('adminLeagues.league')}
            required
            searchable
            data={leagues.map((l) => ({ value: l.id, label: l.name }))}
            value={form.values.leagueId || null}
            onChange={(value) => {
              form.setValues({ leagueId: value ?? '', team1Id: '', team2Id: '' });
              form.clearFieldError('leagueId');
            }}
            error={form.errors.leagueId}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={tAdmin('adminLeagues.team1')}
              required
              disabled={!league}
              placeholder={league ? undefined : tAdmin('adminLeagues.pickLeagueFirst')}
              data={teamOptions(form.values.team2Id)}
              value={form.values.team1Id || null}
              onChange={(value) => form.setFieldValue('team1Id', value ?? '')}
              error={form.errors.team1Id}
            />
            <Select
              label={tAdmin('adminLeagues.team2')}
              required
              disabled={!league}
              placeholder={league ? undefined : tAdmin('adminLeagues.pickLeagueFirst')}
              data={teamOptions(form.values.team1Id)}
              value={form.values.team2Id || null}
              onChange={(value) => form.setFieldValue('team2Id', value ?? '')}
              error={form.errors.team2Id}
            />
            <TextInput type="datetime-local" label={tAdmin('adminLeagues.dateTime')} required {...form.getInputProps('date')} />
            <TextInput
              label={tAdmin('adminLeagues.scoreOptional')}
              placeholder={tAdmin('adminLeagues.scorePlaceholder')}
              maxLength={7}
              {...form.getInputProps('score')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {tAdmin('adminLeagues.addMatch')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

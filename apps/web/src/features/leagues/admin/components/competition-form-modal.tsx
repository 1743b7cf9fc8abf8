import { leagueCompetitionInput, t, tAdmin, type AdminCompetition } from '@arena/shared';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { FormError } from '@/components/form-error';
import { adminContractResolver } from '@/lib/admin-form';
import { useSaveCompetition } from '../api/competitions';
import { leagueErrorText } from '../lib/error-text';
import { DialogActions } from '@/components/dialog-actions';

interface FormValues {
  name: string;
  /** YYYY-MM-DD (a native date input: a phone shows its own picker). */
  startDate: string;
  endDate: string;
}

const empty: FormValues = { name: '', startDate: '', endDate: '' };

/** The request body: the dates are the admin's local midnight, as on the league form. */
const toRequest = (v: FormValues) => ({
  name: v.name,
  startDate: v.startDate ? dayjs(v.startDate).toISOString() : undefined,
  endDate: v.endDate ? dayjs(v.endDate).toISOString() : undefined,
});

const validate = adminContractResolver<FormValues>(leagueCompetitionInput, { toRequest });

/** Add Competition / Edit Competition on a league: name (unique in the league), start and end dates. */
export function CompetitionFormModal({
  opened,
  leagueId,
  leagueName,
  competition,
  onClose,
}: {
  opened: boolean;
  leagueId: string;
  leagueName: string;
  competition: AdminCompetition | null;
  onClose: () => void;
}) {
  const save = useSaveCompetition(leagueId);
  const form = useForm<FormValues>({ initialValues: empty, validate });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    form.setValues(
      competition
        ? { name: competition.name, startDate: dayjs(competition.startDate).format('YYYY-MM-DD'), endDate: dayjs(competition.endDate).format('YYYY-MM-DD') }
        : empty,
    );
    form.clearErrors();
    // Reset only when the dialog opens for a competition.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, competition?.id]);

  const submit = form.onSubmit((values) => {
    const body = toRequest(values);
    save.mutate(
      { id: competition?.id ?? null, body: { name: body.name, startDate: body.startDate!, endDate: body.endDate! } },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          onClose();
        },
      },
    );
  });

  const title = competition ? tAdmin('adminCompetitions.editTitle') : tAdmin('adminCompetitions.addTitle');
  return (
    <Modal opened={opened} onClose={onClose} title={`${title}: ${leagueName}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError>{save.isError ? leagueErrorText(save.error, 'adminCompetitions.saveFailed') : null}</FormError>
          <TextInput label={tAdmin('adminCompetitions.name')} required maxLength={100} data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput type="date" label={tAdmin('adminCompetitions.startDate')} required {...form.getInputProps('startDate')} />
            <TextInput type="date" label={tAdmin('adminCompetitions.endDate')} required {...form.getInputProps('endDate')} />
          </SimpleGrid>
          <DialogActions onCancel={onClose} loading={save.isPending}>
            {competition ? t('common.save') : tAdmin('adminCompetitions.add')}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

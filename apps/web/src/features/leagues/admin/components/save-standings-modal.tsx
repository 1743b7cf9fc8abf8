import { saveStandingsRequest, tAdmin } from '@arena/shared';
import { Checkbox, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { FormError } from '@/components/form-error';
import { adminContractResolver } from '@/lib/admin-form';
import { useSaveStandings } from '../api/rankings';
import { leagueErrorText } from '../lib/error-text';
import { DialogActions } from '@/components/dialog-actions';

/** Save Standings (admin spec §5): name required, description optional, public by default; a snapshot later edits do not change. */
export function SaveStandingsModal({ league, opened, onClose }: { league: { id: string; name: string } | null; opened: boolean; onClose: () => void }) {
  const save = useSaveStandings();
  const form = useForm({ initialValues: { name: '', description: '', isPublic: true }, validate: adminContractResolver(saveStandingsRequest) });
  useEffect(() => {
    if (!opened || !league) return;
    save.reset();
    form.setValues({ name: `${league.name} - ${dayjs().format('MMM D, YYYY')}`, description: '', isPublic: true });
    form.clearErrors();
    // Fill the defaults each time the dialog opens for a league.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, league?.id]);
  const submit = form.onSubmit((values) => {
    if (!league) return;
    save.mutate(
      { leagueId: league.id, body: values },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          onClose();
        },
      },
    );
  });
  return (
    <Modal opened={opened} onClose={onClose} title={tAdmin('adminLeagues.saveStandings')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError>{save.error ? leagueErrorText(save.error, 'adminLeagues.saveStandingsFailed') : null}</FormError>
          <TextInput label={tAdmin('adminLeagues.standingsName')} required maxLength={200} {...form.getInputProps('name')} data-autofocus />
          <Textarea
            label={tAdmin('adminLeagues.standingsDescription')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <Checkbox label={tAdmin('adminLeagues.standingsPublic')} {...form.getInputProps('isPublic', { type: 'checkbox' })} />
          <DialogActions onCancel={onClose} loading={save.isPending}>
            {tAdmin('adminLeagues.saveStandings')}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

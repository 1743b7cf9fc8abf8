import { addAvailableTeamRequest, tAdmin } from '@arena/shared';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormError } from '@/components/form-error';
import { adminContractResolver } from '@/lib/admin-form';
import { DialogActions } from '@/components/dialog-actions';

interface TeamNameModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
  loading: boolean;
  error: string | null;
}

/** Add Team and Add Available Team: a team name, required (the server refuses a name already used in the league). */
export function TeamNameModal({ opened, title, submitLabel, onSubmit, onClose, loading, error }: TeamNameModalProps) {
  const form = useForm({ initialValues: { name: '' }, validate: adminContractResolver(addAvailableTeamRequest) });
  useEffect(() => {
    if (opened) form.reset();
    // Clear the field each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={form.onSubmit((values) => onSubmit(values.name.trim()))} noValidate>
        <Stack>
          <FormError>{error}</FormError>
          <TextInput label={tAdmin('adminLeagues.teamName')} required maxLength={120} {...form.getInputProps('name')} data-autofocus />
          <DialogActions onCancel={onClose} loading={loading}>
            {submitLabel}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

import { notificationBroadcastRequest, notificationTypes, t, type NotificationType, tAdmin } from '@arena/shared';
import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormError } from '@/components/form-error';
import { adminContractResolver } from '@/lib/admin-form';

export interface ComposeValues {
  title: string;
  message: string;
  type: NotificationType;
}

interface ComposeNotificationModalProps {
  opened: boolean;
  title: string;
  /** What the admin is about to do ('Sending to 3 selected user(s).'). */
  hint: string;
  submitLabel: string;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (values: ComposeValues) => void;
}

/** Title and message required, type defaults to info (admin spec §5). */
export function ComposeNotificationModal({ opened, title, hint, submitLabel, loading, error, onClose, onSubmit }: ComposeNotificationModalProps) {
  const form = useForm<ComposeValues>({
    initialValues: { title: '', message: '', type: 'info' },
    validate: adminContractResolver(notificationBroadcastRequest),
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          <FormError>{error}</FormError>
          <TextInput label={tAdmin('adminNotifications.notificationTitle')} required maxLength={200} data-autofocus {...form.getInputProps('title')} />
          <Textarea label={tAdmin('adminNotifications.message')} required autosize minRows={3} maxLength={5000} {...form.getInputProps('message')} />
          <Select
            label={tAdmin('adminNotifications.type')}
            data={notificationTypes.map((type) => ({ value: type, label: t(`notificationType.${type}`) }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

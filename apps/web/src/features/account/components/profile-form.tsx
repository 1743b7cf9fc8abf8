import { EMAIL_MAX, FULL_NAME_MAX, t, updateProfileBody, type Me } from '@arena/shared';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { contractResolver } from '@/lib/form';
import { useUpdateProfile } from '../api/update-profile';

/** Full name and email of the signed-in user. */
export function ProfileForm({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const form = useForm({
    mode: 'controlled',
    initialValues: { fullName: me.fullName ?? '', email: me.email },
    // A failed save's message goes once the user edits the form again.
    onValuesChange: () => {
      if (update.isError) update.reset();
    },
    // The server's contract (PUT /api/account/profile), with the catalogue's texts.
    validate: contractResolver(updateProfileBody),
  });

  const onSubmit = form.onSubmit((values) => {
    update.mutate(
      { fullName: values.fullName.trim(), email: values.email.trim() },
      {
        onSuccess: (response) => {
          form.setValues({ fullName: response.profile.fullName ?? '', email: response.profile.email });
          form.resetDirty({ fullName: response.profile.fullName ?? '', email: response.profile.email });
          notifications.show({ color: 'teal', message: response.message });
        },
      },
    );
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="profile-title">
      <Title order={2} fz="lg" id="profile-title" mb="md">
        {t('profile.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError>{update.isError ? errorMessage(update.error, 'profile.updateFailed') : null}</FormError>
          <TextInput
            label={t('profile.fullName')}
            autoComplete="name"
            maxLength={FULL_NAME_MAX}
            required
            key={form.key('fullName')}
            {...form.getInputProps('fullName')}
          />
          <TextInput
            label={t('profile.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX}
            required
            description={t('profile.emailHint')}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

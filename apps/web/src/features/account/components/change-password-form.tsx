import { changePasswordRequest, PASSWORD_MIN_LENGTH, t, textId } from '@arena/shared';
import { Anchor, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FormError } from '@/components/form-error';
import { authErrorMessage } from '@/features/auth';
import { contractResolver, firstError } from '@/lib/form';
import { useChangePassword } from '../api/change-password';

/** The server's contract, and the new password typed twice alike ('Passwords do not match'). */
const changePasswordForm = changePasswordRequest
  .extend({ confirmPassword: z.string().min(1, textId('auth.fillAllFields')) })
  .refine((values) => values.newPassword === values.confirmPassword, { message: textId('accountSettings.passwordMismatch'), path: ['confirmPassword'] });
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Current password, new password twice; other sessions of the account are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: contractResolver(changePasswordForm),
  });

  const onSubmit = form.onSubmit(
    ({ currentPassword, newPassword }) => {
      change.mutate(
        { currentPassword, newPassword },
        {
          onSuccess: () => {
            form.reset();
            notifications.show({ color: 'teal', message: t('accountSettings.passwordChanged') });
          },
        },
      );
    },
    () => change.reset(),
  );
  const error = firstError(form.errors, FIELDS) ?? (change.isError ? authErrorMessage(change.error, 'accountSettings.passwordChangeFailed') : null);

  return (
    <section aria-labelledby="password-title">
      <Title order={3} fz="md" id="password-title" mb="xs">
        {t('accountSettings.changePassword')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormError>{error}</FormError>
          <PasswordInput
            label={t('accountSettings.currentPassword')}
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
            error={!!form.errors.currentPassword}
          />
          <PasswordInput
            label={t('accountSettings.newPassword')}
            description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
            error={!!form.errors.newPassword}
          />
          <PasswordInput
            label={t('accountSettings.confirmPassword')}
            autoComplete="new-password"
            required
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
            error={!!form.errors.confirmPassword}
          />
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              <Anchor component={Link} to={paths.resetPassword}>
                {t('accountSettings.forgotPassword')}
              </Anchor>
            </Text>
            <Button type="submit" loading={change.isPending}>
              {t('accountSettings.updatePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}

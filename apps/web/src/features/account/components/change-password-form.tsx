import { PASSWORD_MIN_LENGTH, t } from '@arena/shared';
import { Anchor, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FormError } from '@/components/form-error';
import { authErrorMessage } from '@/features/auth';
import { useChangePassword } from '../api/change-password';

/** Current password, new password twice; other sessions of the account are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!currentPassword || !newPassword || !confirmPassword) {
      setError(t('auth.fillAllFields'));
      return;
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      setError(t('auth.passwordTooShort'));
      return;
    }
    if (newPassword !== confirmPassword) {
      setError(t('accountSettings.passwordMismatch'));
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setConfirmPassword('');
          notifications.show({ color: 'teal', message: t('accountSettings.passwordChanged') });
        },
        onError: (caught) => setError(authErrorMessage(caught, 'accountSettings.passwordChangeFailed')),
      },
    );
  };

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
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('accountSettings.newPassword')}
            description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(e) => setNewPassword(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('accountSettings.confirmPassword')}
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.currentTarget.value)}
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

import { t } from '@arena/shared';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type SignInFailure } from '../api/sign-in';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '@/components/form-error';
import { TwoFactorStep } from '../components/two-factor-step';
import { usePasswordSignIn } from '../lib/use-password-sign-in';

function loginError(result: SignInFailure): ReactNode {
  if (result.status === 401) {
    return (
      <>
        {t('auth.invalidCredentials')}{' '}
        <Anchor component={Link} to={paths.resetPassword} inherit c="inherit" fw={700} underline="always">
          {t('auth.resetPasswordLink')}
        </Anchor>
      </>
    );
  }
  if (result.status === 403 && result.code === 'BANNED_USER') return t('auth.accountBanned');
  if (result.status === 429) return result.serverMessage ?? t('error.rateLimited');
  return result.serverMessage ?? t('auth.loginFailed');
}

/** /login: players sign in here; admins are sent to /admin/login. */
export function LoginPage() {
  const { form, error, loading, step, backToPassword, completeSignIn, onSubmit } = usePasswordSignIn({
    role: 'user',
    wrongRoleMessage: t('auth.useAdminLogin'),
    destination: paths.dashboard,
    failureMessage: loginError,
    withRememberMe: true,
  });

  if (step === 'twoFactor') {
    return (
      <AuthLayout title={t('twoFactor.title')}>
        <TwoFactorStep onSignedIn={completeSignIn} onBack={backToPassword} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.login.title')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to={paths.register} fw={600}>
            {t('auth.registerLink')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError>{error}</FormError>
          <TextInput
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
            error={!!form.errors.email}
            data-autofocus
          />
          <PasswordInput
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
            error={!!form.errors.password}
          />
          <Group justify="space-between">
            <Checkbox label={t('auth.rememberMe')} name="rememberMe" key={form.key('rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
            <Anchor component={Link} to={paths.resetPassword} size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={loading} size="md">
            {t('auth.signIn')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

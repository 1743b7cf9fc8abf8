import { t, tAdmin } from '@arena/shared';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type SignInFailure } from '../../api/sign-in';
import { AuthLayout } from '../../components/auth-layout';
import { FormError } from '@/components/form-error';
import { TwoFactorStep } from '../../components/two-factor-step';
import { usePasswordSignIn } from '../../lib/use-password-sign-in';

function adminLoginError(result: SignInFailure): string {
  if (result.status === 401) return tAdmin('adminAuth.invalidCredentials');
  if (result.status === 403 && result.code === 'BANNED_USER') return t('auth.accountBanned');
  if (result.status === 429) return result.serverMessage ?? t('error.rateLimited');
  return result.serverMessage ?? tAdmin('adminAuth.failed');
}

/** /admin/login: back-office sign-in; a non-admin account is signed out again. */
export function AdminLoginPage() {
  const { form, error, loading, step, backToPassword, completeSignIn, onSubmit } = usePasswordSignIn({
    role: 'admin',
    wrongRoleMessage: tAdmin('adminAuth.notAdmin'),
    destination: paths.admin.dashboard,
    failureMessage: adminLoginError,
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
      title={tAdmin('adminAuth.title')}
      footer={
        <Anchor component={Link} to={paths.login} fw={600}>
          {t('auth.login.title')}
        </Anchor>
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
          <Button type="submit" fullWidth loading={loading} size="md" leftSection={<IconShieldLock size={18} aria-hidden />}>
            {t('auth.signIn')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

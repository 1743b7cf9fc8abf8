import { t, tAdmin } from '@arena/shared';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { type FormEvent } from 'react';
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
  const { email, setEmail, password, setPassword, error, loading, step, backToPassword, completeSignIn, submit } = usePasswordSignIn({
    role: 'admin',
    wrongRoleMessage: tAdmin('adminAuth.notAdmin'),
    destination: paths.admin.dashboard,
    failureMessage: adminLoginError,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event);

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
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <FormError>{error}</FormError>
          <TextInput
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" fullWidth loading={loading} size="md" leftSection={<IconShieldLock size={18} aria-hidden />}>
            {t('auth.signIn')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

import { t, type Me } from '@arena/shared';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { meQueryKey } from '../api/get-me';
import { signInWithEmail, signOutQuietly, type SignInFailure } from '../api/sign-in';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '../components/form-error';
import { TwoFactorStep } from '../components/two-factor-step';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const [loading, setLoading] = useState(false);
  const [step, setStep] = useState<'password' | 'twoFactor'>('password');

  /** Players continue to the dashboard; an admin is signed out again and sent to the admin login. */
  const completeSignIn = async (me: Me) => {
    if (me.role === 'admin') {
      await signOutQuietly();
      setStep('password');
      setError(t('auth.useAdminLogin'));
      return;
    }
    queryClient.setQueryData(meQueryKey, me);
    await navigate(paths.dashboard, { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(t('auth.fillAllFields'));
      return;
    }
    setLoading(true);
    try {
      const result = await signInWithEmail({ email: email.trim(), password, rememberMe });
      if (result.outcome === 'failed') {
        setError(loginError(result));
        return;
      }
      if (result.outcome === 'twoFactor') {
        setPassword('');
        setStep('twoFactor');
        return;
      }
      await completeSignIn(result.me);
    } finally {
      setLoading(false);
    }
  };

  if (step === 'twoFactor') {
    return (
      <AuthLayout title={t('twoFactor.title')}>
        <TwoFactorStep onSignedIn={completeSignIn} onBack={() => setStep('password')} />
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
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            data-autofocus
          />
          <PasswordInput
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('auth.rememberMe')}
              name="rememberMe"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.currentTarget.checked)}
            />
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

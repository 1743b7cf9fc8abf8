import { t, type Me } from '@arena/shared';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { meQueryKey } from '../api/get-me';
import { signInWithEmail, signOutQuietly, type SignInFailure } from '../api/sign-in';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '../components/form-error';
import { TwoFactorStep } from '../components/two-factor-step';

function adminLoginError(result: SignInFailure): string {
  if (result.status === 401) return t('adminAuth.invalidCredentials');
  if (result.status === 403 && result.code === 'BANNED_USER') return t('auth.accountBanned');
  if (result.status === 429) return result.serverMessage ?? t('error.rateLimited');
  return result.serverMessage ?? t('adminAuth.failed');
}

/** /admin/login: back-office sign-in; a non-admin account is signed out again. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [step, setStep] = useState<'password' | 'twoFactor'>('password');

  /** Admins continue to the back office; any other account is signed out again. */
  const completeSignIn = async (me: Me) => {
    if (me.role !== 'admin') {
      await signOutQuietly();
      setStep('password');
      setError(t('adminAuth.notAdmin'));
      return;
    }
    queryClient.setQueryData(meQueryKey, me);
    await navigate(paths.admin.dashboard, { replace: true });
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
      const result = await signInWithEmail({ email: email.trim(), password });
      if (result.outcome === 'failed') {
        setError(adminLoginError(result));
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
      title={t('adminAuth.title')}
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

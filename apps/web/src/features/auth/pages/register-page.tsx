import { PASSWORD_MIN_LENGTH, REGISTER_REDIRECT_MS, t } from '@arena/shared';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signUpWithEmail, type SignUpResult } from '../api/sign-up';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '@/components/form-error';

/**
 * User spec §8: the server's check for an existing account answers 'User already exists. Please log in
 * instead.' (USER_ALREADY_EXISTS); the auth layer's own refusal ('User already registered', when two
 * sign-ups race) is shown as 'This email is already registered. Please log in instead.'
 */
function registerError(result: Extract<SignUpResult, { ok: false }>): string {
  if (result.code === 'USER_ALREADY_EXISTS') return t('auth.userExists');
  if (result.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') return t('auth.emailRegistered');
  if (result.status === 429) return result.serverMessage ?? t('error.rateLimited');
  return result.serverMessage ?? t('auth.registrationFailed');
}

/** /register: full name, email, password; success shows a message and goes to /login after 2 s. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate(paths.login, { replace: true }), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registered) return;
    setError(null);
    if (!fullName.trim() || !email.trim() || !password) {
      setError(t('auth.fillAllFields'));
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(t('auth.passwordTooShort'));
      return;
    }
    setLoading(true);
    try {
      const result = await signUpWithEmail({ fullName: fullName.trim(), email: email.trim(), password });
      if (!result.ok) {
        setError(registerError(result));
        return;
      }
      setRegistered(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthLayout
      title={t('auth.register.title')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            {t('auth.loginLink')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <FormError>{error}</FormError>
          {registered && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {t('auth.registered')}
            </Alert>
          )}
          <TextInput
            label={t('auth.fullName')}
            name="name"
            autoComplete="name"
            required
            value={fullName}
            onChange={(e) => setFullName(e.currentTarget.value)}
            disabled={registered}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            disabled={registered}
          />
          <PasswordInput
            label={t('auth.password')}
            description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            disabled={registered}
          />
          <Button type="submit" fullWidth loading={loading} disabled={registered} size="md">
            {t('auth.signUp')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

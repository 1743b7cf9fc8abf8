import { PASSWORD_MIN_LENGTH, t } from '@arena/shared';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { requestPasswordReset, resetPassword, type AuthActionResult } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '@/components/form-error';

function actionError(result: Extract<AuthActionResult, { ok: false }>, fallback: string): string {
  if (result.code === 'INVALID_TOKEN') return t('reset.invalidToken');
  if (result.status === 429) return result.serverMessage ?? t('error.rateLimited');
  return result.serverMessage ?? fallback;
}

function RequestResetForm({ invalidLink }: { invalidLink: boolean }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(invalidLink ? t('reset.invalidToken') : null);
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError(t('auth.fillAllFields'));
      return;
    }
    setLoading(true);
    try {
      const result = await requestPasswordReset(email.trim());
      if (!result.ok) setError(actionError(result, t('error.unexpected')));
      else setSent(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        <Text size="sm">{t('reset.requestHelp')}</Text>
        <FormError>{error}</FormError>
        {sent && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('reset.sent')}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={loading} size="md">
          {t('reset.send')}
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!password) {
      setError(t('auth.fillAllFields'));
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(t('auth.passwordTooShort'));
      return;
    }
    setLoading(true);
    try {
      const result = await resetPassword(token, password);
      if (!result.ok) setError(actionError(result, t('error.unexpected')));
      else setDone(true);
    } finally {
      setLoading(false);
    }
  };

  if (done) {
    return (
      <Stack>
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('reset.done')}
        </Alert>
        <Button component={Link} to={paths.login} fullWidth size="md">
          {t('auth.loginLink')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        <FormError>{error}</FormError>
        <PasswordInput
          label={t('reset.newPassword')}
          description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={loading} size="md">
          {t('reset.setPassword')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /reset-password, reachable signed in or not. Without a token: ask for the email and mail a link.
 * With `?token=`: choose a new password. `?error=INVALID_TOKEN` (set by the server for a bad link): say so.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invalidLink = params.get('error') === 'INVALID_TOKEN';

  return (
    <AuthLayout
      title={token ? t('reset.chooseTitle') : t('reset.title')}
      footer={
        <Anchor component={Link} to={paths.login} fw={600}>
          {t('reset.backToLogin')}
        </Anchor>
      }
    >
      {token && !invalidLink ? <NewPasswordForm key={token} token={token} /> : <RequestResetForm invalidLink={invalidLink} />}
    </AuthLayout>
  );
}

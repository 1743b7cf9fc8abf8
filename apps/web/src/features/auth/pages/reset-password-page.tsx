import { PASSWORD_MIN_LENGTH, t } from '@arena/shared';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useLazyContract, type ContractResolverOptions } from '@/lib/form';
import { requestPasswordReset, resetPassword, type AuthActionResult } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '@/components/form-error';

function actionError(result: Extract<AuthActionResult, { ok: false }>, fallback: string): string {
  if (result.code === 'INVALID_TOKEN') return t('reset.invalidToken');
  if (result.status === 429) return result.serverMessage ?? t('error.rateLimited');
  return result.serverMessage ?? fallback;
}

const loadRequestContract = () => import('../lib/contracts').then((m) => m.requestPasswordResetRequest);
const loadResetContract = () => import('../lib/contracts').then((m) => m.resetPasswordRequest);

function RequestResetForm({ invalidLink }: { invalidLink: boolean }) {
  const [serverError, setServerError] = useState<string | null>(invalidLink ? t('reset.invalidToken') : null);
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);
  // The server's contract: 'Please fill in all fields' when empty, 'Please enter a valid email address' when malformed.
  const checkRequest = useLazyContract<{ email: string }>(loadRequestContract);
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate: checkRequest });

  const send = async (email: string) => {
    setServerError(null);
    setLoading(true);
    try {
      const result = await requestPasswordReset(email.trim());
      if (!result.ok) setServerError(actionError(result, t('error.unexpected')));
      else setSent(true);
    } finally {
      setLoading(false);
    }
  };
  const onSubmit = form.onSubmit(
    (values) => void send(values.email),
    () => setServerError(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm">{t('reset.requestHelp')}</Text>
        <FormError>{form.errors.email ?? serverError}</FormError>
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
          key={form.key('email')}
          {...form.getInputProps('email')}
          error={!!form.errors.email}
        />
        <Button type="submit" fullWidth loading={loading} size="md">
          {t('reset.send')}
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  // The server's contract: 'Please fill in all fields', 'Password must be at least 6 characters long'.
  const withToken = useMemo<ContractResolverOptions<{ newPassword: string }>>(() => ({ toRequest: (values) => ({ ...values, token }) }), [token]);
  const checkReset = useLazyContract(loadResetContract, withToken);
  const form = useForm({ mode: 'controlled', initialValues: { newPassword: '' }, validate: checkReset });

  const save = async (newPassword: string) => {
    setServerError(null);
    setLoading(true);
    try {
      const result = await resetPassword(token, newPassword);
      if (!result.ok) setServerError(actionError(result, t('error.unexpected')));
      else setDone(true);
    } finally {
      setLoading(false);
    }
  };
  const onSubmit = form.onSubmit(
    (values) => void save(values.newPassword),
    () => setServerError(null),
  );

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
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError>{form.errors.newPassword ?? serverError}</FormError>
        <PasswordInput
          label={t('reset.newPassword')}
          description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
          error={!!form.errors.newPassword}
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

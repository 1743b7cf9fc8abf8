import { PASSWORD_MIN_LENGTH, REGISTER_REDIRECT_MS, t } from '@arena/shared';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { firstError, useLazyContract, type ContractResolverOptions } from '@/lib/form';
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

type RegisterValues = { fullName: string; email: string; password: string };
const toSignUp = (values: RegisterValues) => ({ name: values.fullName.trim(), email: values.email.trim(), password: values.password });
const loadContract = () => import('../lib/contracts').then((m) => m.signUpRequest);
const toRequest: ContractResolverOptions<RegisterValues> = { toRequest: toSignUp, fields: { name: 'fullName' } };
/** The banner shows the first refused field, in the form's order. */
const FIELDS = ['fullName', 'email', 'password'];

/**
 * /register: full name, email, password, checked with the server's contract ('Please fill in all fields',
 * 'Password must be at least 6 characters long'); success shows a message and goes to /login after 2 s.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [registered, setRegistered] = useState(false);
  const checkSignUp = useLazyContract<RegisterValues>(loadContract, toRequest);
  const form = useForm<RegisterValues>({ mode: 'controlled', initialValues: { fullName: '', email: '', password: '' }, validate: checkSignUp });

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate(paths.login, { replace: true }), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const register = async (values: RegisterValues) => {
    if (registered) return;
    setServerError(null);
    setLoading(true);
    try {
      const { name, email, password } = toSignUp(values);
      const result = await signUpWithEmail({ fullName: name, email, password });
      if (!result.ok) {
        setServerError(registerError(result));
        return;
      }
      setRegistered(true);
    } finally {
      setLoading(false);
    }
  };
  const onSubmit = form.onSubmit(
    (values) => void register(values),
    () => setServerError(null),
  );
  const error = firstError(form.errors, FIELDS) ?? serverError;

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
      <form onSubmit={onSubmit} noValidate>
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
            key={form.key('fullName')}
            {...form.getInputProps('fullName')}
            error={!!form.errors.fullName}
            disabled={registered}
          />
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
            disabled={registered}
          />
          <PasswordInput
            label={t('auth.password')}
            description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            key={form.key('password')}
            {...form.getInputProps('password')}
            error={!!form.errors.password}
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

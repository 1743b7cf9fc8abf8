import type { Me, Role } from '@arena/shared';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { firstError, useLazyContract } from '@/lib/form';
import { meQueryKey } from '@/lib/me';
import { signInWithEmail, signOutQuietly, type SignInFailure } from '../api/sign-in';

interface PasswordSignInOptions {
  /** The role this login page is for; any other account is signed out again with `wrongRoleMessage`. */
  role: Role;
  wrongRoleMessage: string;
  /** Where a signed-in account of the right role goes. */
  destination: string;
  failureMessage: (failure: SignInFailure) => ReactNode;
  /** The form has a 'Remember me' box (the player's); without one the session is remembered. */
  withRememberMe?: boolean;
}

const loadContract = () => import('./contracts').then((m) => m.signInRequest);

interface SignInValues {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/**
 * The sign-in flow shared by /login and /admin/login: required fields, email + password, the
 * two-factor step when the account has it, then the role check of the spec (user vs admin portal).
 */
export function usePasswordSignIn(options: PasswordSignInOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<ReactNode>(null);
  // The server's contract: 'Please fill in all fields'.
  const checkSignIn = useLazyContract<SignInValues>(loadContract);
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: options.withRememberMe ? { email: '', password: '', rememberMe: false } : { email: '', password: '' },
    validate: checkSignIn,
  });
  const [loading, setLoading] = useState(false);
  const [step, setStep] = useState<'password' | 'twoFactor'>('password');

  const completeSignIn = async (me: Me) => {
    if (me.role !== options.role) {
      await signOutQuietly();
      setStep('password');
      setError(options.wrongRoleMessage);
      return;
    }
    queryClient.setQueryData(meQueryKey, me);
    await navigate(options.destination, { replace: true });
  };

  const signIn = async ({ email, password, rememberMe }: SignInValues) => {
    setError(null);
    setLoading(true);
    try {
      const result = await signInWithEmail({ email: email.trim(), password, rememberMe });
      if (result.outcome === 'failed') {
        setError(options.failureMessage(result));
        return;
      }
      if (result.outcome === 'twoFactor') {
        form.setFieldValue('password', '');
        setStep('twoFactor');
        return;
      }
      await completeSignIn(result.me);
    } finally {
      setLoading(false);
    }
  };

  const onSubmit = form.onSubmit(
    (values) => void signIn(values),
    () => setError(null),
  );
  const shownError = firstError(form.errors, ['email', 'password']) ?? error;

  return { form, error: shownError, loading, step, backToPassword: () => setStep('password'), completeSignIn, onSubmit };
}

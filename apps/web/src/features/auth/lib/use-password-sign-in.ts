import { t, type Me, type Role } from '@arena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { meQueryKey } from '@/lib/me';
import { signInWithEmail, signOutQuietly, type SignInFailure } from '../api/sign-in';

interface PasswordSignInOptions {
  /** The role this login page is for; any other account is signed out again with `wrongRoleMessage`. */
  role: Role;
  wrongRoleMessage: string;
  /** Where a signed-in account of the right role goes. */
  destination: string;
  failureMessage: (failure: SignInFailure) => ReactNode;
}

/**
 * The sign-in flow shared by /login and /admin/login: required fields, email + password, the
 * two-factor step when the account has it, then the role check of the spec (user vs admin portal).
 */
export function usePasswordSignIn(options: PasswordSignInOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ReactNode>(null);
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

  const submit = async (event: FormEvent<HTMLFormElement>, rememberMe?: boolean) => {
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
        setError(options.failureMessage(result));
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

  return { email, setEmail, password, setPassword, error, loading, step, backToPassword: () => setStep('password'), completeSignIn, submit };
}

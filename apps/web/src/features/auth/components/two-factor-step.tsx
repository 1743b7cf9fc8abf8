import { t, TOTP_DIGITS, type Me } from '@arena/shared';
import { Anchor, Button, Checkbox, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useLazyContract } from '@/lib/form';
import { finishSignIn } from '../api/sign-in';
import { verifyBackupCode } from '../api/verify-backup-code';
import { verifyTotp } from '../api/verify-totp';
import { authErrorMessage } from '../lib/auth-error-message';
import { FormError } from '@/components/form-error';

type TwoFactorValues = { code: string; trustDevice: boolean };
const loadTotpContract = () => import('../lib/contracts').then((m) => m.verifyTotpRequest);
const loadBackupCodeContract = () => import('../lib/contracts').then((m) => m.verifyBackupCodeRequest);

interface TwoFactorStepProps {
  /** Called with the account once the session is open; the login form checks the role and navigates. */
  onSignedIn: (me: Me) => Promise<void>;
  /** Back to the email and password form. */
  onBack: () => void;
}

/**
 * Second sign-in step of an account with two-factor on: the 6-digit code of the authenticator app, or
 * one of the backup codes. 'Trust this device' is off unless the user ticks it.
 */
export function TwoFactorStep({ onSignedIn, onBack }: TwoFactorStepProps) {
  const [useBackup, setUseBackup] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // The server's contracts: 'Please enter the 6-digit code', or 'Please enter a backup code'.
  const checkTotp = useLazyContract<TwoFactorValues>(loadTotpContract);
  const checkBackupCode = useLazyContract<TwoFactorValues>(loadBackupCodeContract);
  const form = useForm<TwoFactorValues>({
    mode: 'controlled',
    initialValues: { code: '', trustDevice: false },
    validate: (values) => (useBackup ? checkBackupCode(values) : checkTotp(values)),
  });

  const verify = async ({ code, trustDevice }: TwoFactorValues) => {
    setServerError(null);
    setLoading(true);
    try {
      if (useBackup) await verifyBackupCode({ code: code.trim(), trustDevice });
      else await verifyTotp({ code: code.trim(), trustDevice });
      const result = await finishSignIn();
      if (result.outcome !== 'signedIn') {
        setServerError(t('auth.loginFailed'));
        return;
      }
      await onSignedIn(result.me);
    } catch (caught) {
      setServerError(authErrorMessage(caught, 'auth.loginFailed'));
    } finally {
      setLoading(false);
    }
  };
  const onSubmit = form.onSubmit(
    (values) => void verify(values),
    () => setServerError(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {useBackup ? t('twoFactor.backupCodeHelp') : t('twoFactor.codeHelp')}
        </Text>
        <FormError>{form.errors.code ?? serverError}</FormError>
        {useBackup ? (
          <TextInput
            key="backup"
            label={t('twoFactor.backupCode')}
            name="backupCode"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            {...form.getInputProps('code')}
            error={!!form.errors.code}
            data-autofocus
            autoFocus
          />
        ) : (
          <TextInput
            key="totp"
            label={t('twoFactor.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TOTP_DIGITS}
            required
            {...form.getInputProps('code')}
            onChange={(e) => form.setFieldValue('code', e.currentTarget.value.replace(/\D/g, '').slice(0, TOTP_DIGITS))}
            error={!!form.errors.code}
            styles={{ input: { letterSpacing: '0.4em', fontSize: 22, textAlign: 'center', fontVariantNumeric: 'tabular-nums' } }}
            size="md"
            data-autofocus
            autoFocus
          />
        )}
        <Switch
          label={t('twoFactor.useBackupCode')}
          checked={useBackup}
          onChange={(e) => {
            setUseBackup(e.currentTarget.checked);
            form.setFieldValue('code', '');
            form.clearErrors();
            setServerError(null);
          }}
        />
        <Checkbox
          label={t('twoFactor.trustDevice')}
          description={t('twoFactor.trustDeviceHint')}
          {...form.getInputProps('trustDevice', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={loading} size="md" leftSection={<IconShieldLock size={18} aria-hidden />}>
          {t('twoFactor.verify')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          {t('twoFactor.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}

import { t, type Me } from '@arena/shared';
import { Anchor, Button, Checkbox, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { finishSignIn } from '../api/sign-in';
import { verifyBackupCode } from '../api/verify-backup-code';
import { verifyTotp } from '../api/verify-totp';
import { authErrorMessage } from '../lib/auth-error-message';
import { FormError } from '@/components/form-error';

const TOTP_DIGITS = 6;

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
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const value = code.trim();
    if (useBackup ? value.length === 0 : !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(value)) {
      setError(useBackup ? t('twoFactor.enterBackupCode') : t('twoFactor.enterCode'));
      return;
    }
    setLoading(true);
    try {
      if (useBackup) await verifyBackupCode({ code: value, trustDevice });
      else await verifyTotp({ code: value, trustDevice });
      const result = await finishSignIn();
      if (result.outcome !== 'signedIn') {
        setError(t('auth.loginFailed'));
        return;
      }
      await onSignedIn(result.me);
    } catch (caught) {
      setError(authErrorMessage(caught, 'auth.loginFailed'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {useBackup ? t('twoFactor.backupCodeHelp') : t('twoFactor.codeHelp')}
        </Text>
        <FormError>{error}</FormError>
        {useBackup ? (
          <TextInput
            key="backup"
            label={t('twoFactor.backupCode')}
            name="backupCode"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
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
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, TOTP_DIGITS))}
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
            setCode('');
            setError(null);
          }}
        />
        <Checkbox
          label={t('twoFactor.trustDevice')}
          description={t('twoFactor.trustDeviceHint')}
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.currentTarget.checked)}
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

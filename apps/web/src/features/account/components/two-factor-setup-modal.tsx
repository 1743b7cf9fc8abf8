import { t, TOTP_DIGITS, verifyTotpRequest } from '@arena/shared';
import { ActionIcon, Button, Code, CopyButton, Divider, Group, Modal, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useConfirmTwoFactor } from '@/features/auth';
import { FormError } from '@/components/form-error';
import { authErrorMessage } from '@/features/auth';
import { contractResolver } from '@/lib/form';
import { BackupCodes } from './backup-codes';

// The QR encoder is only needed here: it loads with the setup dialog, not with the app.
const QrCode = lazy(() => import('@/components/qr-code').then((module) => ({ default: module.QrCode })));
const QR_SIZE = 184;

/** The base32 secret of an otpauth:// URI, for typing it into an app that cannot scan. */
function secretOf(totpURI: string): string {
  const match = /[?&]secret=([^&]+)/i.exec(totpURI);
  return match ? decodeURIComponent(match[1]!) : '';
}

/** 'JBSW Y3DP EHPK 3PXP': groups of four are easier to copy by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

interface TwoFactorSetupModalProps {
  opened: boolean;
  setup: { totpURI: string; backupCodes: string[] } | null;
  onClose: () => void;
  /** After the closing transition: the secret and codes can be forgotten. */
  onExited: () => void;
  onEnabled: () => void;
}

/** Scan the QR code (or type the key), keep the backup codes, confirm with a first code: two-factor is on. */
export function TwoFactorSetupModal({ opened, setup, onClose, onExited, onEnabled }: TwoFactorSetupModalProps) {
  const confirm = useConfirmTwoFactor();
  // The server's contract: 'Please enter the 6-digit code'.
  const form = useForm({ mode: 'controlled', initialValues: { code: '' }, validate: contractResolver(verifyTotpRequest) });
  const secret = setup ? secretOf(setup.totpURI) : '';

  const close = () => {
    form.reset();
    confirm.reset();
    onClose();
  };

  const onSubmit = form.onSubmit(
    ({ code }) => {
      confirm.mutate(code, {
        onSuccess: () => {
          form.reset();
          onEnabled();
        },
      });
    },
    () => confirm.reset(),
  );
  const error = form.errors.code ?? (confirm.isError ? authErrorMessage(confirm.error, 'twoFactor.enableFailed') : null);

  return (
    <Modal opened={opened} onClose={close} onExitTransitionEnd={onExited} title={t('twoFactor.setupTitle')} size="lg" centered>
      {setup && (
        <Stack gap="lg">
          <section aria-labelledby="tfa-scan">
            <Title order={3} fz="md" id="tfa-scan" mb="xs">
              {t('twoFactor.step1')}
            </Title>
            <Text size="sm" mb="sm">
              {t('twoFactor.scanHelp')}
            </Text>
            <Group align="flex-start" gap="lg">
              <Suspense fallback={<Skeleton width={QR_SIZE} height={QR_SIZE} radius={8} />}>
                <QrCode value={setup.totpURI} size={QR_SIZE} label={t('twoFactor.qrLabel')} />
              </Suspense>
              <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
                <Text size="sm" fw={600}>
                  {t('twoFactor.manualKey')}
                </Text>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
                    {grouped(secret)}
                  </Code>
                  <CopyButton value={secret}>
                    {({ copied, copy }) => (
                      <Tooltip label={copied ? t('common.copied') : t('twoFactor.copyKey')}>
                        <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('twoFactor.copyKey')}>
                          {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                </Group>
              </Stack>
            </Group>
          </section>
          <Divider />
          <section aria-labelledby="tfa-codes">
            <Title order={3} fz="md" id="tfa-codes" mb="xs">
              {t('twoFactor.step2')}
            </Title>
            <BackupCodes codes={setup.backupCodes} />
          </section>
          <Divider />
          <section aria-labelledby="tfa-confirm">
            <Title order={3} fz="md" id="tfa-confirm" mb="xs">
              {t('twoFactor.step3')}
            </Title>
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="sm">
                <FormError>{error}</FormError>
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label={t('twoFactor.code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={TOTP_DIGITS}
                    required
                    {...form.getInputProps('code')}
                    onChange={(e) => form.setFieldValue('code', e.currentTarget.value.replace(/\D/g, '').slice(0, TOTP_DIGITS))}
                    error={!!form.errors.code}
                    styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
                    style={{ flex: 1, minWidth: 160 }}
                  />
                  <Button type="submit" loading={confirm.isPending}>
                    {t('twoFactor.verifyAndEnable')}
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('twoFactor.notOnUntilVerified')}
                </Text>
              </Stack>
            </form>
          </section>
        </Stack>
      )}
    </Modal>
  );
}

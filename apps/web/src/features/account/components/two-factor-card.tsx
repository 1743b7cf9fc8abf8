import { t, type Me } from '@arena/shared';
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconShieldLock, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { authErrorMessage } from '@/features/auth';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useGenerateBackupCodes } from '../api/generate-backup-codes';
import { BackupCodes } from './backup-codes';
import { PasswordPromptModal } from './password-prompt-modal';
import { TwoFactorSetupModal } from './two-factor-setup-modal';

type Prompt = 'enable' | 'disable' | 'regenerate';

/**
 * Two-factor authentication with an authenticator app (TOTP). Arena ships it where the spec shows
 * 'Coming Soon': turn on (QR code, key, backup codes, first code), turn off, new backup codes.
 */
export function TwoFactorCard({ me }: { me: Me }) {
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useGenerateBackupCodes();
  // The kind stays set while the modal fades out, so its title does not change meanwhile.
  const [prompt, setPrompt] = useState<Prompt>('enable');
  const [promptOpened, setPromptOpened] = useState(false);
  const [promptError, setPromptError] = useState<string | null>(null);
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [setupOpened, setSetupOpened] = useState(false);
  const [newCodes, setNewCodes] = useState<string[]>([]);
  const [codesOpened, setCodesOpened] = useState(false);
  const enabled = me.twoFactorEnabled;

  const openPrompt = (which: Prompt) => {
    setPromptError(null);
    setPrompt(which);
    setPromptOpened(true);
  };
  const closePrompt = () => setPromptOpened(false);

  const onPassword = (password: string) => {
    setPromptError(null);
    const onError = (caught: unknown) => setPromptError(authErrorMessage(caught, 'twoFactor.actionFailed'));
    if (prompt === 'enable') {
      enable.mutate(
        { password },
        {
          onSuccess: (data) => {
            closePrompt();
            setSetup(data);
            setSetupOpened(true);
          },
          onError,
        },
      );
    } else if (prompt === 'disable') {
      disable.mutate(
        { password },
        {
          onSuccess: () => {
            closePrompt();
            notifications.show({ color: 'teal', message: t('twoFactor.disabled') });
          },
          onError,
        },
      );
    } else {
      regenerate.mutate(
        { password },
        {
          onSuccess: (data) => {
            closePrompt();
            setNewCodes(data.backupCodes);
            setCodesOpened(true);
          },
          onError,
        },
      );
    }
  };

  const promptText = {
    enable: { title: t('twoFactor.enableTitle'), description: t('twoFactor.enablePassword'), confirm: t('common.continue') },
    disable: { title: t('twoFactor.disableTitle'), description: t('twoFactor.disablePassword'), confirm: t('twoFactor.disable') },
    regenerate: { title: t('twoFactor.regenerateTitle'), description: t('twoFactor.regeneratePassword'), confirm: t('twoFactor.regenerate') },
  } as const;
  const current = promptText[prompt];

  return (
    <section aria-labelledby="two-factor-title">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={3} fz="md" id="two-factor-title">
          {t('accountSettings.twoFactor')}
        </Title>
        <Badge variant="light" color={enabled ? 'green' : 'gray'}>
          {enabled ? t('twoFactor.on') : t('twoFactor.off')}
        </Badge>
      </Group>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {enabled ? t('twoFactor.enabledText') : t('twoFactor.disabledText')}
        </Text>
        <Group gap="sm">
          {enabled ? (
            <>
              <Button variant="light" leftSection={<IconKey size={18} aria-hidden />} onClick={() => openPrompt('regenerate')}>
                {t('twoFactor.regenerate')}
              </Button>
              <Button variant="light" color="red" leftSection={<IconShieldOff size={18} aria-hidden />} onClick={() => openPrompt('disable')}>
                {t('twoFactor.disable')}
              </Button>
            </>
          ) : (
            <Button leftSection={<IconShieldLock size={18} aria-hidden />} onClick={() => openPrompt('enable')}>
              {t('twoFactor.enable')}
            </Button>
          )}
        </Group>
      </Stack>

      <PasswordPromptModal
        opened={promptOpened}
        title={current.title}
        description={current.description}
        confirmLabel={current.confirm}
        confirmColor={prompt === 'disable' ? 'red' : undefined}
        loading={enable.isPending || disable.isPending || regenerate.isPending}
        error={promptError}
        onConfirm={onPassword}
        onClose={closePrompt}
      />

      <TwoFactorSetupModal
        opened={setupOpened}
        setup={setup}
        onClose={() => setSetupOpened(false)}
        onExited={() => setSetup(null)}
        onEnabled={() => {
          setSetupOpened(false);
          notifications.show({ color: 'teal', message: t('twoFactor.enabled') });
        }}
      />

      <Modal
        opened={codesOpened}
        onClose={() => setCodesOpened(false)}
        onExitTransitionEnd={() => setNewCodes([])}
        title={t('twoFactor.newBackupCodes')}
        centered
      >
        <Stack>
          <BackupCodes codes={newCodes} />
          <Group justify="flex-end">
            <Button onClick={() => setCodesOpened(false)}>{t('common.done')}</Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}

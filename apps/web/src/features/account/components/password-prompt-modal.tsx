import { t } from '@arena/shared';
import { Button, Group, Modal, PasswordInput, Stack, Text, type MantineColor } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/form-error';

interface PasswordPromptModalProps {
  opened: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  confirmColor?: MantineColor;
  loading: boolean;
  /** The failed attempt's message, shown above the field. */
  error: string | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** Asks for the account password again before a security change (two-factor on/off, new backup codes). */
export function PasswordPromptModal({ opened, title, description, confirmLabel, confirmColor, loading, error, onConfirm, onClose }: PasswordPromptModalProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const close = () => {
    setPassword('');
    setMissing(false);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onConfirm(password);
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered onExitTransitionEnd={() => setPassword('')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{description}</Text>
          <FormError>{missing ? t('accountSettings.passwordRequired') : error}</FormError>
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading} color={confirmColor}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

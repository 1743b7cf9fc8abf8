import { t } from '@arena/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormError } from '@/components/form-error';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown before the confirm label (a trash can for a deletion). */
  confirmIcon?: ReactNode;
  /** The button that closes without doing anything; 'Cancel' by default. */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  /** The server's refusal or a failure, shown in the dialog (the admin may retry or cancel). */
  error?: string | null;
  color?: string;
}

/**
 * A yes/no question before a change that cannot be undone (delete a league, a match, a user). Cancel is
 * focused first, so Enter never confirms by accident.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  confirmIcon,
  cancelLabel,
  onConfirm,
  onClose,
  loading,
  error,
  color = 'red',
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <FormError>{error ?? null}</FormError>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={color} leftSection={confirmIcon} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

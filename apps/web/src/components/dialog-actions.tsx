import { t } from '@arena/shared';
import { Button, Group, type ButtonProps, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogActionsProps extends Pick<ButtonProps, 'color' | 'autoContrast' | 'disabled'> {
  /** Closes the dialog without saving. */
  onCancel: () => void;
  /** The submit button spins while the save runs. */
  loading: boolean;
  mt?: MantineSpacing;
  /** The submit button's words. */
  children: ReactNode;
}

/** A form dialog's last row: Cancel, then the button that submits the form, at the right. */
export function DialogActions({ onCancel, loading, mt, children, ...submit }: DialogActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={loading} {...submit}>
        {children}
      </Button>
    </Group>
  );
}

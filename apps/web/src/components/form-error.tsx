import { Alert, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form's error in a red banner, announced to screen readers. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}

/**
 * An action's failure above the list it concerns, in a red banner the user can close (the theme names its close
 * button), announced to screen readers. Nothing when there is no failure.
 */
export function DismissibleError({ children, onClose, mb }: { children: ReactNode; onClose: () => void; mb?: MantineSpacing }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb={mb} withCloseButton onClose={onClose}>
      {children}
    </Alert>
  );
}

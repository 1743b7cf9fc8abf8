import { t } from '@arena/shared';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface ErrorScreenProps {
  message: string;
  onRetry?: () => void;
}

/** A full-screen error with a retry button (session could not be loaded, a screen failed to load). */
export function ErrorScreen({ message, onRetry }: ErrorScreenProps) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" maw={420}>
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" w="100%">
          {message}
        </Alert>
        <Button onClick={onRetry ?? (() => window.location.reload())}>{onRetry ? t('common.retry') : t('common.reload')}</Button>
      </Stack>
    </Center>
  );
}

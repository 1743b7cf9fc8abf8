import { t } from '@arena/shared';
import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';

/** The offline state (user spec §2, §8): titled 'You're Offline'; it goes away by itself when the connection returns. */
export function OfflineState({ browserOffline }: { browserOffline: boolean }) {
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" role="alert" aria-live="assertive">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconWifiOff size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {t('dashboard.offlineTitle')}
          </Title>
          <Text>{browserOffline ? t('dashboard.offlineMessage') : t('dashboard.connectionFailed')}</Text>
          <Text size="sm" c="dimmed">
            <Loader size="xs" mr={6} aria-hidden />
            {t('dashboard.offlineRetrying')}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The error state: 'Failed to load your dashboard data. Please try again later.' with a retry. */
export function ErrorState({ message, onRetry, retrying }: { message: string; onRetry?: () => void; retrying?: boolean }) {
  return (
    <Stack align="flex-start" maw={560}>
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" w="100%" title={t('dashboard.errorTitle')}>
        {message}
      </Alert>
      {onRetry && (
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      )}
    </Stack>
  );
}

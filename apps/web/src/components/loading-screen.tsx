import { t } from '@arena/shared';
import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-screen 'Loading...' shown while the session (or a lazy screen) loads. */
export function LoadingScreen() {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}

/** The same inside the app shell, where the header and menu stay visible. */
export function LoadingBlock() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}

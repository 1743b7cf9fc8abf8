import { t } from '@arena/shared';
import { Text } from '@mantine/core';
import { useBrowserOnline } from '@/lib/online';

/**
 * Offline, an action that needs the server (a deposit, a withdrawal, an enrollment, a bid) is disabled and says why
 * (decision 047): it is never queued to be sent later without the player knowing.
 */
export function useActionsOffline(): boolean {
  return !useBrowserOnline();
}

/** The text beside a disabled action while offline; `id` lets the button point to it (aria-describedby). */
export function NeedsConnectionNote({ id }: { id: string }) {
  const offline = useActionsOffline();
  if (!offline) return null;
  return (
    <Text id={id} size="sm" c="orange.8" role="note">
      {t('offline.actionNeedsConnection')}
    </Text>
  );
}

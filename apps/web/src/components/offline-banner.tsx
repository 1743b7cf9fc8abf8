import { t } from '@arena/shared';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { formatDateTime } from '@/lib/format';
import { meQueryKey } from '@/lib/me';
import { useBrowserOnline } from '@/lib/online';

/**
 * What the screen shows offline (decision 047): 'You're Offline' (user spec §2), with the time its data was last
 * updated (the oldest answer on screen), or that the page was never kept on this device.
 */
export function OfflineBanner() {
  const online = useBrowserOnline();
  const lastUpdated = useLastUpdated();
  if (online) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconWifiOff aria-hidden />}
      role="status"
      mb="md"
      title={
        <span role="heading" aria-level={2}>
          {t('dashboard.offlineTitle')}
        </span>
      }
    >
      {lastUpdated ? t('offline.lastUpdated', { time: formatDateTime(new Date(lastUpdated).toISOString()) }) : t('offline.notKept')}
    </Alert>
  );
}

/**
 * When the answers the screen shows were last updated: the oldest of those its queries hold, or 0 when one of them
 * has none (the page was never seen, or not kept). The account alone does not make a page.
 */
function useLastUpdated(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const snapshot = useCallback(() => {
    const onScreen = cache.findAll({ type: 'active' }).filter((query) => query.queryKey[0] !== meQueryKey[0]);
    if (onScreen.length === 0 || onScreen.some((query) => query.state.dataUpdatedAt === 0)) return 0;
    return Math.min(...onScreen.map((query) => query.state.dataUpdatedAt));
  }, [cache]);
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}

import { useEffect } from 'react';
import { isConnectionError } from '@/lib/api-client';

export { isConnectionError } from '@/lib/api-client';

/** One retry for a server error; none for a connection failure, which shows the offline state at once. */
export function dashboardRetry(failureCount: number, error: unknown): boolean {
  return !isConnectionError(error) && failureCount < 1;
}

export { useBrowserOnline } from '@/lib/online';

/** How often a dashboard whose requests failed to connect tries again by itself. */
export const RECONNECT_INTERVAL_MS = 3000;

/**
 * While `failing`, calls `retry` every few seconds and as soon as the browser says it is back online, so the
 * dashboard recovers by itself when the connection returns.
 */
export function useRetryWhileDisconnected(failing: boolean, retry: () => void): void {
  useEffect(() => {
    if (!failing) return;
    const timer = setInterval(retry, RECONNECT_INTERVAL_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [failing, retry]);
}

import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-client';

/** A request that never reached the server (offline, server down): `request()` reports status 0. */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** One retry for a server error; none for a connection failure, which shows the offline state at once. */
export function dashboardRetry(failureCount: number, error: unknown): boolean {
  return !isConnectionError(error) && failureCount < 1;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's view of the connection: navigator.onLine, kept current by the online / offline events. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

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

import type { Me } from '@arena/shared';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/me';

const persistedQueries = () => import('./persisted-queries');
/** Set while an account's answers are kept, so a visitor who never signed in does not load the code that clears them. */
const KEPT_FLAG = 'arena-offline-kept';

function setKept(kept: boolean): void {
  try {
    if (kept) window.localStorage.setItem(KEPT_FLAG, '1');
    else window.localStorage.removeItem(KEPT_FLAG);
  } catch {
    // Storage unavailable (privacy mode): nothing is kept either.
  }
}

function wasKept(): boolean {
  try {
    return window.localStorage.getItem(KEPT_FLAG) !== null;
  } catch {
    return false;
  }
}

/**
 * Follows who is signed in (the `me` query) and keeps the offline copy in step (decision 047): a player's answers are
 * kept for them alone and the service worker is registered for them; signing out, or an admin (whose pages are
 * never kept), removes every account's copy. The code behind it loads when the account is first known.
 */
export function watchAccount(queryClient: QueryClient): void {
  let current: string | null | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey as readonly unknown[];
    if (event.type !== 'updated' || key[0] !== meQueryKey[0]) return;
    const me = event.query.state.data as Me | null | undefined;
    if (me === undefined) return;
    const next = me && me.role === 'user' ? me.id : null;
    if (next === current) return;
    current = next;
    if (next) {
      setKept(true);
      void persistedQueries().then((m) => m.rememberAccount(queryClient, next));
      void import('./service-worker').then((m) => m.registerServiceWorker());
    } else if (wasKept()) {
      void persistedQueries()
        .then((m) => m.forgetAccounts())
        .then(() => setKept(false));
    }
  });
}

/** Offline at start (or the server unreachable): the last account's kept answers, if any, before the first render. */
export function restoreLastAccount(queryClient: QueryClient): Promise<boolean> {
  return persistedQueries()
    .then((m) => m.restoreLastAccount(queryClient))
    .catch(() => false);
}

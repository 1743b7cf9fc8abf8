import { Workbox } from 'workbox-window';
import { setUpdateReady } from './update-state';

let registered = false;

/**
 * Registers Arena's service worker (service-worker/sw.ts, decision 047) for a signed-in player, once. A first
 * install keeps what this page already loaded; a later version waits until the player accepts "Reload to update"
 * (UpdatePrompt), then takes over and every open page reloads into it: no page keeps running one version's HTML
 * with the other's code.
 */
export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  // After the page has loaded and the browser is idle: the install downloads the offline pages' code, which must not
  // compete with what the page needs now.
  const idle = () => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1)))(() => register());
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function register(): void {
  const workbox = new Workbox('/sw.js');
  // Pages that were running the previous version reload once the new one controls them, this one included.
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) reload();
  });
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    // The first version: this page's code was downloaded before the worker existed; it keeps it for offline use.
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    workbox.messageSW({ type: 'CACHE_CODE', urls }).catch(() => undefined);
  });
  workbox.addEventListener('waiting', () => {
    setUpdateReady(() => {
      // This page too, even when no worker controlled it yet (the first version was installed during its visit).
      workbox.addEventListener('activated', reload);
      workbox.messageSkipWaiting();
    });
  });
  // A phone keeps the app open for days: it looks for a new version whenever it comes back to the screen.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined);
  });
  workbox.register().catch(() => undefined);
}

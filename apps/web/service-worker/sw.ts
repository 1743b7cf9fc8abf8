import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import * as navigationPreload from 'workbox-navigation-preload';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { languageOfFile } from './language-files';

/**
 * Arena's service worker (docs/decisions/047-installable-and-offline.md). It holds one version of the app, whole:
 * the player's code and styles and the app shell, precached together when it installs. It never holds an answer of
 * the API (account data stays with the app, per account: src/lib/offline/) and never answers for the back office.
 * A new version installs beside the running one and waits until the player accepts "Reload to update"
 * (src/lib/offline/service-worker.ts), so a page never mixes one version's HTML with another's chunks.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** Every route's page when the network is gone: the app shell, which renders the route from the kept data. */
const APP_SHELL = '/index.html';

/** This version's files (Workbox writes the list here, once). */
const precacheList = self.__WB_MANIFEST;
const urlOf = (entry: string | { url: string }) => (typeof entry === 'string' ? entry : entry.url);
/** The three languages' texts of this version: kept for the languages in use only (keepLanguagesInUse). */
const languageFiles = precacheList.map(urlOf).flatMap((url) => {
  const language = languageOfFile(url);
  return language ? [{ url, language }] : [];
});

// The precache answers for its own files only: no `/` → index.html or `/x` → x.html guesses, since the server
// renders those pages (per language, per visitor: decisions 019 and 024).
precacheAndRoute(
  precacheList.filter((entry) => !languageOfFile(urlOf(entry))),
  { directoryIndex: '', cleanURLs: false },
);
cleanupOutdatedCaches();

// A page is asked for while the worker starts, not after.
navigationPreload.enable();

/**
 * Pages come from the network as they would without a worker (the server's per-language and per-visitor pages,
 * never stored); only when it cannot be reached does the app shell answer. The back office and the API are not
 * handled here at all.
 */
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      } catch {
        return (await matchPrecache(APP_SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/admin(\/|$)/, /^\/api(\/|$)/] },
  ),
);

/**
 * The rest of the player's code (other pages, dialogs, forms) is kept once used: its names carry its content's hash,
 * so a kept file is never stale, and an open page of an older version still finds its own chunks.
 */
const CODE_CACHE = 'arena-code';
const codeStrategy = new CacheFirst({
  cacheName: CODE_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});
const isCode = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
registerRoute(({ url }) => isCode(url), codeStrategy);

/**
 * A player reads Arena in one language, sometimes two: this version keeps the texts of the languages this browser
 * used with the previous one (their files in the code cache), so it opens offline in them even if it takes over
 * while offline, without downloading the others (about 31 kB, decision 051). On a first install there is no previous
 * version: the page hands over the texts it loaded (CACHE_CODE). An update that finds none keeps all three.
 */
async function keepLanguagesInUse(event: ExtendableEvent): Promise<void> {
  if (!self.registration.active) return;
  const kept = await (await caches.open(CODE_CACHE)).keys();
  const inUse = new Set(kept.map((request) => languageOfFile(new URL(request.url).pathname)).filter((language) => language !== undefined));
  const wanted = languageFiles.filter(({ language }) => inUse.size === 0 || inUse.has(language));
  await Promise.all(wanted.map(({ url }) => codeStrategy.handle({ request: new Request(`/${url.replace(/^\//, '')}`), event })));
}
self.addEventListener('install', (event: ExtendableEvent) => event.waitUntil(keepLanguagesInUse(event)));

type Message = { type: 'SKIP_WAITING' } | { type: 'CACHE_CODE'; urls: string[] };

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as Message | null;
  // The player chose "Reload to update": this version takes over, and every open page reloads into it.
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  // What the page loaded before this worker controlled it (its first visit): kept like code used later.
  if (message?.type === 'CACHE_CODE') {
    const urls = message.urls.map((href) => new URL(href, self.location.href)).filter(isCode);
    event.waitUntil(
      Promise.all(
        urls.map(async (url) => {
          if (await matchPrecache(url.pathname)) return;
          await codeStrategy.handle({ request: new Request(url.pathname), event }).catch(() => undefined);
        }),
      ),
    );
  }
});

// Mantine's global styles; each component's own stylesheet comes with its code (the build plugin in vite.config.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import type { DashboardPageData, Locale } from '@arena/shared';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App, createAppRouter, whenRouterReady } from './app';
import { seedDashboardPage } from '@/features/dashboard';
import { followAccountLanguage, initialLanguage, loadLanguage } from '@/lib/language';
import { isConnectionError } from '@/lib/api-client';
import { meQueryKey, meQueryOptions } from '@/lib/me';
import { nextTask } from '@/lib/next-task';
import { restoreLastAccount, watchAccount } from '@/lib/offline/account-watch';
import { queryClient } from '@/lib/query-client';
import { markPageHydrated } from '@/lib/use-hydrated';

// zod compiles object schemas with `new Function` where it can; the Content-Security-Policy (script-src 'self')
// forbids that, and even zod's probe for it is reported as a violation.
zodConfig({ jitless: true });

// Who is signed in decides whose answers this browser keeps for offline reading (decision 047).
watchAccount(queryClient);

// A signed-in page rendered by the server carries its visitor's account (#arena-me): the session is known already.
const renderedFor = document.getElementById('arena-me')?.textContent;
if (renderedFor) queryClient.setQueryData(meQueryKey, JSON.parse(renderedFor));
// /dashboard also carries the answers its cards were rendered from (#arena-page-data, decision 057): the app takes the
// page over with them instead of reading them again.
const pageData = document.getElementById('arena-page-data')?.textContent;
if (pageData) seedDashboardPage(queryClient, JSON.parse(pageData) as DashboardPageData);

// Offline, the last signed-in player's kept answers (their account included) are put back before the first render;
// online the server's answers decide, and nothing kept is read.
const restored: Promise<unknown> = navigator.onLine ? Promise.resolve() : restoreLastAccount(queryClient);

// Every screen waits for the session (the route guards): ask for it while the page's code loads, not after.
const session = restored
  .then(() => queryClient.fetchQuery(meQueryOptions))
  .catch((error: unknown) => {
    // The server cannot be reached although the browser says it is online: the same as offline (the screens
    // re-render with the kept answers).
    if (isConnectionError(error) && navigator.onLine) void restoreLastAccount(queryClient);
    return undefined;
  });

// The page's language: its texts load beside the page's code, before anything renders.
const language = loadLanguage(initialLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The entry pages arrive with HTML (scripts/write-entry-pages.mjs), so they show before this code has loaded: a
 * public page (/, /login, /register) as a visitor sees it; /dashboard as the server rendered it for its visitor
 * (or its loading screen when it could not); another signed-in page as its loading screen.
 * React takes the HTML over once it would render the same: the page's lazy code is in, and the session is the one
 * the HTML was made for: none for a public page (or one that could not be read: the sign-in form then reports it),
 * the embedded account for a signed-in page. Otherwise (a signed-in visitor on a public page is sent on to their
 * home, or the HTML is the loading screen) React's first render replaces the HTML.
 */
async function start(container: HTMLElement) {
  // Evaluating this code is already one long task: the router's first match (and its lazy routes) comes after it.
  await nextTask();
  await Promise.all([language, restored]);
  const router = await createAppRouter();
  const prerendered = container.dataset.prerendered;
  if (prerendered === 'page' || prerendered === 'session') {
    // `me` is null when no one is signed in, undefined when the session could not be read.
    const [me] = await Promise.all([session, whenRouterReady(router)]);
    if (prerendered === 'page' ? !me : Boolean(me)) {
      // A transition hydrates in slices that yield to the browser, instead of one long task on a slow phone.
      startTransition(() => void hydrateRoot(container, <App router={router} />));
      return;
    }
  }
  // A transition renders in slices; the HTML stays until React's first render replaces it.
  markPageHydrated();
  startTransition(() => createRoot(container).render(<App router={router} />));
}
void start(root).then(async () => {
  // The account's language, chosen on another device, wins over this browser's once the session is known.
  const me = await session;
  if (me) await followAccountLanguage((me as { language?: Locale | null }).language);
});

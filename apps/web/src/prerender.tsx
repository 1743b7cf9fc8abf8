import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import type { DashboardPageData, Locale, Me } from '@arena/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { App, routes, whenRouterReady } from './app';
import { LoadingScreen } from '@/components/loading-screen';
import { cssVariablesResolver, theme } from '@/config/theme';
import { seedDashboardPage } from '@/features/dashboard';
import { activateForRender } from '@/lib/language';
import { meQueryKey } from '@/lib/me';
import { queryClient } from '@/lib/query-client';

let rendering: Promise<unknown> = Promise.resolve();

/**
 * Runs one render in one language. The active language is one per process (the catalogue `t()` reads), so renders
 * take turns: a French page never picks up a text of a Kreyòl one rendered at the same time.
 */
function inLanguage<T>(locale: Locale, render: () => Promise<T>): Promise<T> {
  const turn = rendering.then(async () => {
    await activateForRender(locale);
    return render();
  });
  rendering = turn.catch(() => undefined);
  return turn;
}

/**
 * Build-time rendering (scripts/write-entry-pages.mjs runs it from a server build of this file): the HTML of a
 * public page as a visitor without a session first sees it, in one language, with the same tree the page then
 * hydrates (main.tsx).
 */
export function renderPublicPage(path: string, locale: Locale): Promise<string> {
  return inLanguage(locale, async () => {
    queryClient.setQueryData(meQueryKey, null);
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    await whenRouterReady(router);
    return renderToHtml(<App router={router} />);
  });
}

/**
 * A signed-in entry page as its owner first sees it, rendered by the server for each request (the server's
 * serveWebApp): the signed-in shell and the page with `me` known, and the dashboard's cards from the data the server
 * read with the page (decision 057; null: still loading), so the page paints with its header, greeting and cards
 * before any script. Its own query client holds only this visitor's answers. The page's code hydrates this HTML once
 * it has loaded (main.tsx), with the same answers.
 */
export function renderSignedInPage(path: string, me: Me, locale: Locale, data: DashboardPageData | null = null): Promise<string> {
  return inLanguage(locale, async () => {
    const client = new QueryClient();
    client.setQueryData(meQueryKey, me);
    if (data) seedDashboardPage(client, data);
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    await whenRouterReady(router);
    try {
      return await renderToHtml(<App router={router} queryClient={client} />);
    } finally {
      router.dispose();
      client.clear();
    }
  });
}

/**
 * What a signed-in page shows first, before its code and the session are in: the same loading screen the app
 * renders while it waits for them, so the page paints at once; the app replaces it.
 */
export function renderLoadingScreen(locale: Locale): Promise<string> {
  return inLanguage(locale, () =>
    renderToHtml(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LoadingScreen />
      </MantineProvider>,
    ),
  );
}

/** The complete HTML of a tree, once every lazy part of it has loaded. */
async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  return text(prelude);
}

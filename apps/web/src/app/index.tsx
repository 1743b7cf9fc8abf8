import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useLanguage } from '@/lib/language';
import { AppProvider } from './provider';

export { createAppRouter, routes, whenRouterReady } from './router';

/**
 * The whole app around a router: a browser router in the page, a memory router when a page is rendered to HTML
 * (src/prerender.tsx: a public page at build time, a signed-in page by the server, with its own query client).
 * Both render this same tree, so the page can hydrate a public page's HTML.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient?: QueryClient }) {
  // A new language renders every screen again, texts computed once per mount included.
  const language = useLanguage();
  return (
    <StrictMode>
      <AppProvider key={language} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

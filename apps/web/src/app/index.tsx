import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';

export { createAppRouter, routes, whenRouterReady } from './router';

/**
 * The whole app around a router: a browser router in the page, a memory router when a public page is rendered
 * to HTML at build time (src/prerender.tsx). Both render this same tree, so the page can hydrate the HTML.
 */
export function App({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

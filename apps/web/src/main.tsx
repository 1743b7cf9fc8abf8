import '@mantine/core/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app';
import { meQueryOptions } from '@/lib/me';
import { queryClient } from '@/lib/query-client';

// zod compiles object schemas with `new Function` where it can; the Content-Security-Policy (script-src 'self')
// forbids that, and even zod's probe for it is reported as a violation.
zodConfig({ jitless: true });

// Every screen waits for the session (the route guards): ask for it while the page's code loads, not after.
void queryClient.prefetchQuery(meQueryOptions);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition renders in slices that yield to the browser, instead of one long task on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

import { startTransition, useEffect, useState } from 'react';

/** Whether React is past taking over the page's HTML: false on the server and until the first commit in the browser. */
let pageHydrated = false;

/** For a page that React renders without HTML to take over (src/main.tsx): its first render is the browser's own. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * False while a page is rendered to HTML (at build time or by the server) and while React takes that HTML over in
 * the browser; true right after, and from the first render of anything rendered in the browser alone.
 * The switch after taking the HTML over is a transition: React renders it in slices that yield to the browser.
 * (`useSyncExternalStore` with a server snapshot re-renders synchronously, one long task on a slow phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page is rendered to HTML at build time and while React takes that HTML over in the browser; true
 * right after, and from the first render of anything rendered in the browser alone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

/** A new version is installed and waiting: how to apply it. Undefined until then. */
let applyUpdate: (() => void) | undefined;
const listeners = new Set<() => void>();

export function setUpdateReady(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/** The waiting version's "apply", or undefined when the app is up to date. */
export function useUpdateReady(): (() => void) | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
    () => undefined,
  );
}

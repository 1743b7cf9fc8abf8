/**
 * Code loaded with its first use (decision 054), once: every use gets the same promise, so what waits for it runs in
 * the order it asked. A load that failed (the connection dropped) is forgotten, and the next use tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

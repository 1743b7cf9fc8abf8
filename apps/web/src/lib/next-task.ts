/**
 * Resolves in a later task: the browser paints and handles input in between, so work split by it is several short
 * tasks on a slow phone instead of one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine reads these browser APIs that happy-dom leaves out.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// eslint-disable-next-line @typescript-eslint/unbound-method -- reads the prototype's method only to see whether happy-dom has one
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};

// findBy*/waitFor wait for what the person would see; a loaded CI machine (load 10 on 2 cores) takes far longer than
// Testing Library's 1 s default to render a Mantine table, so they wait up to 15 s (a passing test returns at once).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});

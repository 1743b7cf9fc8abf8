import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WAIT_FOR_MS } from './wait';
import '@arena/shared/testing-english';

// Mantine reads these browser APIs that happy-dom leaves out.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// eslint-disable-next-line @typescript-eslint/unbound-method -- reads the prototype's method only to see whether happy-dom has one
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};

configure({ asyncUtilTimeout: WAIT_FOR_MS });

afterEach(() => {
  cleanup();
});

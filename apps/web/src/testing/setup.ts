import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WAIT_FOR_MS } from './wait';

// Mantine reads these browser APIs that happy-dom leaves out.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};

configure({ asyncUtilTimeout: WAIT_FOR_MS });

afterEach(() => {
  cleanup();
});

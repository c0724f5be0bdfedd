import { afterAll, afterEach, vi } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';

// findBy* and waitFor poll until their expectation holds; the bound is how long a busy machine
// (two cores, other suites running) may take to render, not a timing the tests assert. The same
// bound as vi.waitFor's (test/support/polling-bound.ts).
configure({ asyncUtilTimeout: 60_000 });

// antd's responsive helpers read matchMedia, which jsdom does not implement.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// jsdom implements neither scrolling nor pseudo-element styles; the router and antd ask for both.
window.scrollTo = () => {};
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// antd's toasts render into roots of their own, outside the trees cleanup() unmounts, and close
// on timers: after a file's last test they are closed while the window still exists, so React has
// no work left for after the environment's teardown ("window is not defined"). A toast loads antd
// before it shows, which on a busy machine can outlast the file's last test: those are awaited
// first, or one would open after the others were closed.
// Loading antd here takes seconds on a busy machine, so the bound is generous rather than the 10 s default.
afterAll(async () => {
  const { toastsShown } = await import('../lib/toast');
  await toastsShown();
  const { message, notification } = await import('antd');
  await act(async () => {
    message.destroy();
    notification.destroy();
  });
}, 60_000);

import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import { ConfigProvider } from 'antd';
// The site's theme for antd's static toasts, set here first so the line below overrides it.
import '../components/antd-theme';
import { theme } from '../lib/theme';
import { act, cleanup, configure } from '@testing-library/react';
import { closeToasts } from '../lib/toast';

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

// Test files share one window and one copy of each module (the tier's `isolate: false`: importing
// antd afresh for each file took most of the tier's time). So after each test, what it left on
// the page goes: cleanup() unmounts the trees it rendered, and antd's toasts, which render into
// roots of their own outside those trees, are closed. A toast loads antd before it shows, which
// on a busy machine can outlast the test: those are awaited first, or one would open in the next
// test (or after the window is gone).
//
// A closed toast stays on the page until its leave animation ends, which jsdom never signals:
// in tests the toasts have the site's theme without motion, so closing one removes it.
ConfigProvider.config({
  holderRender: (children) => createElement(ConfigProvider, { theme: { ...theme, token: { ...theme.token, motion: false } } }, children),
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await act(closeToasts);
});

import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, RESIZE_DEBOUNCE_MS } from '@decorlook/domain/shared/app';

/** small < 768 ≤ medium < 1024 ≤ large < 1440 ≤ wide (spec 2.3 breakpoints). */
export type Breakpoint = 'small' | 'medium' | 'large' | 'wide';

export function breakpointOf(width: number): Breakpoint {
  if (width < BREAKPOINTS.sm) return 'small';
  if (width < BREAKPOINTS.md) return 'medium';
  if (width < BREAKPOINTS.lg) return 'large';
  return 'wide';
}

export interface ViewportStore {
  subscribe(listener: () => void): () => void;
  getWidth(): number;
}

/**
 * The window width, updated only once resizing has paused for `delayMs`. One resize listener
 * serves every subscriber, and it is attached only while someone listens.
 */
export function createViewportStore(win: Window = window, delayMs: number = RESIZE_DEBOUNCE_MS): ViewportStore {
  let width = win.innerWidth;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const publish = () => {
    timer = undefined;
    if (win.innerWidth === width) return;
    width = win.innerWidth;
    listeners.forEach((listener) => listener());
  };
  const onResize = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(publish, delayMs);
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        width = win.innerWidth;
        win.addEventListener('resize', onResize);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          win.removeEventListener('resize', onResize);
          if (timer !== undefined) clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    getWidth: () => width,
  };
}

/**
 * The width pages are pre-rendered for (the wide layout). CSS hides the wide-only parts on small
 * screens until the script knows the real width.
 */
export const PRERENDER_WIDTH = 1280;

const prerenderStore: ViewportStore = { subscribe: () => () => undefined, getWidth: () => PRERENDER_WIDTH };

let defaultStore: ViewportStore | undefined;
const viewport = () => (typeof window === 'undefined' ? prerenderStore : (defaultStore ??= createViewportStore()));
const prerenderWidth = () => PRERENDER_WIDTH;

export interface BreakpointState {
  width: number;
  breakpoint: Breakpoint;
  /** Below 768 px: the mobile menu, no Curate the Look tab, web-only tools go to /unavailable-tool. */
  isSmall: boolean;
}

export function useBreakpoint(store: ViewportStore = viewport()): BreakpointState {
  // Hydration starts from the pre-rendered width, then React re-renders with the real one.
  const width = useSyncExternalStore(store.subscribe, store.getWidth, prerenderWidth);
  const breakpoint = breakpointOf(width);
  return { width, breakpoint, isSmall: breakpoint === 'small' };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { breakpointOf, createViewportStore, useBreakpoint } from './use-breakpoint';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('breakpointOf', () => {
  it('splits at 768, 1024 and 1440', () => {
    expect(breakpointOf(767)).toBe('small');
    expect(breakpointOf(768)).toBe('medium');
    expect(breakpointOf(1023)).toBe('medium');
    expect(breakpointOf(1024)).toBe('large');
    expect(breakpointOf(1439)).toBe('large');
    expect(breakpointOf(1440)).toBe('wide');
  });
});

describe('useBreakpoint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the window width only after resizing has paused for 200 ms', () => {
    const store = createViewportStore(window);
    const { result } = renderHook(() => useBreakpoint(store));
    expect(result.current).toEqual({ width: 1280, breakpoint: 'large', isSmall: false });

    act(() => resizeTo(900));
    act(() => vi.advanceTimersByTime(150));
    act(() => resizeTo(600));
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.width).toBe(1280);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ width: 600, breakpoint: 'small', isSmall: true });

    act(() => resizeTo(1500));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.breakpoint).toBe('wide');
  });

  it('stops listening once nobody uses it', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const store = createViewportStore(window);
    const first = renderHook(() => useBreakpoint(store));
    const second = renderHook(() => useBreakpoint(store));
    first.unmount();
    expect(remove).not.toHaveBeenCalledWith('resize', expect.any(Function));
    second.unmount();
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
    remove.mockRestore();
  });
});

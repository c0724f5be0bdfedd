import { createContext, useContext } from 'react';

/**
 * When the page loaded, on the `performance.now()` clock. In a browser that clock starts at the
 * load, so 0; a test's window serves many renders, each of them a fresh page load.
 */
export const PageLoadContext = createContext(0);

export function usePageLoadedAt(): number {
  return useContext(PageLoadContext);
}

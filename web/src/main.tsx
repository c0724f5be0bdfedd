import './zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { PRERENDERED_ATTRIBUTE } from './prerender-marker';
import './styles/global.css';
import './styles/page-frames.css';
import './styles/shop-looks.css';

/**
 * Loads the on-demand route modules the current address needs before the first render, so the
 * pre-rendered shell stays on screen until the page itself can replace it (no loading flash).
 */
async function loadMatchedRoutes(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * The HTML holds this address's page as the build rendered it: hydrate it. Only for a plain load
 * of that address; a query string (the auth modal's key) or history state would render something
 * else, so the page is rendered afresh over the same markup instead.
 */
function servedAsPrerendered(container: HTMLElement): boolean {
  const state = window.history.state as { usr?: unknown } | null;
  return container.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname && window.location.search === '' && !state?.usr;
}

async function start() {
  const container = document.getElementById('root')!;
  // A failed chunk download is left to the router, which shows its error screen.
  await loadMatchedRoutes(routes).catch(() => undefined);
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (servedAsPrerendered(container)) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

/**
 * Let the browser paint the pre-rendered page before the script takes over: on a slow phone the
 * first paint (and the largest one) would otherwise wait for the whole hydration task.
 */
function afterFirstPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => void start());

import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { AppRoot } from './app/app';
import { RootLayout } from './app/root-layout';
import { routes } from './app/routes';
import { createQueryClient } from './lib/query-client';

/** What the shell shows in place of a page whose code is still loading. */
function PageLoading() {
  return (
    <div className="dl-page" role="status" aria-label="Loading">
      <span className="dl-spinner dl-spinner--centered" />
    </div>
  );
}

/** The header and footer around a loading page: the first paint of every other address. */
const shellRoutes: RouteObject[] = [{ path: '/', Component: RootLayout, children: [{ index: true, Component: PageLoading }] }];

export interface Prerendered {
  /** The markup inside the root element. */
  html: string;
  /** antd's styles for that markup, as `<style>` elements for the head. */
  styles: string;
}

/**
 * Renders one address at build time with the same components the browser runs. `shell` renders
 * the site's frame with a loading page instead of a route's page.
 */
export async function render(url: string, kind: 'page' | 'shell' = 'page'): Promise<Prerendered> {
  const handler = createStaticHandler(kind === 'shell' ? shellRoutes : routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url} answers ${context.status}: it cannot be pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <AppRoot queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppRoot>
      </StyleProvider>
    </StrictMode>,
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  html += decoder.decode();
  return { html, styles: extractStyle(cache) };
}

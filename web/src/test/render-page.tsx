import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppConfigProvider } from '../lib/app-config/app-config-context';
import { EMPTY_APP_CONFIG_STATE } from '../lib/app-config/config-sync';
import type { EnumLookups } from '../lib/app-config/enum-lookups';
import { createQueryClient } from '../lib/query-client';
import { userKeys, type User } from '../lib/session/user';

/** A call's parsed JSON body; undefined for a call without one (or with a form). */
export type JsonBody = Record<string, unknown> | undefined;

/** One call the page made, as a test reads it back. */
export interface FetchCall {
  method: string;
  url: string;
  body: JsonBody;
}

/** The server's answer to one call; undefined for a call it does not know (404 "Not found"). */
export type FetchAnswer = (url: string, body: JsonBody, init: RequestInit) => Response | undefined | Promise<Response | undefined>;

/**
 * Puts `answer` in the place of the network (vi.unstubAllGlobals() restores it) and returns the
 * calls made, in order. A JSON body is parsed; any other body is left in `init`.
 */
export function stubFetch(answer: FetchAnswer): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init.method ?? 'GET', url, body });
      return (await answer(url, body, init)) ?? Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

export interface PageSetup {
  /** Where the router starts; `initialEntries` instead for a history behind it. */
  url?: string;
  initialEntries?: string[];
  initialIndex?: number;
  /** The signed-in person, known from the start as after the site's own start-up. */
  me?: User;
  queryClient?: QueryClient;
  /** The enums the site's config sync hands the page (styles, room types, ...), when it reads any. */
  enums?: EnumLookups;
}

/** Renders `routes` in a memory router under a fresh query client, as the site's shell would. */
export function renderPage(routes: RouteObject[], { url = '/', initialEntries = [url], initialIndex, me, queryClient = createQueryClient(), enums }: PageSetup = {}) {
  if (me) queryClient.setQueryData(userKeys.me, me);
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  const page = <RouterProvider router={router} />;
  const view = render(
    <QueryClientProvider client={queryClient}>{enums ? <AppConfigProvider sync={async () => ({ ...EMPTY_APP_CONFIG_STATE, enums })}>{page}</AppConfigProvider> : page}</QueryClientProvider>,
  );
  return { router, queryClient, view };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render-page';
import { GuardedOutlet } from './guarded-outlet';
import type { GuardDecision } from './route-guard';

/** The recommendations page behind the guard's decision, on a server that answers the request call with `status`. */
function renderGuarded(decision: GuardDecision, status: number) {
  const fetch = vi.fn(async (_url: string) => (status === 200 ? Response.json({ result: { id: 9 } }) : Response.json({ message: 'No such request.' }, { status })));
  vi.stubGlobal('fetch', fetch);
  const { router } = renderPage(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/request-the-look/recommendations/:requestId', element: <GuardedOutlet decision={decision} waiting={<p>Checking</p>} />, children: [{ index: true, element: <p>Recommendations</p> }] },
    ],
    { url: '/request-the-look/recommendations/9' },
  );
  return { fetch, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('the requester check on the recommendations page', () => {
  const decision: GuardDecision = { kind: 'requesterOnly', requestId: '9', otherwise: '/' };

  it('shows the page to the member the request call answers', async () => {
    const { fetch } = renderGuarded(decision, 200);
    expect(screen.getByText('Checking')).toBeTruthy();
    expect(await screen.findByText('Recommendations')).toBeTruthy();
    expect(String(fetch.mock.calls[0][0])).toMatch(/\/v1\/requests\/9$/);
  });

  it('sends anyone the request call refuses home', async () => {
    const { router } = renderGuarded(decision, 404);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Recommendations')).toBeNull();
  });
});

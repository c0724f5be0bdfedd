import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import { paths } from '../../../config/paths';
import { sessionUser, showcaseView } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { ShowcaseSetupPage } from './showcase-setup-page';

const ambassador = sessionUser({ id: 7, displayName: 'Ana Lindqvist', email: 'ana@example.com', ambassador: true });

const showcase = (change: Partial<ShowcaseView> = {}) => showcaseView(7, { pageName: 'GetTheLook', urlKey: null, displayName: 'Ana Lindqvist', active: false, ...change });

type Handler = (url: string, init: RequestInit, body: unknown) => Response | Promise<Response> | undefined;

function renderSetup(handler: Handler) {
  window.localStorage.setItem('accessToken', 'token-7');
  const calls = stubFetch(async (url, body, init) => {
    if (url === '/v1/user') return Response.json({ result: ambassador });
    const answer = await handler(url, init, body);
    if (answer) return answer;
    // The picker's own lists: empty unless the test says otherwise.
    if (url === '/v1/inspiration-image/search' || url === '/v1/look-board/search') return Response.json({ result: [], total: 0 });
  });
  const { queryClient } = renderPage([{ path: paths.dashboardAmbassadorShowcase, Component: ShowcaseSetupPage }], { url: paths.dashboardAmbassadorShowcase, me: ambassador });
  return { calls, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Showcase Setup', () => {
  it('creates the showcase named "GetTheLook" when the ambassador has none yet (GET answers 404), then shows it', async () => {
    const { calls } = renderSetup((url, init) => {
      if (url === '/v1/showcase' && (init.method ?? 'GET') === 'GET') return Response.json({ message: 'You have no showcase yet.' }, { status: 404 });
      if (url === '/v1/showcase' && init.method === 'POST') return Response.json({ result: showcase() }, { status: 201 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Showcase Setup' })).toBeTruthy();
    expect(((await screen.findByLabelText('Page name')) as HTMLInputElement).value).toBe('GetTheLook');
    expect(calls.filter((call) => call.url === '/v1/showcase' && call.method === 'POST')).toEqual([{ method: 'POST', url: '/v1/showcase', body: { pageName: 'GetTheLook' } }]);
  });

  it('ignores a cancelled fetch: no showcase is created', async () => {
    let started = false;
    const { calls, queryClient } = renderSetup((url, init) => {
      if (url === '/v1/showcase' && (init.method ?? 'GET') === 'GET') {
        started = true;
        // Answers only by being cancelled.
        return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));
      }
    });
    await vi.waitFor(() => expect(started).toBe(true));
    await act(async () => queryClient.cancelQueries({ queryKey: ['showcase', 'own'] }));
    expect(screen.getByRole('status', { name: 'Loading your showcase' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates nothing when the ambassador already has a showcase', async () => {
    const { calls } = renderSetup((url, init) => {
      if (url === '/v1/showcase' && (init.method ?? 'GET') === 'GET') return Response.json({ result: showcase({ pageName: 'Nordic Calm' }) });
    });
    expect(((await screen.findByLabelText('Page name')) as HTMLInputElement).value).toBe('Nordic Calm');
    expect(calls.some((call) => call.method === 'POST' && call.url === '/v1/showcase')).toBe(false);
  });

  it('tells someone who is not an ambassador (403) what the page is for, and creates nothing', async () => {
    const { calls } = renderSetup((url) => {
      if (url === '/v1/showcase') return Response.json({ message: 'Only ambassadors have a showcase.' }, { status: 403 });
    });
    expect(await screen.findByText(/The showcase is for our ambassadors/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/v1/showcase')).toBe(false);
  });

  it('shows a taken page address under its field (422 errors.urlKey)', async () => {
    renderSetup((url, init) => {
      if (url === '/v1/showcase' && (init.method ?? 'GET') === 'GET') return Response.json({ result: showcase() });
      if (url === '/v1/showcase' && init.method === 'PUT') return Response.json({ message: 'The given data was invalid.', errors: { urlKey: ['This page address is already taken'] } }, { status: 422 });
    });
    fireEvent.change(await screen.findByLabelText('Page address'), { target: { value: 'nordic-calm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('This page address is already taken')).toBeTruthy();
  });

  it('going live without an address says to choose one first; the switch stays off', async () => {
    const { calls } = renderSetup((url, init) => {
      if (url === '/v1/showcase' && (init.method ?? 'GET') === 'GET') return Response.json({ result: showcase() });
      if (url === '/v1/showcase/activate') return Response.json({ message: 'The given data was invalid.', errors: { urlKey: ['Please choose your page address before activating your showcase'] } }, { status: 422 });
    });
    const live = await screen.findByRole('switch', { name: 'Page is live' });
    fireEvent.click(live);
    expect(await screen.findByText('Choose your page address first.')).toBeTruthy();
    expect(live.getAttribute('aria-checked')).toBe('false');
    expect(calls.find((call) => call.url === '/v1/showcase/activate')?.body).toEqual({ value: true });
  });

  it('featuring an image from the person’s own approved images saves the page’s images at once and shows the answer', async () => {
    const image = { id: 31, title: 'Sunlit nook', slug: 'sunlit-nook', media: { userId: 7, hash: 'a'.repeat(32) }, width: 900, height: 640 };
    let saved = showcase();
    const { calls } = renderSetup((url, init, body) => {
      if (url === '/v1/showcase' && (init.method ?? 'GET') === 'GET') return Response.json({ result: saved });
      if (url === '/v1/inspiration-image/search' && (body as { source: string }).source === 'my') return Response.json({ result: [image] });
      if (url === '/v1/showcase/images') {
        const { images, featuredImages } = body as { images: number[]; featuredImages: number[] };
        saved = showcase({ images, featuredImages });
        return Response.json({ result: saved });
      }
      if (url === '/v1/showcase/7/images') return Response.json({ result: [image] });
    });
    const featured = await screen.findByTestId('featured-images');
    expect(within(featured).getByText('Nothing featured yet.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Feature Sunlit nook' }));
    expect(await within(featured).findByText('Sunlit nook')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/v1/showcase/images').map((call) => call.body)).toEqual([{ images: [31], featuredImages: [31] }]);
    // Its card in the person's list now says it is featured.
    expect(within(screen.getByRole('list', { name: 'My approved images' })).getByRole('button', { name: 'Feature Sunlit nook' }).textContent).toBe('Featured');
  });
});

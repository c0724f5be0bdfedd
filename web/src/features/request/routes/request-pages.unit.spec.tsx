import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REQUEST_STEPS } from '@decorlook/domain/requests/request.rules';
import { paths } from '../../../config/paths';
import { toLookup } from '../../../lib/app-config/enum-lookups';
import { sessionUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { INTRO_MODAL_STATUS_KEY } from '../../../components/tool-overview-modal';
import { REQUEST_INFO_KEY } from '../machines/request.storage';
import { emptyRequest, type RequestValues } from '../machines/request.values';
import { RequestDetailsPage, RequestSubmitPage, RequestSuccessPage, RequestTheLookPage } from './request-pages';

const enums = {
  styles: toLookup('styles', [{ id: 2, name: 'Industrial' }]),
  roomTypes: toLookup('roomTypes', [{ id: 3, name: 'Living Room' }]),
  itemClasses: toLookup('itemClasses', [{ id: 4, name: 'Sofa' }]),
  colors: toLookup('colors', [{ id: 5, name: 'Warm neutrals' }]),
};
const complete: RequestValues = {
  ...emptyRequest(),
  source: 'liked',
  image: { id: 7, title: 'Sunny loft', slug: 'sunny-loft', media: { userId: 1, hash: 'a'.repeat(32) } },
  requestType: 'room',
  title: 'Cozy living room',
  items: [4],
  itemTab: 4,
  roomType: 3,
  message: 'Warm please',
  requestStyle: 2,
};

function renderAt(url: string, opts: { signedIn?: boolean; answer?: () => Response } = {}) {
  // Each tool's overview is seen already: these tests are about the flow.
  window.localStorage.setItem(INTRO_MODAL_STATUS_KEY, JSON.stringify({ requestTheLook: true }));
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    if (input.startsWith('/v1/requests') && init?.method === 'POST') return opts.answer?.() ?? Response.json({ result: { id: 12, slug: '12-cozy-living-room' } }, { status: 201 });
    if (input.startsWith('/v1/inspiration-image/search')) return Response.json({ result: [] });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  if (opts.signedIn) window.localStorage.setItem('accessToken', 'token-1');
  const { router } = renderPage(
    [
      { path: paths.requestTheLook, Component: RequestTheLookPage },
      { path: paths.requestDetails, Component: RequestDetailsPage },
      { path: paths.requestSubmit, Component: RequestSubmitPage },
      { path: paths.requestSuccess, Component: RequestSuccessPage },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { url, me: opts.signedIn ? sessionUser({ id: 3, displayName: 'Ana', email: 'ana@example.com' }) : undefined, enums },
  );
  return { router, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('Request the Look pages', () => {
  it('offers a visitor sign-in with the request flag, and sends them home from the flow with it', async () => {
    const { router } = renderAt(paths.requestTheLook);
    const link = await screen.findByRole('link', { name: 'Sign in to request a look' });
    expect(link.getAttribute('href')).toBe('/?auth=sign-in&request=true');
    await router.navigate(paths.requestDetails);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?auth=sign-in&request=true');
  });

  it('opens the how-it-works modal with its three steps and three recommendation cards', async () => {
    renderAt(paths.requestTheLook, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'How it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Request the Look works' });
    expect(within(dialog).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Select an Image you Love',
      'Request the Look',
      'Get Recommendations',
      'Look Board',
      'Product Stream',
      'Mix & Match',
    ]);
  });

  it('sends a reviewed request and shows the four steps that follow, forgetting the request info', async () => {
    window.localStorage.setItem(REQUEST_INFO_KEY, JSON.stringify(complete));
    const { router, fetchMock } = renderAt(paths.requestSubmit, { signedIn: true });
    expect(await screen.findByText('Industrial')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.requestSuccess));
    const body = JSON.parse(String((fetchMock.mock.calls.find(([url]) => url === '/v1/requests')?.[1] as RequestInit).body));
    expect(body).toEqual({ inspirationImageId: 7, imageSource: 'liked', requestType: 'room', title: 'Cozy living room', items: [4], roomType: 3, message: 'Warm please', requestStyle: 2 });
    const steps = within(await screen.findByRole('list', { name: 'What happens next' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([...REQUEST_STEPS]);
    expect(screen.getByRole('link', { name: 'My Requests' }).getAttribute('href')).toBe(paths.dashboardRequests);
    expect(window.localStorage.getItem(REQUEST_INFO_KEY)).toBeNull();
  });

  it('a refused style takes the person back to the details, with the message under Style', async () => {
    window.localStorage.setItem(REQUEST_INFO_KEY, JSON.stringify(complete));
    const { router } = renderAt(paths.requestSubmit, {
      signedIn: true,
      answer: () => Response.json({ message: 'The given data was invalid.', errors: { requestStyle: ['Please choose from the list'] } }, { status: 422 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.requestDetails));
    const style = (await screen.findByText('Style', { selector: 'label' })).closest('.ant-form-item') as HTMLElement;
    expect(await within(style).findByText('Please choose from the list')).toBeTruthy();
  });
});

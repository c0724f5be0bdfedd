import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES_MEDIA } from '@decorlook/domain/catalog/media';
import { paths } from '../../../config/paths';
import { sessionUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { PINNED_MESSAGE } from '../components/pin-picker';
import { GetThePinPage } from './get-the-pin-page';

configure({ asyncUtilTimeout: 5_000 });

const PINNED = `${paths.getThePin}?source=${encodeURIComponent('https://www.blog.example/posts/sunny')}&title=Sunny%20living%20room&image=${encodeURIComponent('https://cdn.example/room.jpg')}&image=${encodeURIComponent('https://cdn.example/sofa.jpg')}`;

function renderPin(url: string, { signedIn = false } = {}) {
  if (signedIn) window.localStorage.setItem('accessToken', 'token-1');
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string, init: RequestInit = {}) => {
      calls.push({ url: address, body: init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined });
      if (address === '/v1/user') return Response.json({ result: sessionUser({ id: 2, firstName: 'Ana', lastName: 'Lind', email: 'ana@example.com', displayName: 'Ana' }) });
      if (address === '/v1/media') return Response.json({ result: { id: 77, userId: 2, type: 'inspirationImage', hash: 'a'.repeat(32) } }, { status: 201 });
      if (address === '/v1/inspiration-image') return Response.json({ result: { id: 9, slug: 'sunny-living-room', title: 'Sunny living room' } }, { status: 201 });
      return Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  const { router } = renderPage([{ path: paths.getThePin, Component: GetThePinPage }], { url });
  return { calls, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Get the Pin: the instructions', () => {
  it('offers a draggable bookmarklet that pins to this site, and explains a click here instead of running it', async () => {
    renderPin(paths.getThePin);
    expect(screen.getByRole('heading', { level: 1, name: 'Pin rooms you love from any website' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Pin to DecorLook/ });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^javascript:/));
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(JSON.stringify(window.location.origin));
    expect(link.getAttribute('draggable')).toBe('true');
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toMatch(/drag the button onto your bookmarks bar/);
    for (const name of ['Install the button', 'How your picture gets here', 'Good to know']) expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
  });
});

describe('Get the Pin: a page’s pictures', () => {
  it('lists the pictures; a visitor is asked to sign in, keeping the pictures', async () => {
    const { router } = renderPin(PINNED);
    const pictures = within(screen.getByRole('list', { name: 'Pictures on the page' })).getAllByRole('button');
    expect(pictures.map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual(['https://cdn.example/room.jpg', 'https://cdn.example/sofa.jpg']);
    expect(screen.getByRole('link', { name: 'Sunny living room' }).getAttribute('href')).toBe('https://www.blog.example/posts/sunny');
    fireEvent.click(pictures[1]);
    expect(pictures[1].getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Sign in to pin' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('auth')).toBe('sign-in'));
    expect(new URLSearchParams(router.state.location.search).getAll('image')).toHaveLength(2);
  });

  it('the member saves the chosen picture and uploads it; it is added with the page as its source and the site as its credit', async () => {
    const { calls } = renderPin(PINNED, { signedIn: true });
    fireEvent.click(within(screen.getByRole('list', { name: 'Pictures on the page' })).getAllByRole('button')[1]);
    const open = await screen.findByRole('link', { name: 'Open the picture in a new tab' });
    expect(open.getAttribute('href')).toBe('https://cdn.example/sofa.jpg');
    expect(open.getAttribute('target')).toBe('_blank');
    const saved = new File(['png'], 'my-sofa.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Choose the saved picture:'), { target: { files: [saved] } });
    await screen.findByText(/Picture uploaded/);
    const upload = calls.find((call) => call.url === '/v1/media')?.body as FormData;
    expect(upload.get('type')).toBe('inspirationImage');
    expect((upload.get('file') as File).name).toBe('my-sofa.png');
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Sunny living room');
    expect((screen.getByLabelText(/^Credit/) as HTMLInputElement).value).toBe('blog.example');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await screen.findByText(PINNED_MESSAGE);
    expect(calls.find((call) => call.url === '/v1/inspiration-image')?.body).toMatchObject({
      mediaId: 77,
      title: 'Sunny living room',
      credit: 'blog.example',
      sourceUrl: 'https://www.blog.example/posts/sunny',
      type: 'room',
    });
    expect(screen.getByRole('link', { name: 'See My Images' }).getAttribute('href')).toBe(paths.dashboardImages);
  });

  it('refuses a file the server would refuse, before sending it', async () => {
    const { calls } = renderPin(PINNED, { signedIn: true });
    fireEvent.click(within(screen.getByRole('list', { name: 'Pictures on the page' })).getAllByRole('button')[0]);
    const saved = new File(['gif'], 'room.gif', { type: 'image/gif' });
    fireEvent.change(await screen.findByLabelText('Choose the saved picture:'), { target: { files: [saved] } });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES_MEDIA.notAnImage);
    expect(calls.some((call) => call.url === '/v1/media')).toBe(false);
  });
});

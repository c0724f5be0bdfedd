import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { imageView, testOwner } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import type { ImageView as InspirationImage } from '@decorlook/domain/catalog/catalog.views';
import { InspirationImagePage } from './inspiration-image-page';

const image = imageView(5, 'Warm walnut reading nook', {
  description: 'A deep chair by the window.',
  media: { userId: 2, hash: 'b'.repeat(32) },
  height: 900,
  palette: ['#d2c3b0', '#b08258'],
  likesCount: 4,
  ownerId: 2,
  owner: testOwner(2),
  sourceUrl: 'https://www.example-design.com/nook',
  credit: 'Studio Pine',
  createdAt: '2026-11-01T10:00:00.000Z',
});

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function renderImage(answer: InspirationImage, url: string, extra: Handler = () => Response.json({ message: 'Not found' }, { status: 404 })) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    if (input === '/v1/inspiration-image/5' && (init.method ?? 'GET') === 'GET') return Response.json({ result: answer });
    if (input === '/v1/user') return Response.json({ result: { id: 2, role: 'personal', status: 'complete', displayName: 'Ana Lindqvist', email: 'ana@example.com' } });
    if (input === '/v1/product/search' || input === '/v1/inspiration-image/similar') return Response.json({ result: [] });
    return extra(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const { router } = renderPage([{ path: paths.inspirationImage, Component: InspirationImagePage }], { url });
  return { router, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inspiration image page', () => {
  it('shows the picture with its title, owner, palette, credit and source, and asks for what matches it', async () => {
    const { fetchMock } = renderImage(image, '/inspiration-image/5/warm-walnut-reading-nook');
    expect(await screen.findByRole('heading', { level: 1, name: image.title })).toBeTruthy();
    const picture = screen.getByRole('img', { name: image.title });
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(screen.getByText('Ana Lindqvist')).toBeTruthy();
    expect(screen.getByText('#B08258')).toBeTruthy();
    expect(screen.getByText('Photo: Studio Pine')).toBeTruthy();
    const source = screen.getByRole('link', { name: /Source: example-design\.com/ });
    expect(source.getAttribute('rel')).toContain('noopener');
    const shop = fetchMock.mock.calls.find(([url]) => url === '/v1/product/search') as unknown as [string, RequestInit];
    expect(JSON.parse(String(shop[1].body))).toEqual({ sort: 'bestMatch', imageId: 5, limit: 8 });
    // A visitor sees neither a status nor the owner's panel.
    expect(screen.queryByText('Published')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Manage your image' })).toBeNull();
  });

  it('credits the member an approved credit claim names, linking to them', async () => {
    renderImage({ ...image, creditedOwner: { userId: 9, displayName: 'Mara Olsen', permission: 'exclusive' } }, '/inspiration-image/5/warm-walnut-reading-nook');
    const credited = await screen.findByRole('link', { name: 'Mara Olsen' });
    expect(credited.getAttribute('href')).toBe('/get-the-look/users/details/9');
    expect(credited.parentElement?.textContent).toBe('Credit: Mara Olsen (exclusive)');
    // The uploader's own photo credit stays beside it.
    expect(screen.getByText('Photo: Studio Pine')).toBeTruthy();
  });

  it('replaces an outdated slug in the address with the image’s own', async () => {
    const { router } = renderImage(image, '/inspiration-image/5/old-title');
    await screen.findByRole('heading', { level: 1, name: image.title });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inspiration-image/5/warm-walnut-reading-nook'));
  });

  it('keeps the query and fragment when it corrects the slug (a report link opens its modal there)', async () => {
    const { router } = renderImage(image, '/inspiration-image/5/old-title?report=5#comments');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inspiration-image/5/warm-walnut-reading-nook'));
    expect([router.state.location.search, router.state.location.hash]).toEqual(['?report=5', '#comments']);
  });

  it('shows the not-found page for an image nobody may see', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'No such image.' }, { status: 404 })));
    renderPage([{ path: paths.inspirationImage, Component: InspirationImagePage }], { url: '/inspiration-image/77/x' });
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('shows the owner the review status and the rejection reason', async () => {
    window.localStorage.setItem('accessToken', 'token-1');
    renderImage({ ...image, status: 'rejected', rejectionReason: 'Too dark to show the room.' }, '/inspiration-image/5/warm-walnut-reading-nook');
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Manage your image' })).toBeTruthy();
    expect(screen.getByText('Too dark to show the room.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Image' })).toBeTruthy();
  });

  it('counts a like only once the server has confirmed it', async () => {
    window.localStorage.setItem('accessToken', 'token-1');
    let confirm: (response: Response) => void = () => {};
    const { fetchMock } = renderImage(image, '/inspiration-image/5/warm-walnut-reading-nook', (url) => {
      if (url === '/v1/inspiration-image/5/like') return new Promise<Response>((resolve) => (confirm = resolve));
      return Response.json({}, { status: 404 });
    });
    await screen.findByRole('heading', { level: 1, name: image.title });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/v1/user')).toBe(true));
    const like = await screen.findByRole('button', { name: /Like/ });
    fireEvent.click(like);
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/v1/inspiration-image/5/like')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/v1/inspiration-image/5/like') as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ isLiked: true });
    expect(within(screen.getByRole('button', { name: /Like/ })).getByText(/^4/)).toBeTruthy();

    confirm(Response.json({ result: { isLiked: true, likesCount: 5 } }));
    const liked = await screen.findByRole('button', { name: /Liked/ });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(within(liked).getByText(/^5/)).toBeTruthy();
  });

  it('lists the room’s look boards with the ways to see them all and mix them, or invites the first one', async () => {
    const board = (id: number, title: string) => ({
      id,
      title,
      slug: title.toLowerCase().replace(/ /g, '-'),
      color: '#f4efe6',
      productsPreview: [{ id: 40 + id, title: 'Oak chair', slug: 'oak-chair', media: { userId: 2, hash: 'c'.repeat(32) }, price: 12000, approval: 'approved' }],
      owner: { id: 3, displayName: 'Bo Berg', avatar: null },
      likesCount: 2,
      votesCount: 1,
      rating: 4.5,
      ratingsCount: 2,
    });
    renderImage(image, '/inspiration-image/5/warm-walnut-reading-nook', (url) =>
      url.startsWith('/v1/inspiration-image/5/view-look-boards') ? Response.json({ result: [board(8, 'Nook for reading'), board(9, 'Walnut corner')] }) : Response.json({ message: 'Not found' }, { status: 404 }),
    );
    const section = (await screen.findByRole('heading', { name: 'Look boards' })).closest('section') as HTMLElement;
    expect(await within(section).findByRole('link', { name: /Nook for reading/ })).toHaveProperty('pathname', '/look-board/8/nook-for-reading');
    expect(within(section).getByRole('link', { name: 'See every look board of this room' })).toHaveProperty('pathname', '/get-the-look/look-board-view/details/5/warm-walnut-reading-nook');
    expect(within(section).getByRole('link', { name: 'Mix & match their pieces' })).toHaveProperty('pathname', '/get-the-look/mix-match/details/5/warm-walnut-reading-nook');
  });

  it('invites the first look board of a room that has none', async () => {
    renderImage(image, '/inspiration-image/5/warm-walnut-reading-nook', (url) => (url.startsWith('/v1/inspiration-image/5/view-look-boards') ? Response.json({ result: [] }) : Response.json({ message: 'Not found' }, { status: 404 })));
    expect(await screen.findByRole('link', { name: 'Curate the first one' })).toHaveProperty('pathname', '/curate-the-look');
  });
});

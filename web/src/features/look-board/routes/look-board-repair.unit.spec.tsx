import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { paths } from '../../../config/paths';
import { createQueryClient } from '../../../lib/query-client';
import { userKeys, type User } from '../../../lib/session/user';
import type { BoardProduct, LookBoard } from '../../../lib/queries/look-boards';
import { LookBoardPage } from './look-board-page';

/** The look board page of a board that repaired itself: "Similar item" for everyone, Accept or Pick another for its owner. */
const OWNER = 3;
const owner = { id: OWNER, displayName: 'Ana Lindqvist', avatar: null };
const media = (n: number) => ({ userId: OWNER, hash: String(n).repeat(32).slice(0, 32) });

function product(id: number, title: string, price: number, substituteFor?: number): BoardProduct {
  const p: ProductView = {
    id,
    title,
    slug: title.toLowerCase().replace(/ /g, '-'),
    description: null,
    media: media(id),
    price,
    brand: null,
    retailerUrl: `https://www.westelm.com/p/${id}`,
    shopUrl: null,
    affiliate: false,
    itemClassId: 1,
    styles: [],
    subStyles: [],
    colors: [],
    materials: [],
    shapes: [],
    countries: [],
    dimensions: null,
    colorsGroup: [],
    palette: [],
    likesCount: 0,
    isLiked: false,
    rating: null,
    ratingsCount: 0,
    myRate: null,
    approval: 'approved',
    rejectionReason: null,
    ownerId: 9,
    owner: { ...owner, id: 9 },
    createdAt: '2026-11-01T00:00:00.000Z',
  };
  return substituteFor === undefined ? p : { ...p, substituteFor };
}

const chair = product(11, 'Oak Lounge Chair', 129_900);
// The linen sofa (12) was rejected; the walnut sofa (22) stands in for it.
const walnut = product(22, 'Walnut Sofa', 239_000, 12);
const velvet = product(23, 'Velvet Sofa', 251_000);
const preview = (p: BoardProduct) => ({ id: p.id, title: p.title, slug: p.slug, media: p.media, price: p.price, approval: p.approval, ...(p.substituteFor ? { substituteFor: p.substituteFor } : {}) });

const board: LookBoard = {
  id: 5,
  title: 'Sunday Morning Calm',
  slug: 'sunday-morning-calm',
  description: 'Soft oak and linen for a slow Sunday.',
  message: '',
  type: 'room',
  roomTypeId: null,
  itemClassId: null,
  styleId: 1,
  color: '#f4efe6',
  columns: 1,
  columnCount: 1,
  products: [11, 12],
  productsPreview: [preview(chair), preview(walnut)],
  totalPrice: 368_900,
  inspirationImageId: null,
  image: null,
  requestId: null,
  public: 1,
  visibility: 'public',
  draft: false,
  status: 'approved',
  stages: [
    { name: 'Saved to File', done: true },
    { name: 'Reviewed', done: true },
    { name: 'Approved', done: true },
    { name: 'Sent', done: false },
    { name: 'Published', done: true },
  ],
  rejectionReason: null,
  shareUrl: 'http://localhost:3000/look-board/5/sunday-morning-calm',
  socialImages: { standard: '/social/look-board/5/standard.png', pinterest: '/social/look-board/5/pinterest.png' },
  ownerId: OWNER,
  owner,
  likesCount: 0,
  isLiked: false,
  votesCount: 0,
  isVoted: false,
  rating: null,
  ratingsCount: 0,
  rate: null,
  myRate: null,
  createdAt: '2026-11-10T00:00:00.000Z',
  updatedAt: '2026-11-11T00:00:00.000Z',
  publishedAt: '2026-11-12T00:00:00.000Z',
};
const ownersBoard: LookBoard = {
  ...board,
  substitutes: [{ productId: 12, title: 'Linen Sofa', itemClassId: 1, substituteId: 22, reason: 'rejected', offeredAt: '2026-11-20T00:00:00.000Z' }],
};

function renderBoard(signedInAs?: number) {
  if (signedInAs !== undefined) window.localStorage.setItem('accessToken', 'token-1');
  const calls: { url: string; body: unknown }[] = [];
  const replaced = (to: BoardProduct): LookBoard => ({ ...board, products: [11, to.id], productsPreview: [preview(chair), preview({ ...to, substituteFor: undefined })], substitutes: [] });
  let current: LookBoard = signedInAs === OWNER ? ownersBoard : board;
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: input, body });
    if (input === '/v1/user') return Response.json({ result: { id: signedInAs, role: 'personal', status: 'complete', displayName: 'Morgan', email: 'm@example.com', ambassador: false } });
    if (input === '/v1/look-board/5') return Response.json({ result: current });
    if (input === '/v1/productslb') return Response.json({ result: current.products.includes(12) ? [chair, walnut] : [chair, product(current.products[1], current.productsPreview[1].title, current.productsPreview[1].price)] });
    if (input === '/v1/look-board/5/substitutes/12/accept') return Response.json({ result: (current = replaced(walnut)) });
    if (input === '/v1/look-board/5/substitutes/12/pick') return Response.json({ result: (current = replaced(velvet)) });
    if (input === '/v1/product/search') return Response.json({ result: [walnut, velvet], facets: {}, total: 2 });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: paths.lookBoard, Component: LookBoardPage }], { initialEntries: ['/look-board/5/sunday-morning-calm'] });
  const queryClient = createQueryClient();
  if (signedInAs !== undefined) queryClient.setQueryData(userKeys.me, { id: signedInAs, role: 'personal', status: 'complete', displayName: 'Morgan', email: 'm@example.com', ambassador: false } as unknown as User);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('a look board that repaired itself', () => {
  it('labels the substitute in the slot of a product that went "Similar item", on the board and in the list, and asks a visitor nothing', async () => {
    renderBoard();
    const template = await screen.findByTestId('board-template');
    const slots = within(template).getAllByRole('listitem');
    expect(slots.map((s) => s.textContent)).toEqual([expect.not.stringContaining('Similar item'), expect.stringContaining('Similar item')]);
    expect(slots[1].textContent).toContain('Walnut Sofa');
    const rows = await screen.findAllByTestId('board-product');
    expect(within(rows[1]).getByText('Similar item')).toBeTruthy();
    expect(within(rows[0]).queryByText('Similar item')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('lets the owner accept the suggestion: the board shows it as its own', async () => {
    const { calls } = renderBoard(OWNER);
    const offer = await screen.findByTestId('substitute-offer');
    expect(offer.textContent).toContain('“Linen Sofa” was not approved and is no longer available');
    expect(offer.textContent).toContain('We suggest “Walnut Sofa”');
    fireEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(screen.queryByTestId('substitute-offer')).toBeNull(), { timeout: 5000 });
    expect(calls.some((c) => c.url === '/v1/look-board/5/substitutes/12/accept')).toBe(true);
    expect(within(screen.getByTestId('board-template')).queryByText('Similar item')).toBeNull();
    expect(within(screen.getByTestId('board-template')).getByText('Walnut Sofa')).toBeTruthy();
  });

  it('lets the owner pick another product of the same kind instead', async () => {
    const { calls } = renderBoard(OWNER);
    const offer = await screen.findByTestId('substitute-offer');
    fireEvent.click(within(offer).getByRole('button', { name: 'Pick another' }));
    const choices = await screen.findByRole('list', { name: 'Products to replace Linen Sofa' });
    expect(calls.find((c) => c.url === '/v1/product/search')?.body).toMatchObject({ itemClasses: [1] });
    // The suggestion already shown is not offered again.
    expect(within(choices).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Velvet Sofa')]);
    fireEvent.click(within(choices).getByRole('button', { name: 'Use this one' }));
    await vi.waitFor(() => expect(screen.queryByTestId('substitute-offer')).toBeNull(), { timeout: 5000 });
    expect(calls.find((c) => c.url === '/v1/look-board/5/substitutes/12/pick')?.body).toEqual({ substituteId: 23 });
    expect(within(screen.getByTestId('board-template')).getByText('Velvet Sofa')).toBeTruthy();
  });
});

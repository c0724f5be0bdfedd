import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import { tokenStore } from '../../../lib/auth-tokens';
import { createQueryClient } from '../../../lib/query-client';
import type { LookBoard } from '../../../lib/queries/look-boards';
import { BoardBudgets } from './budgets-section';

const owner = { id: 3, displayName: 'Ana Lindqvist', avatar: null };

function product(id: number, title: string, price: number, shop: string): ProductView {
  return {
    id,
    title,
    slug: title.toLowerCase().replace(/ /g, '-'),
    description: null,
    media: { userId: 3, hash: String(id).repeat(32).slice(0, 32) },
    price,
    brand: 'Nordhaus',
    retailerUrl: `https://www.${shop}/p/${id}`,
    shopUrl: `https://www.${shop}/p/${id}?aff=decorlook`,
    affiliate: true,
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
    ownerId: 3,
    owner,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

const sofa = product(11, 'Linen Sofa', 245_000, 'westelm.com');
const lamp = product(12, 'Brass Lamp', 18_950, 'westelm.com');
const cheapSofa = product(21, 'Cotton Sofa', 89_000, 'ikea.com');
const cheapLamp = product(22, 'Paper Lamp', 2_500, 'ikea.com');
const grandSofa = product(31, 'Velvet Sofa', 520_000, 'rh.com');

const budgets = (sofaMatch: 'exact' | 'similar', mayConfirmExactItems: boolean): BudgetsView => ({
  lookBoardId: 5,
  ranking: 'price',
  trainedAt: null,
  mayConfirmExactItems,
  tiers: [
    {
      tier: 'save',
      total: 91_500,
      items: [
        { slot: 0, product: cheapSofa, match: 'similar', onBoard: false },
        { slot: 1, product: cheapLamp, match: 'similar', onBoard: false },
      ],
      unfilled: [],
    },
    {
      tier: 'mid',
      total: 263_950,
      items: [
        { slot: 0, product: sofa, match: sofaMatch, onBoard: true },
        { slot: 1, product: lamp, match: 'similar', onBoard: true },
      ],
      unfilled: [],
    },
    { tier: 'splurge', total: 520_000, items: [{ slot: 0, product: grandSofa, match: 'similar', onBoard: false }], unfilled: [1] },
  ],
});

const board = { id: 5, title: 'Sunday Morning Calm', products: [11, 12], ownerId: 3 } as unknown as LookBoard;

/** `mayConfirm`: the server says the caller is the board's curator or its picture's credited owner. */
function renderBudgets({ mayConfirm = false }: { mayConfirm?: boolean } = {}) {
  let sofaMatch: 'exact' | 'similar' = 'similar';
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', url, body });
      if (url === '/v1/look-board/5/budgets') return Response.json({ result: budgets(sofaMatch, mayConfirm) });
      if (url === '/v1/look-board/5/exact-items') {
        sofaMatch = body.exact ? 'exact' : 'similar';
        return Response.json({ result: { lookBoardId: 5, productId: body.productId, exact: body.exact } });
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  if (mayConfirm) tokenStore.save({ accessToken: 'token-3', refreshToken: 'refresh-3' });
  const router = createMemoryRouter([{ path: '/look-board/:id', Component: () => <BoardBudgets board={board} /> }], { initialEntries: ['/look-board/5'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

const items = () => screen.getAllByTestId('budget-item');

describe('Get this look at three budgets', () => {
  it('opens at Mid: each piece with its label, price and shop link, and the tier total', async () => {
    renderBudgets();
    expect(await screen.findByRole('heading', { name: 'Get this look at three budgets' })).toBeTruthy();
    expect(items()).toHaveLength(2);
    expect(items()[0].textContent).toContain('Linen Sofa');
    expect(items()[0].textContent).toContain('$2,450');
    expect(within(items()[0]).getByText('Similar')).toBeTruthy();
    const shop = within(items()[0]).getByRole('link', { name: /Shop at westelm\.com/ });
    expect(shop.getAttribute('href')).toBe('https://www.westelm.com/p/11?aff=decorlook');
    expect(shop.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    expect(screen.getByTestId('budget-total').textContent).toContain('$2,639.50');
    expect(screen.getByText(/we have not yet learned which pieces go together/)).toBeTruthy();
    expect(screen.getByText('DecorLook may earn a commission when you buy through these links.')).toBeTruthy();
  });

  it('shows Save and Splurge when chosen, and says when a piece has no match at a budget', async () => {
    renderBudgets();
    await screen.findByRole('heading', { name: 'Get this look at three budgets' });
    fireEvent.click(screen.getByText('Save · $915'));
    await vi.waitFor(() => expect(items()[0].textContent).toContain('Cotton Sofa'));
    expect(within(items()[1]).getByRole('link', { name: /Shop at ikea\.com/ })).toBeTruthy();
    expect(screen.getByTestId('budget-total').textContent).toContain('$915');
    fireEvent.click(screen.getByText('Splurge · $5,200'));
    await vi.waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0].textContent).toContain('Velvet Sofa');
    expect(screen.getByText('1 piece of the look has no match at this budget.')).toBeTruthy();
  });

  it('lets the curator or the credited owner mark a piece of the board as the exact item, and labels it once the server has it', async () => {
    const { calls } = renderBudgets({ mayConfirm: true });
    await screen.findByRole('heading', { name: 'Get this look at three budgets' });
    expect(within(items()[0]).queryByText('Exact item')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Linen Sofa is the exact item in the picture' }));
    await vi.waitFor(() => expect(within(items()[0]).getByText('Exact item')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/v1/look-board/5/exact-items', body: { productId: 11, exact: true } });
    // Only the board's own pieces can be marked: the Save pieces are only like them.
    fireEvent.click(screen.getByText('Save · $915'));
    await vi.waitFor(() => expect(items()[0].textContent).toContain('Cotton Sofa'));
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('offers no way to mark items to anyone else', async () => {
    renderBudgets();
    await screen.findByRole('heading', { name: 'Get this look at three budgets' });
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

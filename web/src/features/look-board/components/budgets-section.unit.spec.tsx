import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import { tokenStore } from '../../../lib/auth-tokens';
import type { LookBoard } from '../../../lib/queries/look-boards';
import { lookBoardView, productView } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { BoardBudgets } from './budgets-section';

/** Sold at `shop` through an affiliate link. */
const product = (id: number, title: string, price: number, shop: string) =>
  productView(id, title, price, { brand: 'Nordhaus', retailerUrl: `https://www.${shop}/p/${id}`, shopUrl: `https://www.${shop}/p/${id}?aff=decorlook`, affiliate: true });

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

const board: LookBoard = lookBoardView(5, 'Sunday Morning Calm', [sofa, lamp]);

/** `mayConfirm`: the server says the caller is the board's curator or its picture's credited owner. */
function renderBudgets({ mayConfirm = false }: { mayConfirm?: boolean } = {}) {
  let sofaMatch: 'exact' | 'similar' = 'similar';
  const calls = stubFetch((url, body) => {
    if (url === '/v1/look-board/5/budgets') return Response.json({ result: budgets(sofaMatch, mayConfirm) });
    if (url === '/v1/look-board/5/exact-items') {
      sofaMatch = body?.exact ? 'exact' : 'similar';
      return Response.json({ result: { lookBoardId: 5, productId: body?.productId, exact: body?.exact } });
    }
  });
  if (mayConfirm) tokenStore.save({ accessToken: 'token-3', refreshToken: 'refresh-3' });
  renderPage([{ path: '/look-board/:id', Component: () => <BoardBudgets board={board} /> }], { url: '/look-board/5' });
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

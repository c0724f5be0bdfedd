import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import { tokenStore } from '../../../lib/auth-tokens';
import { imageBudgetsQuery } from '../../../lib/queries/images';
import { productView } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { ImageBudgets } from './budgets-section';

const piece = (id: number, title: string, price: number) => productView(id, title, price, { slug: title.toLowerCase(), media: { userId: 3, hash: 'a'.repeat(32) }, shopUrl: `https://www.rh.com/p/${id}` });

const answer = (exact: boolean, mayConfirmExactItems = true): BudgetsView => ({
  lookBoardId: 40,
  ranking: 'compatibility',
  trainedAt: '2026-11-20T10:00:00.000Z',
  mayConfirmExactItems,
  tiers: [
    { tier: 'save', total: 9_000, items: [{ slot: 0, product: piece(2, 'Jute Rug', 9_000), match: 'similar', onBoard: false }], unfilled: [] },
    { tier: 'mid', total: 30_000, items: [{ slot: 0, product: piece(1, 'Wool Rug', 30_000), match: exact ? 'exact' : 'similar', onBoard: true }], unfilled: [] },
    { tier: 'splurge', total: 90_000, items: [{ slot: 0, product: piece(3, 'Silk Rug', 90_000), match: 'similar', onBoard: false }], unfilled: [] },
  ],
});

function renderImageBudgets(first: BudgetsView | { tiers: [] }) {
  let exact = false;
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/v1/inspiration-image/5/budgets') return Response.json({ result: 'lookBoardId' in first ? { ...first, ...answer(exact) } : { ...answer(false), lookBoardId: null, tiers: [] } });
      if (url === '/v1/look-board/40/exact-items') {
        const body = JSON.parse(String(init.body));
        posts.push({ url, body });
        exact = body.exact;
        return Response.json({ result: { lookBoardId: 40, productId: body.productId, exact } });
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  tokenStore.save({ accessToken: 'token-8', refreshToken: 'refresh-8' });
  const { queryClient } = renderPage([{ path: '/inspiration-image/:id', Component: () => <ImageBudgets imageId={5} /> }], { url: '/inspiration-image/5' });
  return { posts, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('the image page’s look at three budgets', () => {
  it("shows the look of the picture's best board, how it was chosen, and lets the credited owner confirm the exact item on that board", async () => {
    const { posts } = renderImageBudgets(answer(false));
    expect(await screen.findByRole('heading', { name: 'Get this look at three budgets' })).toBeTruthy();
    expect(screen.getByText(/goes best with the rest of the look at this budget \(learned from published boards, November 20, 2026\)/)).toBeTruthy();
    const [rug] = screen.getAllByTestId('budget-item');
    expect(within(rug).getByText('Similar')).toBeTruthy();
    fireEvent.click(within(rug).getByRole('switch', { name: 'Wool Rug is the exact item in the picture' }));
    await vi.waitFor(() => expect(within(screen.getAllByTestId('budget-item')[0]).getByText('Exact item')).toBeTruthy());
    expect(posts).toEqual([{ url: '/v1/look-board/40/exact-items', body: { productId: 1, exact: true } }]);
  });

  it('shows nothing for a picture without boards', async () => {
    const { queryClient } = renderImageBudgets({ tiers: [] });
    // Once the answer is in: no tiers, no panel.
    await vi.waitFor(() => expect(queryClient.getQueryState(imageBudgetsQuery(5).queryKey)?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Get this look at three budgets' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { lookBoardSocialImages } from '@decorlook/domain/lookboards/look-board.views';
import { paths } from '../../../config/paths';
import type { BoardProduct, LookBoard } from '../../../lib/queries/look-boards';
import { boardPreview, lookBoardView, productView, publishedStages, sessionUser, testOwner } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { LookBoardPage } from './look-board-page';

/** The look board page of a board that repaired itself: "Similar item" for everyone, Accept or Pick another for its owner. */
const OWNER = 3;

/** A product of another member's (9), sold at West Elm. */
function product(id: number, title: string, price: number, substituteFor?: number): BoardProduct {
  const p = productView(id, title, price, { retailerUrl: `https://www.westelm.com/p/${id}`, ownerId: 9, owner: testOwner(9) });
  return substituteFor === undefined ? p : { ...p, substituteFor };
}

const chair = product(11, 'Oak Lounge Chair', 129_900);
// The linen sofa (12) was rejected; the walnut sofa (22) stands in for it.
const walnut = product(22, 'Walnut Sofa', 239_000, 12);
const velvet = product(23, 'Velvet Sofa', 251_000);
const preview = (p: BoardProduct) => ({ ...boardPreview(p), ...(p.substituteFor ? { substituteFor: p.substituteFor } : {}) });

const board: LookBoard = lookBoardView(5, 'Sunday Morning Calm', [], {
  description: 'Soft oak and linen for a slow Sunday.',
  products: [11, 12],
  productsPreview: [preview(chair), preview(walnut)],
  totalPrice: 368_900,
  stages: publishedStages(),
  shareUrl: 'http://localhost:3000/look-board/5/sunday-morning-calm',
  socialImages: lookBoardSocialImages(5),
  ownerId: OWNER,
  owner: testOwner(OWNER),
  updatedAt: '2026-11-11T00:00:00.000Z',
  publishedAt: '2026-11-12T00:00:00.000Z',
});
const ownersBoard: LookBoard = {
  ...board,
  substitutes: [{ productId: 12, title: 'Linen Sofa', itemClassId: 1, substituteId: 22, reason: 'rejected', offeredAt: '2026-11-20T00:00:00.000Z' }],
};

function renderBoard(signedInAs?: number) {
  if (signedInAs !== undefined) window.localStorage.setItem('accessToken', 'token-1');
  const me = signedInAs === undefined ? undefined : sessionUser({ id: signedInAs });
  const replaced = (to: BoardProduct): LookBoard => ({ ...board, products: [11, to.id], productsPreview: [preview(chair), preview({ ...to, substituteFor: undefined })], substitutes: [] });
  let current: LookBoard = signedInAs === OWNER ? ownersBoard : board;
  const calls = stubFetch((input) => {
    if (input === '/v1/user') return Response.json({ result: me });
    if (input === '/v1/look-board/5') return Response.json({ result: current });
    if (input === '/v1/productslb') return Response.json({ result: current.products.includes(12) ? [chair, walnut] : [chair, product(current.products[1], current.productsPreview[1].title, current.productsPreview[1].price)] });
    if (input === '/v1/look-board/5/substitutes/12/accept') return Response.json({ result: (current = replaced(walnut)) });
    if (input === '/v1/look-board/5/substitutes/12/pick') return Response.json({ result: (current = replaced(velvet)) });
    if (input === '/v1/product/search') return Response.json({ result: [walnut, velvet], facets: {}, total: 2 });
  });
  renderPage([{ path: paths.lookBoard, Component: LookBoardPage }], { url: '/look-board/5/sunday-morning-calm', me });
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

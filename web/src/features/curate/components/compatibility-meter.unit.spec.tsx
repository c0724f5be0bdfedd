import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { createQueryClient } from '../../../lib/query-client';
import type { Compatibility, CompatibilityBody } from '../api/board-compatibility';
import type { BoardProduct } from '../machines/curate.board';
import { curateMachine, type StoredCurate } from '../machines/curate.machine';
import { BoardCanvas } from './board-canvas';
import { CompatibilityMeter } from './compatibility-meter';

const product = (id: number, title = `Product ${id}`): BoardProduct => ({ id, title, slug: `product-${id}`, media: { userId: 1, hash: `h${id}` }, price: id * 1000, approval: 'approved' });
const sofa = product(1, 'Linen sofa');
const table = product(2, 'Brass side table');
const rug = product(3, 'Jute rug');

function stored(products: BoardProduct[]): StoredCurate {
  return {
    board: { image: { id: 7, title: 'Sunny loft', slug: 'sunny-loft', media: { userId: 1, hash: 'i' }, roomTypeId: 4 }, columns: 2, slots: Array.from({ length: Math.max(4, Math.ceil(products.length / 2) * 2) }, (_, i) => products[i] ?? null), productList: [], requestSlug: null },
    details: { status: 'public' },
    edit: { kind: 'new' },
  };
}

interface Asked {
  body: CompatibilityBody;
  answer(result: Compatibility): void;
}

/** The editor's board and its meter, driven by the real curate machine; every meter call waits until the test answers it. */
function renderEditor(products: BoardProduct[]) {
  const asked: Asked[] = [];
  const other: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      if (url !== '/v1/look-board/compatibility' || init.method !== 'POST') {
        other.push(url);
        return Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }));
      }
      return new Promise<Response>((resolve) => asked.push({ body: JSON.parse(String(init.body)) as CompatibilityBody, answer: (result) => resolve(Response.json({ result })) }));
    }),
  );
  function Editor() {
    const [snapshot, send] = useMachine(curateMachine, { input: { stored: stored(products), entry: 'canvas' } });
    return (
      <>
        <p data-testid="announcement">{snapshot.context.announcement}</p>
        <CompatibilityMeter board={snapshot.context.board} roomTypeId={4} send={send} />
        <BoardCanvas board={snapshot.context.board} held={snapshot.context.held} send={send} />
      </>
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DndProvider backend={HTML5Backend}>
        <Editor />
      </DndProvider>
    </QueryClientProvider>,
  );
  return { asked, other };
}

const lamp = { productId: 9, title: 'Oak floor lamp', slug: 'oak-floor-lamp', itemClassId: 12, price: 12000, media: { userId: 1, hash: 'h9' }, score: 81 };
const threePieces: Compatibility = {
  score: 72,
  reasons: [
    { code: 'palette', text: 'The pieces share a palette of warm neutrals', effect: 'raises' },
    { code: 'statement', text: 'Two statement pieces compete for the eye', effect: 'lowers' },
    { code: 'missing-lighting', text: 'A living room needs lighting: there is none yet', effect: 'lowers' },
  ],
  suggestion: lamp,
  trainedAt: '2026-11-27T20:00:00.000Z',
};

const summary = () => screen.getByTestId('meter-summary').textContent;
const reasonTexts = () => within(screen.getByRole('list', { name: 'Why' })).getAllByRole('listitem').map((li) => li.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the compatibility meter in the board editor', () => {
  it('shows the score and the reasons, each marked in words as raising or lowering it', async () => {
    const { asked, other } = renderEditor([sofa, table, rug]);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0].body).toEqual({ roomTypeId: 4, products: [1, 2, 3] });
    expect(summary()).toBe('Weighing the pieces…');

    await act(async () => asked[0].answer(threePieces));
    await vi.waitFor(() => expect(summary()).toBe('Goes well together: 72 of 100.'));
    expect(reasonTexts()).toEqual([
      'Raises the score: The pieces share a palette of warm neutrals',
      'Lowers the score: Two statement pieces compete for the eye',
      'Lowers the score: A living room needs lighting: there is none yet',
    ]);
    expect(screen.getByTestId('meter-suggestion').textContent).toContain('Would raise it to 81');
    expect(screen.getByTestId('meter-suggestion').textContent).toContain('Oak floor lamp');
    expect(screen.getByTestId('meter-suggestion').textContent).toContain('$120');
    expect(other).toEqual([]);
  });

  it('asks again once a product is removed, keeping the last answer in place until the new one arrives', async () => {
    const { asked } = renderEditor([sofa, table, rug]);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0].answer(threePieces));
    await vi.waitFor(() => expect(summary()).toBe('Goes well together: 72 of 100.'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Brass side table from slot 2' }));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1].body).toEqual({ roomTypeId: 4, products: [1, 3] });
    // The new answer is not in yet: the old one is still shown, marked as updating.
    expect(summary()).toBe('Goes well together: 72 of 100.');
    expect(screen.getByTestId('compatibility-meter').getAttribute('aria-busy')).toBe('true');

    await act(async () =>
      asked[1].answer({ score: 84, reasons: [{ code: 'style', text: 'One style runs through the board: Scandinavian', effect: 'raises' }], suggestion: lamp, trainedAt: threePieces.trainedAt }),
    );
    await vi.waitFor(() => expect(summary()).toBe('Goes together beautifully: 84 of 100.'));
    expect(reasonTexts()).toEqual(['Raises the score: One style runs through the board: Scandinavian']);
    expect(screen.getByTestId('compatibility-meter').getAttribute('aria-busy')).toBe('false');
  });

  it('the suggestion is added to the first empty slot in one action, and the meter weighs the board with it', async () => {
    const { asked } = renderEditor([sofa, table, rug]);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0].answer(threePieces));

    fireEvent.click(await screen.findByRole('button', { name: 'Add Oak floor lamp to the board' }));
    expect(screen.getByRole('button', { name: 'Slot 4: Oak floor lamp' })).toBeTruthy();
    expect(screen.getByTestId('announcement').textContent).toBe('Oak floor lamp added to slot 4.');
    // It is on the board now: the meter no longer offers it (it keeps its place, marked added, until
    // the board is weighed again, so nothing below moves), and keeps the focus its button had.
    expect(screen.queryByRole('button', { name: 'Add Oak floor lamp to the board' })).toBeNull();
    expect(screen.getByTestId('meter-suggestion').textContent).toContain('Added to your board');
    expect(document.activeElement).toBe(screen.getByTestId('compatibility-meter'));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1].body).toEqual({ roomTypeId: 4, products: [1, 2, 3, 9] });
    await act(async () => asked[1].answer({ ...threePieces, score: 81, suggestion: null }));
    await vi.waitFor(() => expect(screen.queryByTestId('meter-suggestion')).toBeNull());
  });

  it('a full board offers the suggestion but says there is no room for it', async () => {
    const { asked } = renderEditor([sofa, table, rug, ...[4, 5, 6, 7, 8].map((id) => product(id))]);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0].answer(threePieces));
    const add = await screen.findByRole('button', { name: 'Add Oak floor lamp to the board' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('meter-suggestion').textContent).toContain('The board is full: remove a piece to make room for');
  });

  it('pieces gone from the catalog are not weighed, and the meter says so', async () => {
    const { asked } = renderEditor([sofa, table]);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await act(async () =>
      asked[0].answer({ score: null, reasons: [{ code: 'too-few', text: 'Add at least two products to see how well they go together', effect: 'lowers' }], suggestion: lamp, trainedAt: threePieces.trainedAt }),
    );
    await vi.waitFor(() => expect(summary()).toBe('Only pieces still in the catalog are weighed: add another to see how they go together.'));
    expect(screen.getByTestId('meter-suggestion').textContent).toContain('Goes with your pieces');
  });

  it('says plainly when there is nothing to score: too few pieces, or no model learnt yet', async () => {
    const { asked } = renderEditor([sofa, table]);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0].answer({ score: null, reasons: [], suggestion: null, trainedAt: null }));
    await vi.waitFor(() => expect(summary()).toBe('The meter is still learning from published look boards: it will score this board once it has.'));
    expect(screen.queryByRole('list', { name: 'Why' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Brass side table from slot 2' }));
    expect(summary()).toBe('Add one more piece to see how they go together.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Linen sofa from slot 1' }));
    expect(summary()).toBe('Add two pieces to see how they go together.');
  });
});

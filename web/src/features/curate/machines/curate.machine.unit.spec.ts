import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { memoryStorage } from '../../../lib/storage';
import type { BoardImage, BoardProduct } from './curate.board';
import { bodyOf, emptyDetails, type DetailsValues, type LookBoardBody } from './curate.details';
import { type CurateEntry, type EditState, type SavedBoard, type StoredCurate } from './curate.machine';
import { clearStoredCurate, CURATE_STORAGE_KEYS, curateWithStorage, loadStoredCurate, persistCurate } from './curate.storage';

const image: BoardImage = { id: 7, title: 'Sunny loft', slug: 'sunny-loft', media: { userId: 1, hash: 'abc' } };
const product = (id: number, approval: BoardProduct['approval'] = 'approved'): BoardProduct => ({
  id,
  title: `Product ${id}`,
  slug: `product-${id}`,
  media: { userId: 1, hash: `h${id}` },
  price: id * 1000,
  approval,
});

const goodDetails: DetailsValues = {
  title: 'Warm minimal living room',
  type: 'room',
  roomTypeId: 3,
  itemClassId: 9,
  styleId: 2,
  description: 'Oak, linen and brass.',
  message: 'Built around the big window.',
  color: '#f4efe6',
  status: 'public',
};

type Calls = { create: LookBoardBody[]; update: { id: number; body: LookBoardBody }[]; updateSubmitted: { id: number; body: LookBoardBody }[]; color: { id: number; color: string }[]; submit: { id: number }[] };

interface Fakes {
  create?: (body: LookBoardBody) => Promise<SavedBoard>;
  submit?: (input: { id: number }) => Promise<SavedBoard>;
}

const saved = (id: number, status: SavedBoard['status'] = 'draft'): SavedBoard => ({ id, slug: 'warm-minimal-living-room', status, shareUrl: `https://decorlook.test/look-board/${id}/warm-minimal-living-room` });

function start(opts: { stored?: StoredCurate; entry?: CurateEntry; fakes?: Fakes; storage?: ReturnType<typeof memoryStorage> } = {}) {
  const storage = opts.storage ?? memoryStorage();
  const calls: Calls = { create: [], update: [], updateSubmitted: [], color: [], submit: [] };
  const showError = vi.fn();
  const showSuccess = vi.fn();
  const machine = curateWithStorage(storage).provide({
    actors: {
      createBoard: fromPromise(async ({ input }) => {
        calls.create.push(input);
        return opts.fakes?.create ? opts.fakes.create(input) : saved(41);
      }),
      updateBoard: fromPromise(async ({ input }) => {
        calls.update.push(input);
        return saved(input.id);
      }),
      updateSubmittedBoard: fromPromise(async ({ input }) => {
        calls.updateSubmitted.push(input);
        return saved(input.id, 'submitted');
      }),
      updateBannerColor: fromPromise(async ({ input }) => {
        calls.color.push(input);
        return saved(input.id, 'approved');
      }),
      submitBoard: fromPromise(async ({ input }) => {
        calls.submit.push(input);
        return opts.fakes?.submit ? opts.fakes.submit(input) : saved(input.id, 'submitted');
      }),
    },
    actions: {
      showError: (_, params) => showError(params.message),
      showSuccess: (_, params) => showSuccess(params.message),
    },
  });
  const actor = createActor(machine, { input: { stored: opts.stored ?? loadStoredCurate(storage), entry: opts.entry } });
  persistCurate(actor, storage);
  actor.start();
  const context = () => actor.getSnapshot().context;
  const value = () => actor.getSnapshot().value;
  const settle = (state: 'success' | 'review' | 'details') => waitFor(actor, (s) => s.matches(state), { timeout: 10_000 });
  return { actor, context, value, settle, calls, storage, showError, showSuccess };
}

/** A stored board with an image, a 2-column template and products in the first slots. */
function storedBoard(products: BoardProduct[], over: Partial<StoredCurate> = {}): StoredCurate {
  return {
    board: { image, columns: 2, slots: [0, 1, 2, 3].map((i) => products[i] ?? null), productList: [], requestSlug: null },
    details: { status: 'public' },
    edit: { kind: 'new' },
    ...over,
  };
}

const slotIds = (c: ReturnType<typeof start>) => c.context().board.slots.map((p) => p?.id ?? null);
const listIds = (c: ReturnType<typeof start>) => c.context().board.productList.map((p) => p.id);

describe('curate machine: steps (spec 2.3: selectImage, then addProducts)', () => {
  it('starts on selectImage with the default template chosen (two columns): 4 empty slots, a new public board', () => {
    const c = start();
    expect(c.value()).toBe('selectImage');
    expect(c.context().board.columns).toBe(2);
    expect(slotIds(c)).toEqual([null, null, null, null]);
    expect(c.context().edit).toEqual({ kind: 'new' });
    expect(c.context().details.status).toBe('public');
  });

  it('choosing an image moves on to addProducts; changing it goes back and keeps the products', () => {
    const c = start();
    c.actor.send({ type: 'CHOOSE_IMAGE', image });
    expect(c.value()).toBe('addProducts');
    expect(c.context().board.image).toEqual(image);
    c.actor.send({ type: 'PLACE', product: product(1), slot: 0 });
    c.actor.send({ type: 'CHANGE_IMAGE' });
    expect(c.value()).toBe('selectImage');
    expect(slotIds(c)[0]).toBe(1);
    c.actor.send({ type: 'CHOOSE_IMAGE', image: { ...image, id: 8 } });
    expect(c.value()).toBe('addProducts');
    expect(c.context().board.image?.id).toBe(8);
  });

  it('products cannot be placed before an image is chosen', () => {
    const c = start();
    c.actor.send({ type: 'PLACE', product: product(1), slot: 0 });
    expect(slotIds(c)).toEqual([null, null, null, null]);
  });

  it('a request slug is kept with the board', () => {
    const c = start();
    c.actor.send({ type: 'FOR_REQUEST', requestSlug: 'cozy-den-for-ana' });
    expect(c.context().board.requestSlug).toBe('cozy-den-for-ana');
  });

  it('opens where the page asks when the board allows it, else on the step it can show', () => {
    const ready = storedBoard([product(1), product(2)], { details: goodDetails });
    expect(start({ stored: ready, entry: 'review' }).value()).toBe('review');
    expect(start({ stored: ready, entry: 'details' }).value()).toBe('details');
    expect(start({ stored: ready, entry: 'canvas' }).value()).toBe('addProducts');
    // Details not filled in yet: the review page sends the person to the details.
    expect(start({ stored: { ...ready, details: { status: 'public' } }, entry: 'review' }).value()).toBe('details');
    // Too few products: back to the canvas.
    expect(start({ stored: storedBoard([product(1)]), entry: 'details' }).value()).toBe('addProducts');
    expect(start({ entry: 'review' }).value()).toBe('selectImage');
  });
});

describe('curate machine: slots (spec 4)', () => {
  it('dropping into an empty slot places the product and takes it off the list', () => {
    const c = start({ stored: { ...storedBoard([]), board: { ...storedBoard([]).board, productList: [product(5), product(6)] } } });
    c.actor.send({ type: 'PLACE', product: product(5), slot: 2 });
    expect(slotIds(c)).toEqual([null, null, 5, null]);
    expect(listIds(c)).toEqual([6]);
  });

  it("dropping into a filled slot replaces its product and returns the old one to the FRONT of the list", () => {
    const stored = storedBoard([product(1), product(2)]);
    stored.board.productList = [product(8), product(9)];
    const c = start({ stored });
    c.actor.send({ type: 'PLACE', product: product(3), slot: 0 });
    expect(slotIds(c)).toEqual([3, 2, null, null]);
    expect(listIds(c)).toEqual([1, 8, 9]);
    expect(c.context().announcement).toBe('Product 3 placed in slot 1. Product 1 went back to the product list.');
    // A product from the list itself: it leaves the list, the replaced one goes to the front.
    c.actor.send({ type: 'PLACE', product: product(9), slot: 1 });
    expect(slotIds(c)).toEqual([3, 9, null, null]);
    expect(listIds(c)).toEqual([2, 1, 8]);
  });

  it('a rejected product that is replaced or removed is not returned to the list', () => {
    const c = start({ stored: storedBoard([product(1, 'rejected'), product(2, 'rejected')]) });
    c.actor.send({ type: 'PLACE', product: product(3), slot: 0 });
    expect(slotIds(c)).toEqual([3, 2, null, null]);
    expect(listIds(c)).toEqual([]);
    c.actor.send({ type: 'REMOVE', slot: 1 });
    expect(slotIds(c)).toEqual([3, null, null, null]);
    expect(listIds(c)).toEqual([]);
    expect(c.context().announcement).toBe('Product 2 removed from the board.');
  });

  it('removing a product returns it to the front of the list', () => {
    const stored = storedBoard([product(1), product(2)]);
    stored.board.productList = [product(8)];
    const c = start({ stored });
    c.actor.send({ type: 'REMOVE', slot: 1 });
    expect(slotIds(c)).toEqual([1, null, null, null]);
    expect(listIds(c)).toEqual([2, 8]);
  });

  it('dropping a placed product on another slot moves it; the two slots swap', () => {
    const c = start({ stored: storedBoard([product(1), product(2)]) });
    c.actor.send({ type: 'MOVE', from: 0, to: 3 });
    expect(slotIds(c)).toEqual([null, 2, null, 1]);
    c.actor.send({ type: 'MOVE', from: 1, to: 3 });
    expect(slotIds(c)).toEqual([null, 1, null, 2]);
    expect(listIds(c)).toEqual([]);
  });

  it('a product already on the board dropped in another slot is not duplicated', () => {
    const c = start({ stored: storedBoard([product(1), product(2)]) });
    c.actor.send({ type: 'PLACE', product: product(1), slot: 3 });
    expect(slotIds(c)).toEqual([null, 2, null, 1]);
  });
});

describe('curate machine: templates and rows (spec 3, 9)', () => {
  it('the column count sets the grid to twice as many slots', () => {
    const c = start({ stored: storedBoard([]) });
    c.actor.send({ type: 'SET_TEMPLATE', columns: 3 });
    expect(c.context().board.columns).toBe(3);
    expect(c.context().board.slots).toHaveLength(6);
    c.actor.send({ type: 'SET_TEMPLATE', columns: 1 });
    expect(c.context().board.slots).toHaveLength(2);
    c.actor.send({ type: 'SET_TEMPLATE', columns: 2 });
    expect(c.context().board.slots).toHaveLength(4);
  });

  it('a template can be chosen before the image', () => {
    const c = start();
    c.actor.send({ type: 'SET_TEMPLATE', columns: 3 });
    expect(c.context().board.slots).toHaveLength(6);
  });

  it('shrinking the grid keeps the products that still fit and returns the others to the list', () => {
    const c = start({ stored: storedBoard([product(1), product(2), product(3), product(4)]) });
    c.actor.send({ type: 'SET_TEMPLATE', columns: 1 });
    expect(slotIds(c)).toEqual([1, 2]);
    expect(listIds(c)).toEqual([3, 4]);
    c.actor.send({ type: 'SET_TEMPLATE', columns: 3 });
    expect(slotIds(c)).toEqual([1, 2, null, null, null, null]);
  });

  it('rows can be added up to four rows (4 x columns), and the added ones taken away', () => {
    const c = start({ stored: storedBoard([]) });
    c.actor.send({ type: 'ADD_ROW' });
    c.actor.send({ type: 'ADD_ROW' });
    expect(c.context().board.slots).toHaveLength(8);
    c.actor.send({ type: 'ADD_ROW' });
    expect(c.context().board.slots).toHaveLength(8);
    c.actor.send({ type: 'PLACE', product: product(5), slot: 7 });
    c.actor.send({ type: 'REMOVE_ROW' });
    expect(c.context().board.slots).toHaveLength(6);
    expect(listIds(c)).toEqual([5]);
    c.actor.send({ type: 'REMOVE_ROW' });
    c.actor.send({ type: 'REMOVE_ROW' });
    // The template's own two rows stay.
    expect(c.context().board.slots).toHaveLength(4);

    c.actor.send({ type: 'SET_TEMPLATE', columns: 3 });
    for (let i = 0; i < 5; i++) c.actor.send({ type: 'ADD_ROW' });
    expect(c.context().board.slots).toHaveLength(12);
    c.actor.send({ type: 'SET_TEMPLATE', columns: 1 });
    for (let i = 0; i < 5; i++) c.actor.send({ type: 'ADD_ROW' });
    expect(c.context().board.slots).toHaveLength(4);
  });
});

describe('curate machine: the keyboard path to every drop', () => {
  it('picks a product from the tray and places it in the chosen slot', () => {
    const c = start({ stored: storedBoard([product(1)]) });
    c.actor.send({ type: 'PICK_PRODUCT', product: product(4) });
    expect(c.context().held).toEqual({ from: 'tray', product: product(4) });
    expect(c.context().announcement).toMatch(/Product 4 picked up/);
    c.actor.send({ type: 'PICK_SLOT', slot: 0 });
    expect(slotIds(c)).toEqual([4, null, null, null]);
    expect(listIds(c)).toEqual([1]);
    expect(c.context().held).toBeNull();
  });

  it('picks a placed product up and moves it to another slot', () => {
    const c = start({ stored: storedBoard([product(1), product(2)]) });
    c.actor.send({ type: 'PICK_SLOT', slot: 0 });
    expect(c.context().held).toEqual({ from: 'slot', slot: 0, product: product(1) });
    c.actor.send({ type: 'PICK_SLOT', slot: 2 });
    expect(slotIds(c)).toEqual([null, 2, 1, null]);
    expect(c.context().announcement).toBe('Product 1 moved to slot 3.');
  });

  it('an empty slot with nothing held does nothing; Escape puts the held product down', () => {
    const c = start({ stored: storedBoard([product(1)]) });
    c.actor.send({ type: 'PICK_SLOT', slot: 3 });
    expect(c.context().held).toBeNull();
    c.actor.send({ type: 'PICK_PRODUCT', product: product(4) });
    c.actor.send({ type: 'CANCEL_PICK' });
    expect(c.context().held).toBeNull();
    expect(c.context().announcement).toBe('Product 4 put down.');
    expect(slotIds(c)).toEqual([1, null, null, null]);
  });
});

describe('curate machine: adding a product without choosing a slot (the meter suggestion)', () => {
  it('goes into the first empty slot, and says where', () => {
    const stored = storedBoard([product(1), null as unknown as BoardProduct, product(3)]);
    stored.board.productList = [product(6)];
    const c = start({ stored });
    c.actor.send({ type: 'ADD_PRODUCT', product: product(6) });
    expect(slotIds(c)).toEqual([1, 6, 3, null]);
    expect(listIds(c)).toEqual([]);
    expect(c.context().announcement).toBe('Product 6 added to slot 2.');
  });

  it('a full board gets a new row for it; a board at its last row is left as it was', () => {
    const c = start({ stored: storedBoard([product(1), product(2), product(3), product(4)]) });
    c.actor.send({ type: 'ADD_PRODUCT', product: product(5) });
    expect(slotIds(c)).toEqual([1, 2, 3, 4, 5, null]);
    expect(c.context().announcement).toBe('Product 5 added to slot 5 in a new row.');
    c.actor.send({ type: 'ADD_PRODUCT', product: product(6) });
    c.actor.send({ type: 'ADD_PRODUCT', product: product(7) });
    c.actor.send({ type: 'ADD_PRODUCT', product: product(8) });
    expect(slotIds(c)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    c.actor.send({ type: 'ADD_PRODUCT', product: product(9) });
    expect(slotIds(c)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(c.context().announcement).toBe('The board is full: remove a product to add Product 9.');
  });

  it('a product already on the board is not added twice', () => {
    const c = start({ stored: storedBoard([product(1)]) });
    c.actor.send({ type: 'ADD_PRODUCT', product: product(1) });
    expect(slotIds(c)).toEqual([1, null, null, null]);
    expect(c.context().announcement).toBe('Product 1 is already on the board.');
  });
});

describe('curate machine: details and review', () => {
  it('continues to the details only with an image and at least one product per column', () => {
    const c = start({ stored: storedBoard([product(1)]) });
    c.actor.send({ type: 'CONTINUE' });
    expect(c.value()).toBe('addProducts');
    c.actor.send({ type: 'PLACE', product: product(2), slot: 1 });
    c.actor.send({ type: 'CONTINUE' });
    expect(c.value()).toBe('details');
    c.actor.send({ type: 'BACK' });
    expect(c.value()).toBe('addProducts');
  });

  it('keeps the form values as they are typed and reviews only a complete form', () => {
    const c = start({ stored: storedBoard([product(1), product(2)]), entry: 'details' });
    expect(c.value()).toBe('details');
    c.actor.send({ type: 'SET_DETAILS', values: { title: 'Half done' } });
    expect(c.context().details.title).toBe('Half done');
    c.actor.send({ type: 'REVIEW' });
    expect(c.value()).toBe('details');
    // A room board needs its room type; a single-item board its item class.
    c.actor.send({ type: 'REVIEW', values: { ...goodDetails, roomTypeId: null } });
    expect(c.value()).toBe('details');
    c.actor.send({ type: 'REVIEW', values: { ...goodDetails, type: 'single', roomTypeId: null, itemClassId: null } });
    expect(c.value()).toBe('details');
    c.actor.send({ type: 'REVIEW', values: goodDetails });
    expect(c.value()).toBe('review');
    c.actor.send({ type: 'BACK' });
    expect(c.value()).toBe('details');
  });
});

describe('curate machine: saving follows the edit state (spec 4)', () => {
  const readyNew = () => storedBoard([product(1), product(2), product(3)], { details: goodDetails });

  it('a new board is created, then submitted; the answer carries the share URL', async () => {
    const c = start({ stored: readyNew(), entry: 'review' });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.create).toEqual([
      {
        title: 'Warm minimal living room',
        description: 'Oak, linen and brass.',
        message: 'Built around the big window.',
        type: 'room',
        roomTypeId: 3,
        styleId: 2,
        color: '#f4efe6',
        columns: 2,
        products: [1, 2, 3],
        inspirationImageId: 7,
        public: 1,
      },
    ]);
    expect(c.calls.submit).toEqual([{ id: 41 }]);
    expect(c.calls.update).toEqual([]);
    expect(c.context().result).toEqual({ id: 41, slug: 'warm-minimal-living-room', shareUrl: 'https://decorlook.test/look-board/41/warm-minimal-living-room', status: 'submitted', updated: false });
  });

  it('public=1 only when the board is public; the item class goes only with a single item', async () => {
    const c = start({ stored: { ...readyNew(), details: { ...goodDetails, type: 'single', status: 'private' } }, entry: 'review' });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.create[0].public).toBe(0);
    expect(c.calls.create[0].itemClassId).toBe(9);
    expect(c.calls.create[0]).not.toHaveProperty('roomTypeId');
  });

  it('a draft is updated, then submitted', async () => {
    const stored = readyNew();
    const c = start({ stored: { ...stored, edit: { kind: 'draft', id: 12, slug: 's', shareUrl: 'u', saved: { ...bodyFor(stored), title: 'Old title' } } }, entry: 'review' });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.update).toEqual([{ id: 12, body: expect.objectContaining({ title: 'Warm minimal living room' }) }]);
    expect(c.calls.submit).toEqual([{ id: 12 }]);
    expect(c.calls.create).toEqual([]);
    expect(c.context().result?.shareUrl).toBe('https://decorlook.test/look-board/12/warm-minimal-living-room');
  });

  it('an unchanged draft is only submitted', async () => {
    const stored = readyNew();
    const c = start({ stored: { ...stored, edit: { kind: 'draft', id: 12, slug: 's', shareUrl: 'u', saved: bodyFor(stored) } }, entry: 'review' });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.update).toEqual([]);
    expect(c.calls.submit).toEqual([{ id: 12 }]);
  });

  it('an already submitted board is updated through the submitted-board call, and not submitted again', async () => {
    const stored = readyNew();
    const edit: EditState = { kind: 'submitted', id: 30, slug: 'old', shareUrl: 'https://decorlook.test/look-board/30/old', status: 'approved', saved: { ...bodyFor(stored), products: [1, 2] } };
    const c = start({ stored: { ...stored, edit }, entry: 'review' });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.updateSubmitted).toEqual([{ id: 30, body: expect.objectContaining({ products: [1, 2, 3] }) }]);
    expect(c.calls.submit).toEqual([]);
    expect(c.calls.update).toEqual([]);
    expect(c.context().result).toEqual({ id: 30, slug: 'warm-minimal-living-room', shareUrl: 'https://decorlook.test/look-board/30/warm-minimal-living-room', status: 'submitted', updated: true });
  });

  it('an edit that changes only the colour is a colour-only update', async () => {
    const stored = readyNew();
    const edit: EditState = { kind: 'submitted', id: 30, slug: 'old', shareUrl: 'u', status: 'approved', saved: { ...bodyFor(stored), color: '#112233' } };
    const c = start({ stored: { ...stored, edit }, entry: 'review' });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.color).toEqual([{ id: 30, color: '#f4efe6' }]);
    expect(c.calls.updateSubmitted).toEqual([]);
    expect(c.calls.submit).toEqual([]);
    // The colour change leaves an approved board approved.
    expect(c.context().edit).toMatchObject({ kind: 'submitted', status: 'approved' });
    expect(c.context().result).toMatchObject({ id: 30, status: 'approved', updated: true });
  });

  it('saving a new board as a draft creates it and stays; submitting it later updates nothing unchanged and submits', async () => {
    const c = start({ stored: { ...readyNew(), details: { status: 'public' } }, entry: 'details' });
    c.actor.send({ type: 'SAVE_DRAFT', values: goodDetails });
    await c.settle('details');
    await waitFor(c.actor, (s) => s.context.edit.kind === 'draft', { timeout: 10_000 });
    expect(c.calls.create).toHaveLength(1);
    expect(c.showSuccess).toHaveBeenCalledWith('Your look board is saved as a draft');
    expect(c.context().edit).toMatchObject({ kind: 'draft', id: 41 });
    c.actor.send({ type: 'REVIEW' });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.create).toHaveLength(1);
    expect(c.calls.update).toEqual([]);
    expect(c.calls.submit).toEqual([{ id: 41 }]);
  });

  it('a refused save shows the error and returns to the review with the field errors', async () => {
    const refusal = Object.assign(new Error('Please check the form'), { errors: { title: ['This field is required'] } });
    const c = start({ stored: readyNew(), entry: 'review', fakes: { create: async () => Promise.reject(refusal) } });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('review');
    await waitFor(c.actor, (s) => s.context.failure !== null, { timeout: 10_000 });
    expect(c.showError).toHaveBeenCalledWith('Please check the form');
    expect(c.context().failure).toEqual({ message: 'Please check the form', errors: { title: ['This field is required'] } });
    expect(c.context().edit).toEqual({ kind: 'new' });
  });

  it('a board created before its submission failed is updated, not created again, on the retry', async () => {
    let fail = true;
    const c = start({
      stored: readyNew(),
      entry: 'review',
      fakes: { submit: async ({ id }) => (fail ? Promise.reject(new Error('Server unavailable')) : saved(id, 'submitted')) },
    });
    c.actor.send({ type: 'SUBMIT' });
    await waitFor(c.actor, (s) => s.matches('review') && s.context.failure !== null, { timeout: 10_000 });
    expect(c.context().edit).toMatchObject({ kind: 'draft', id: 41 });
    fail = false;
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.create).toHaveLength(1);
    expect(c.calls.submit).toEqual([{ id: 41 }, { id: 41 }]);
  });

  it('a board curated for a request (canvas/{requestSlug}) is created answering it, then submitted', async () => {
    const c = start({ stored: readyNew(), entry: 'review' });
    c.actor.send({ type: 'FOR_REQUEST', requestSlug: '12-cozy-living-room' });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.create).toEqual([expect.objectContaining({ requestId: 12, title: 'Warm minimal living room' })]);
    expect(c.calls.submit).toEqual([{ id: 41 }]);
  });

  it('linking a saved draft to a request is a change: the draft is updated with the request id before its submission', async () => {
    const stored = readyNew();
    const c = start({ stored: { ...stored, edit: { kind: 'draft', id: 12, slug: 's', shareUrl: 'u', saved: bodyFor(stored) } }, entry: 'review' });
    c.actor.send({ type: 'FOR_REQUEST', requestSlug: '7-sunny-loft' });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.update).toEqual([{ id: 12, body: expect.objectContaining({ requestId: 7 }) }]);
    expect(c.calls.submit).toEqual([{ id: 12 }]);
  });

  it('a board curated without a request, or left by it, sends no request id', async () => {
    const c = start({ stored: readyNew(), entry: 'review' });
    c.actor.send({ type: 'FOR_REQUEST', requestSlug: '12-cozy-living-room' });
    c.actor.send({ type: 'FOR_REQUEST', requestSlug: null });
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(c.calls.create[0]).not.toHaveProperty('requestId');
  });

  it('an existing board loaded for editing opens on the canvas with its edit state', () => {
    const c = start();
    const stored = readyNew();
    const edit: EditState = { kind: 'submitted', id: 30, slug: 'old', shareUrl: 'u', status: 'rejected', saved: bodyFor(stored) };
    c.actor.send({ type: 'LOAD_BOARD', stored: { ...stored, edit } });
    expect(c.value()).toBe('addProducts');
    expect(c.context().edit).toEqual(edit);
    expect(slotIds(c)).toEqual([1, 2, 3, null]);
  });
});

describe('curate machine: reset and browser storage', () => {
  it('keeps the board, the form values and the edit state in storage as they change, and restores them', () => {
    const storage = memoryStorage();
    const c = start({ storage });
    c.actor.send({ type: 'CHOOSE_IMAGE', image });
    c.actor.send({ type: 'SET_TEMPLATE', columns: 3 });
    c.actor.send({ type: 'PLACE', product: product(1), slot: 4 });
    c.actor.send({ type: 'CONTINUE' });
    c.actor.send({ type: 'PLACE', product: product(2), slot: 0 });
    c.actor.send({ type: 'PLACE', product: product(3), slot: 1 });
    c.actor.send({ type: 'CONTINUE' });
    c.actor.send({ type: 'SET_DETAILS', values: { title: 'Half typed', status: 'private' } });
    expect(Object.keys(storage.dump()).sort()).toEqual(Object.values(CURATE_STORAGE_KEYS).sort());

    // A reload: a new machine from what the browser kept.
    const again = start({ storage, entry: 'details' });
    expect(again.value()).toBe('details');
    expect(slotIds(again)).toEqual([2, 3, null, null, 1, null]);
    expect(again.context().board.image).toEqual(image);
    expect(again.context().details).toMatchObject({ title: 'Half typed', status: 'private' });
    expect(again.context().edit).toEqual({ kind: 'new' });
  });

  it('keeps the edit state of a saved draft across a reload', async () => {
    const storage = memoryStorage();
    const c = start({ storage, stored: storedBoard([product(1), product(2)], { details: goodDetails }), entry: 'review' });
    c.actor.send({ type: 'SAVE_DRAFT' });
    await waitFor(c.actor, (s) => s.context.edit.kind === 'draft', { timeout: 10_000 });
    expect(loadStoredCurate(storage)?.edit).toMatchObject({ kind: 'draft', id: 41 });
  });

  it('nothing is stored before anything is chosen; a corrupt entry starts afresh', () => {
    const storage = memoryStorage();
    start({ storage });
    expect(storage.dump()).toEqual({});
    storage.setItem(CURATE_STORAGE_KEYS.board, '{not json');
    expect(loadStoredCurate(storage)).toBeUndefined();
    expect(start({ storage }).value()).toBe('selectImage');
  });

  it('reset returns to the initial state and clears the stored draft', () => {
    const storage = memoryStorage();
    const c = start({ storage, stored: storedBoard([product(1), product(2)], { details: goodDetails, edit: { kind: 'draft', id: 3, slug: 's', shareUrl: 'u', saved: bodyFor(storedBoard([product(1), product(2)], { details: goodDetails })) } }) });
    c.actor.send({ type: 'SET_TEMPLATE', columns: 3 });
    expect(storage.dump()).not.toEqual({});
    c.actor.send({ type: 'RESET' });
    expect(c.value()).toBe('selectImage');
    expect(c.context().board).toEqual({ image: null, columns: 2, slots: [null, null, null, null], productList: [], requestSlug: null });
    expect(c.context().edit).toEqual({ kind: 'new' });
    expect(c.context().details).toEqual({ color: '#f4efe6', status: 'public' });
    expect(storage.dump()).toEqual({});
    expect(start({ storage }).value()).toBe('selectImage');
  });

  it('a submitted board leaves no draft behind', async () => {
    const storage = memoryStorage();
    const c = start({ storage, stored: storedBoard([product(1), product(2)], { details: goodDetails }), entry: 'review' });
    c.actor.send({ type: 'SET_DETAILS', values: { title: 'Final title' } });
    c.actor.send({ type: 'REVIEW' });
    expect(storage.dump()).not.toEqual({});
    c.actor.send({ type: 'SUBMIT' });
    await c.settle('success');
    expect(storage.dump()).toEqual({});
    clearStoredCurate(storage);
  });
});

/** The body a stored board would be saved with (as the server last saw it). */
const bodyFor = (stored: StoredCurate): LookBoardBody => bodyOf(stored.board, { ...emptyDetails(), ...stored.details });

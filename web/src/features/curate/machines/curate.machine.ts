import { and, assign, fromPromise, or, setup } from 'xstate';
import type { LookBoardColumns, LookBoardStatus } from '@decorlook/domain/lookboards/look-board.rules';
import {
  addProduct,
  addRow,
  emptyBoard,
  minimumProducts,
  moveProduct,
  placedProducts,
  placeProduct,
  removeProduct,
  removeRow,
  setTemplate,
  slotForNewProduct,
  type Board,
  type BoardImage,
  type BoardProduct,
} from './curate.board';
import { bodyOf, colorOnly, detailsErrors, emptyDetails, unchanged, type DetailsValues, type LookBoardBody } from './curate.details';

/**
 * Curate the Look (spec 2.3, 4 "Curate flow"): choose an image (selectImage), drag products into
 * the template (addProducts), describe the board (details), review and submit. Saving follows the
 * board's edit state: a new board is created and then submitted; a draft is updated and then
 * submitted; an already submitted board is updated through the submitted-board call; an edit
 * that changes only the colour is a colour-only update. The calls are injected actors.
 */

/** What the save and submit calls answer that the flow needs (the look board view holds more). */
export interface SavedBoard {
  id: number;
  slug: string;
  status: LookBoardStatus;
  shareUrl: string;
}

export type EditState =
  | { kind: 'new' }
  | { kind: 'draft'; id: number; slug: string; shareUrl: string; saved: LookBoardBody }
  | { kind: 'submitted'; id: number; slug: string; shareUrl: string; status: Exclude<LookBoardStatus, 'draft'>; saved: LookBoardBody };

/** What survives a reload (spec 3 "Browser-stored items": the board, the form values, the edit state). */
export interface StoredCurate {
  board: Board;
  details: DetailsValues;
  edit: EditState;
}

/** The page the flow was opened on: the machine starts there when the board allows it. */
export type CurateEntry = 'canvas' | 'details' | 'review';

/** The product picked up by keyboard, waiting for a slot (the drag-free path to every drop). */
export type Held = { from: 'tray'; product: BoardProduct } | { from: 'slot'; slot: number; product: BoardProduct };

export interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

export interface CurateContext {
  board: Board;
  details: DetailsValues;
  edit: EditState;
  held: Held | null;
  /** The last change in words, for the canvas's live region. */
  announcement: string;
  intent: 'draft' | 'submit';
  /** Where a save returns to when it is only a save, or fails. */
  returnTo: 'details' | 'review';
  failure: Failure | null;
  /** The submitted board once the flow has ended; `updated` when it was an already submitted board's changes. */
  result: { id: number; slug: string; shareUrl: string; status: LookBoardStatus; updated: boolean } | null;
  entry: CurateEntry;
}

export interface CurateInput {
  stored?: StoredCurate;
  entry?: CurateEntry;
}

export type CurateEvent =
  | { type: 'CHOOSE_IMAGE'; image: BoardImage }
  | { type: 'CHANGE_IMAGE' }
  | { type: 'FOR_REQUEST'; requestSlug: string | null }
  | { type: 'SET_TEMPLATE'; columns: LookBoardColumns }
  | { type: 'ADD_ROW' }
  | { type: 'REMOVE_ROW' }
  | { type: 'PLACE'; product: BoardProduct; slot: number }
  /** A product added without a chosen slot (the meter's suggestion): the first empty slot, or a new row. */
  | { type: 'ADD_PRODUCT'; product: BoardProduct }
  | { type: 'MOVE'; from: number; to: number }
  | { type: 'REMOVE'; slot: number }
  | { type: 'PICK_PRODUCT'; product: BoardProduct }
  | { type: 'PICK_SLOT'; slot: number }
  | { type: 'CANCEL_PICK' }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'OPEN_CANVAS' }
  | { type: 'SET_DETAILS'; values: Partial<DetailsValues> }
  | { type: 'REVIEW'; values?: Partial<DetailsValues> }
  | { type: 'SAVE_DRAFT'; values?: Partial<DetailsValues> }
  | { type: 'SUBMIT' }
  | { type: 'LOAD_BOARD'; stored: StoredCurate }
  | { type: 'RESET' };

const failureOf = (error: unknown): Failure => {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, errors } = error as { message: unknown; errors?: Record<string, string[]> };
    return { message: String(message), errors: errors ?? {} };
  }
  return { message: String(error), errors: {} };
};

/** The edit state after the server saved `body`: a draft stays a draft; any other status is a submitted board. */
export function editAfterSave(saved: SavedBoard, body: LookBoardBody): EditState {
  const base = { id: saved.id, slug: saved.slug, shareUrl: saved.shareUrl, saved: body };
  return saved.status === 'draft' ? { kind: 'draft', ...base } : { kind: 'submitted', status: saved.status, ...base };
}

const hasImage = (c: CurateContext) => c.board.image !== null;
const enoughProducts = (c: CurateContext) => placedProducts(c.board).length >= minimumProducts(c.board);
const readyForDetails = (c: CurateContext) => hasImage(c) && enoughProducts(c);
const detailsValid = (c: CurateContext) => Object.keys(detailsErrors(c.board, c.details)).length === 0;
const bodyNow = (c: CurateContext) => bodyOf(c.board, c.details);
const slotName = (slot: number) => `slot ${slot + 1}`;

const initialContext = (input: CurateInput): CurateContext => ({
  board: input.stored?.board ?? emptyBoard(),
  details: { ...emptyDetails(), ...input.stored?.details },
  edit: input.stored?.edit ?? { kind: 'new' },
  held: null,
  announcement: '',
  intent: 'submit',
  returnTo: 'review',
  failure: null,
  result: null,
  entry: input.entry ?? 'canvas',
});

/** Describes a board change for screen readers. */
function placedMessage(before: Board, product: BoardProduct, slot: number): string {
  const old = before.slots[slot];
  const swapped = old && old.id !== product.id ? ` ${old.title} went back to ${old.approval === 'rejected' ? 'nowhere: it is no longer available' : 'the product list'}.` : '';
  return `${product.title} placed in ${slotName(slot)}.${swapped}`;
}

const curateSetup = setup({
  types: {
    input: {} as CurateInput,
    context: {} as CurateContext,
    events: {} as CurateEvent,
  },
  actors: {
    createBoard: fromPromise<SavedBoard, LookBoardBody>(async () => {
      throw new Error('createBoard actor not provided');
    }),
    updateBoard: fromPromise<SavedBoard, { id: number; body: LookBoardBody }>(async () => {
      throw new Error('updateBoard actor not provided');
    }),
    updateSubmittedBoard: fromPromise<SavedBoard, { id: number; body: LookBoardBody }>(async () => {
      throw new Error('updateSubmittedBoard actor not provided');
    }),
    updateBannerColor: fromPromise<SavedBoard, { id: number; color: string }>(async () => {
      throw new Error('updateBannerColor actor not provided');
    }),
    submitBoard: fromPromise<SavedBoard, { id: number }>(async () => {
      throw new Error('submitBoard actor not provided');
    }),
  },
  actions: {
    // Provided by the app: the "Error" toast, a success toast, and clearing the stored draft.
    showError: (_, _params: { message: string }) => {},
    showSuccess: (_, _params: { message: string }) => {},
    clearStorage: () => {},
    mergeDetails: assign({
      details: ({ context, event }) => ('values' in event && event.values ? { ...context.details, ...event.values } : context.details),
    }),
    clearFailure: assign({ failure: null }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
    keepSaved: assign({
      edit: ({ context }, params: { saved: SavedBoard }) => editAfterSave(params.saved, bodyNow(context)),
    }),
  },
  guards: {
    hasImage: ({ context }) => hasImage(context),
    readyForDetails: ({ context }) => readyForDetails(context),
    readyForReview: ({ context }) => readyForDetails(context) && detailsValid(context),
    detailsValidAfter: ({ context, event }) => {
      const values = 'values' in event && event.values ? event.values : {};
      return detailsValid({ ...context, details: { ...context.details, ...values } });
    },
    enteredOnDetails: ({ context }) => context.entry === 'details',
    enteredOnReview: ({ context }) => context.entry === 'review',
    isNew: ({ context }) => context.edit.kind === 'new',
    isDraft: ({ context }) => context.edit.kind === 'draft',
    isSubmittedBoard: ({ context }) => context.edit.kind === 'submitted',
    unchanged: ({ context }) => context.edit.kind !== 'new' && unchanged(context.edit.saved, bodyNow(context)),
    colorOnly: ({ context }) => context.edit.kind !== 'new' && colorOnly(context.edit.saved, bodyNow(context)),
    wantsSubmit: ({ context }) => context.intent === 'submit',
    returnsToDetails: ({ context }) => context.returnTo === 'details',
  },
});

/** A new template resizes the grid (both before and after the image is chosen). */
const templateChange = {
  actions: curateSetup.assign({
    board: ({ context, event }) => (event.type === 'SET_TEMPLATE' ? setTemplate(context.board, event.columns) : context.board),
    held: null,
    announcement: ({ context, event }) => (event.type === 'SET_TEMPLATE' ? `${event.columns}-column template: ${event.columns * 2} slots.` : context.announcement),
  }),
};

export const curateMachine = curateSetup.createMachine({
  id: 'curate',
  context: ({ input }) => initialContext(input),
  initial: 'entering',
  on: {
    RESET: {
      target: '.selectImage',
      actions: ['clearStorage', assign(({ context }) => ({ ...initialContext({ entry: context.entry }), announcement: 'Started a new look board.' }))],
    },
    LOAD_BOARD: {
      target: '.addProducts',
      actions: assign(({ event }) => ({ ...initialContext({ stored: event.stored }), announcement: `Editing ${event.stored.details.title ?? 'your look board'}.` })),
    },
    FOR_REQUEST: { actions: assign({ board: ({ context, event }) => ({ ...context.board, requestSlug: event.requestSlug }) }) },
  },
  states: {
    entering: {
      always: [
        { guard: and(['enteredOnReview', 'readyForReview']), target: 'review' },
        { guard: and([or(['enteredOnDetails', 'enteredOnReview']), 'readyForDetails']), target: 'details' },
        { guard: 'hasImage', target: 'addProducts' },
        { target: 'selectImage' },
      ],
    },

    selectImage: {
      on: {
        CHOOSE_IMAGE: {
          target: 'addProducts',
          actions: assign({
            board: ({ context, event }) => ({ ...context.board, image: event.image }),
            announcement: ({ event }) => `${event.image.title} chosen. Now add products to the template.`,
          }),
        },
        SET_TEMPLATE: templateChange,
      },
    },

    addProducts: {
      on: {
        CHANGE_IMAGE: { target: 'selectImage', actions: assign({ held: null }) },
        SET_TEMPLATE: templateChange,
        ADD_ROW: {
          actions: assign({
            board: ({ context }) => addRow(context.board),
            announcement: ({ context }) => `Row added: ${addRow(context.board).slots.length} slots.`,
          }),
        },
        REMOVE_ROW: {
          actions: assign({
            board: ({ context }) => removeRow(context.board),
            held: null,
            announcement: ({ context }) => `Row removed: ${removeRow(context.board).slots.length} slots.`,
          }),
        },
        PLACE: {
          actions: assign({
            board: ({ context, event }) => placeProduct(context.board, event.product, event.slot),
            held: null,
            announcement: ({ context, event }) => placedMessage(context.board, event.product, event.slot),
          }),
        },
        ADD_PRODUCT: {
          actions: assign(({ context, event }) => {
            const slot = slotForNewProduct(context.board);
            if (context.board.slots.some((p) => p?.id === event.product.id)) return { announcement: `${event.product.title} is already on the board.` };
            if (slot === null) return { announcement: `The board is full: remove a product to add ${event.product.title}.` };
            const added = slot >= context.board.slots.length ? ' in a new row' : '';
            return { board: addProduct(context.board, event.product), held: null, announcement: `${event.product.title} added to ${slotName(slot)}${added}.` };
          }),
        },
        MOVE: {
          actions: assign({
            board: ({ context, event }) => moveProduct(context.board, event.from, event.to),
            held: null,
            announcement: ({ context, event }) => `${context.board.slots[event.from]?.title ?? 'Product'} moved to ${slotName(event.to)}.`,
          }),
        },
        REMOVE: {
          actions: assign({
            board: ({ context, event }) => removeProduct(context.board, event.slot),
            held: null,
            announcement: ({ context, event }) => {
              const old = context.board.slots[event.slot];
              if (!old) return context.announcement;
              return old.approval === 'rejected' ? `${old.title} removed from the board.` : `${old.title} removed and returned to the product list.`;
            },
          }),
        },
        PICK_PRODUCT: {
          actions: assign({
            held: ({ event }) => ({ from: 'tray' as const, product: event.product }),
            announcement: ({ event }) => `${event.product.title} picked up. Choose a slot and press Enter to place it, or Escape to cancel.`,
          }),
        },
        PICK_SLOT: [
          {
            // Something is held: the chosen slot receives it.
            guard: ({ context }) => context.held !== null,
            actions: assign(({ context, event }) => {
              const held = context.held as Held;
              if (held.from === 'tray') {
                return { board: placeProduct(context.board, held.product, event.slot), held: null, announcement: placedMessage(context.board, held.product, event.slot) };
              }
              if (held.slot === event.slot) return { held: null, announcement: `${held.product.title} put back in ${slotName(event.slot)}.` };
              return { board: moveProduct(context.board, held.slot, event.slot), held: null, announcement: `${held.product.title} moved to ${slotName(event.slot)}.` };
            }),
          },
          {
            // Nothing held: a filled slot's product is picked up to be moved.
            guard: ({ context, event }) => context.board.slots[event.slot] != null,
            actions: assign(({ context, event }) => {
              const product = context.board.slots[event.slot] as BoardProduct;
              return {
                held: { from: 'slot' as const, slot: event.slot, product },
                announcement: `${product.title} picked up from ${slotName(event.slot)}. Choose another slot and press Enter to move it.`,
              };
            }),
          },
        ],
        CANCEL_PICK: { actions: assign({ held: null, announcement: ({ context }) => (context.held ? `${context.held.product.title} put down.` : context.announcement) }) },
        CONTINUE: { guard: 'readyForDetails', target: 'details', actions: assign({ held: null }) },
      },
    },

    details: {
      entry: assign({ entry: 'details' as const }),
      on: {
        SET_DETAILS: { actions: 'mergeDetails' },
        BACK: { target: 'addProducts' },
        OPEN_CANVAS: { target: 'addProducts' },
        REVIEW: { guard: 'detailsValidAfter', target: 'review', actions: ['mergeDetails', 'clearFailure'] },
        SAVE_DRAFT: {
          guard: 'detailsValidAfter',
          target: 'saving',
          actions: ['mergeDetails', 'clearFailure', assign({ intent: 'draft' as const, returnTo: 'details' as const })],
        },
      },
    },

    review: {
      entry: assign({ entry: 'review' as const }),
      on: {
        BACK: { target: 'details' },
        OPEN_CANVAS: { target: 'addProducts' },
        SAVE_DRAFT: { target: 'saving', actions: ['clearFailure', assign({ intent: 'draft' as const, returnTo: 'review' as const })] },
        SUBMIT: { target: 'saving', actions: ['clearFailure', assign({ intent: 'submit' as const, returnTo: 'review' as const })] },
      },
    },

    saving: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'isNew', target: 'creating' },
            { guard: 'unchanged', target: 'saved' },
            { guard: 'colorOnly', target: 'updatingColor' },
            { guard: 'isSubmittedBoard', target: 'updatingSubmitted' },
            { target: 'updating' },
          ],
        },
        creating: {
          invoke: {
            src: 'createBoard',
            input: ({ context }) => bodyNow(context),
            onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) } },
            onError: { target: '#curate.failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        updating: {
          invoke: {
            src: 'updateBoard',
            input: ({ context }) => ({ id: (context.edit as { id: number }).id, body: bodyNow(context) }),
            onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) } },
            onError: { target: '#curate.failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        updatingSubmitted: {
          invoke: {
            src: 'updateSubmittedBoard',
            input: ({ context }) => ({ id: (context.edit as { id: number }).id, body: bodyNow(context) }),
            onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) } },
            onError: { target: '#curate.failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        updatingColor: {
          invoke: {
            src: 'updateBannerColor',
            input: ({ context }) => ({ id: (context.edit as { id: number }).id, color: bodyNow(context).color }),
            onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) } },
            onError: { target: '#curate.failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        saved: { type: 'final' },
      },
      onDone: [
        // A draft (new boards are drafts once created) is submitted next.
        { guard: and(['wantsSubmit', 'isDraft']), target: 'submitting' },
        // An already submitted board is done once updated: it is back in review.
        {
          guard: 'wantsSubmit',
          target: 'success',
          actions: assign({
            result: ({ context }) => {
              const edit = context.edit as Extract<EditState, { kind: 'submitted' }>;
              return { id: edit.id, slug: edit.slug, shareUrl: edit.shareUrl, status: edit.status, updated: true };
            },
          }),
        },
        { guard: 'returnsToDetails', target: 'details', actions: { type: 'showSuccess', params: { message: 'Your look board is saved as a draft' } } },
        { target: 'review', actions: { type: 'showSuccess', params: { message: 'Your look board is saved as a draft' } } },
      ],
    },

    submitting: {
      invoke: {
        src: 'submitBoard',
        input: ({ context }) => ({ id: (context.edit as { id: number }).id }),
        onDone: {
          target: 'success',
          actions: assign({
            result: ({ event }) => ({ id: event.output.id, slug: event.output.slug, shareUrl: event.output.shareUrl, status: event.output.status, updated: false }),
            edit: ({ context, event }) => (context.edit.kind === 'new' ? context.edit : editAfterSave(event.output, context.edit.saved)),
          }),
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },

    /** A call failed: say so, and go back to the page the save started from. */
    failed: {
      entry: { type: 'showError', params: ({ context }) => ({ message: context.failure?.message ?? '' }) },
      always: [{ guard: 'returnsToDetails', target: 'details' }, { target: 'review' }],
    },

    success: {
      // The board is on the server now: the browser's draft is done with.
      entry: 'clearStorage',
      on: { OPEN_CANVAS: { target: 'selectImage', actions: ['clearStorage', assign(({ context }) => initialContext({ entry: context.entry }))] } },
    },
  },
});

export type CurateMachine = typeof curateMachine;

/** What the machine keeps in browser storage. */
export const storedOf = (context: CurateContext): StoredCurate => ({ board: context.board, details: context.details, edit: context.edit });

/** True once a person has started something worth keeping across a reload. */
export const hasProgress = (context: CurateContext) =>
  context.board.image !== null || placedProducts(context.board).length > 0 || context.edit.kind !== 'new' || Boolean(context.details.title);


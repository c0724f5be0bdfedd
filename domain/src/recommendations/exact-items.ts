import { z } from 'zod';
import { Forbidden, ValidationFailed } from '../shared/errors';
import { MESSAGES } from '../shared/messages';
import { idField } from '../catalog/catalog.rules';
import type { InspirationImageState } from '../catalog/inspiration-image';
import { canSeeLookBoard, type LookBoardState } from '../lookboards/look-board';
import { NoSuchLookBoard } from '../lookboards/look-board.errors';
import type { ExactItemConfirmer, ExactItemEvent } from './budgets.events';

/**
 * The decider of a board's exact items (`exactItems-<lookBoardId>`). Who may speak is decided on
 * events: the board's own stream names its owner and products, the picture's stream its credited
 * owner (InspirationImageCredited, written when an admin approves a credit claim).
 */
export interface ExactItemsState {
  /** The products said to be exact, and who said so last. */
  exact: ReadonlyMap<number, ExactItemConfirmer>;
}

export const initialExactItemsState = (): ExactItemsState => ({ exact: new Map() });

export function evolveExactItems(state: ExactItemsState, event: ExactItemEvent): ExactItemsState {
  const exact = new Map(state.exact);
  switch (event.type) {
    case 'ExactItemConfirmed':
      exact.set(event.data.productId, event.data.as);
      break;
    case 'ExactItemWithdrawn':
      exact.delete(event.data.productId);
      break;
    default: {
      const never: never = event;
      return never;
    }
  }
  return { exact };
}

/**
 * Confirm (`exact`) or withdraw that a product on the board is the exact item in its picture.
 * `board` and `image` are folded from their own streams (`image` null when the board names none).
 */
export interface MarkExactItem {
  type: 'MarkExactItem';
  lookBoardId: number;
  productId: number;
  userId: number;
  exact: boolean;
  board: LookBoardState;
  image: InspirationImageState | null;
  now: string;
}

/** Anyone but the curator and the picture's credited owner: they cannot vouch for the item. */
export class NotExactItemConfirmer extends Forbidden {
  constructor() {
    super("Only the look board's curator or the picture's credited owner can say which items are exact.");
  }
}

export const PRODUCT_NOT_ON_BOARD = 'This product is not on this look board';

/** Who the caller is to the board, if anyone who may vouch for its items. */
export function exactItemConfirmerOf(board: LookBoardState, image: InspirationImageState | null, userId: number): ExactItemConfirmer | null {
  if (board.ownerId === userId) return 'curator';
  const imageId = board.details?.inspirationImageId ?? null;
  if (image && imageId !== null && image.imageId === imageId && image.credit?.userId === userId) return 'creditedOwner';
  return null;
}

/**
 * Who may say which items are exact: the curator or the picture's credited owner, on a board they
 * may see. A board the caller may not see is not there for them (404), whoever they are to its
 * picture; anyone else who sees it is refused (403).
 */
export function exactItemsConfirmableBy(board: LookBoardState, image: InspirationImageState | null, userId: number): ExactItemConfirmer {
  if (!canSeeLookBoard(board, userId)) throw new NoSuchLookBoard();
  const as = exactItemConfirmerOf(board, image, userId);
  if (as === null) throw new NotExactItemConfirmer();
  return as;
}

export function decideExactItems(command: MarkExactItem, state: ExactItemsState): ExactItemEvent[] {
  const { board, image, userId, productId, lookBoardId } = command;
  const as = exactItemsConfirmableBy(board, image, userId);
  if (command.exact) {
    if (!board.details?.products.includes(productId)) throw ValidationFailed.field('productId', PRODUCT_NOT_ON_BOARD);
    if (state.exact.has(productId)) return [];
    return [{ type: 'ExactItemConfirmed', data: { lookBoardId, productId, userId, as, confirmedAt: command.now } }];
  }
  if (!state.exact.has(productId)) return [];
  return [{ type: 'ExactItemWithdrawn', data: { lookBoardId, productId, userId, as, withdrawnAt: command.now } }];
}

export const exactItemsDecider = { initialState: initialExactItemsState, evolve: evolveExactItems, decide: decideExactItems };

export const exactItemInput = z.object({
  productId: idField,
  exact: z.boolean({ error: (issue) => (issue.input === undefined ? MESSAGES.required : 'Please answer true or false') }),
});
export type ExactItemInput = z.output<typeof exactItemInput>;

/** What a confirmation answers: the product's label on the board's budgets from now on. */
export const exactItemAnswer = z.object({ lookBoardId: z.number().int().positive(), productId: z.number().int().positive(), exact: z.boolean() });
export type ExactItemAnswer = z.infer<typeof exactItemAnswer>;

import { DEFAULT_COLUMNS, slotCountFor, templateRange, type LookBoardColumns } from '@decorlook/domain/lookboards/look-board.rules';

/**
 * The look board being curated, as pure functions over plain data (spec 4 "Curate flow"): the
 * template's slot grid and the tray's own product list. The machine applies these; tests check
 * them directly.
 */
export interface MediaRef {
  userId: number;
  hash: string;
}

/** A product as the canvas shows it (a search result or a board's preview both carry these). */
export interface BoardProduct {
  id: number;
  title: string;
  slug: string;
  media: MediaRef;
  price: number;
  approval: 'pending' | 'approved' | 'rejected';
}

export interface BoardImage {
  id: number;
  title: string;
  slug: string;
  media: MediaRef;
  width?: number;
  height?: number;
  /** The room the image shows (what the compatibility meter weighs the board against); absent on boards kept before it was recorded. */
  roomTypeId?: number | null;
}

export interface Board {
  image: BoardImage | null;
  /** The chosen template; null until one is chosen (the grid then has 4 slots). */
  columns: LookBoardColumns | null;
  slots: (BoardProduct | null)[];
  /**
   * Products taken off the board, kept at the front of the tray (newest first) so they are at hand
   * again; search results follow them.
   */
  productList: BoardProduct[];
  /** The request the board answers, when curating for one (requests come later). */
  requestSlug: string | null;
}

/** A new board starts on the default template (two columns), chosen for the person until they pick another. */
export const emptyBoard = (): Board => ({ image: null, columns: DEFAULT_COLUMNS, slots: Array(slotCountFor(DEFAULT_COLUMNS)).fill(null), productList: [], requestSlug: null });

/** The columns the grid is laid out in: the template's, or the default when none is chosen. */
export const columnsOf = (board: Pick<Board, 'columns'>): LookBoardColumns => board.columns ?? DEFAULT_COLUMNS;

export const placedProducts = (board: Pick<Board, 'slots'>): BoardProduct[] => board.slots.filter((p): p is BoardProduct => p !== null);

/** The fewest products a board of this template may be submitted with (one per column). */
export const minimumProducts = (board: Pick<Board, 'columns'>) => templateRange(columnsOf(board)).min;
export const maximumSlots = (board: Pick<Board, 'columns'>) => templateRange(columnsOf(board)).max;

export const canAddRow = (board: Board) => board.slots.length + columnsOf(board) <= maximumSlots(board);
/** Rows beyond the template's starting grid can be taken away again. */
export const canRemoveRow = (board: Board) => board.slots.length - columnsOf(board) >= slotCountFor(board.columns);

/** Products going back to the tray: to its front, in the order given; a rejected product is not offered again. */
function returnToList(list: BoardProduct[], returned: BoardProduct[]): BoardProduct[] {
  const back = returned.filter((p) => p.approval !== 'rejected');
  const ids = new Set(back.map((p) => p.id));
  return [...back, ...list.filter((p) => !ids.has(p.id))];
}

/**
 * Drops a product into a slot. The slot's product (if another) goes back to the front of the
 * list; the dropped one leaves the list, and leaves any other slot it was in.
 */
export function placeProduct(board: Board, product: BoardProduct, slot: number): Board {
  if (slot < 0 || slot >= board.slots.length) return board;
  const old = board.slots[slot];
  if (old?.id === product.id) return board;
  const slots = board.slots.map((p, i) => (i === slot ? product : p?.id === product.id ? null : p));
  const list = board.productList.filter((p) => p.id !== product.id);
  return { ...board, slots, productList: old ? returnToList(list, [old]) : list };
}

/** The slot a product added without a chosen slot goes to: the first empty one, or the first of a new row; null when the board is full. */
export function slotForNewProduct(board: Board): number | null {
  const empty = board.slots.findIndex((p) => p === null);
  if (empty >= 0) return empty;
  return canAddRow(board) ? board.slots.length : null;
}

/**
 * Adds a product to the board without a chosen slot (the meter's suggestion): into the first
 * empty slot, adding a row when every slot is filled. A product already on the board, or a full
 * board, leaves the board as it was.
 */
export function addProduct(board: Board, product: BoardProduct): Board {
  if (board.slots.some((p) => p?.id === product.id)) return board;
  const slot = slotForNewProduct(board);
  if (slot === null) return board;
  return placeProduct(slot < board.slots.length ? board : addRow(board), product, slot);
}

/** Moves a placed product to another slot; the two slots swap what they hold. */
export function moveProduct(board: Board, from: number, to: number): Board {
  const n = board.slots.length;
  if (from === to || from < 0 || to < 0 || from >= n || to >= n || board.slots[from] === null) return board;
  const slots = [...board.slots];
  [slots[from], slots[to]] = [slots[to], slots[from]];
  return { ...board, slots };
}

/** Takes a product off the board; it returns to the front of the list unless it was rejected. */
export function removeProduct(board: Board, slot: number): Board {
  const old = board.slots[slot];
  if (!old) return board;
  const slots = board.slots.map((p, i) => (i === slot ? null : p));
  return { ...board, slots, productList: returnToList(board.productList, [old]) };
}

/**
 * A new template: the grid becomes twice the column count (4 with none). Products in slots that
 * no longer exist go back to the list.
 */
export function setTemplate(board: Board, columns: LookBoardColumns | null): Board {
  const size = slotCountFor(columns);
  const kept = Array.from({ length: size }, (_, i) => board.slots[i] ?? null);
  const cut = board.slots.slice(size).filter((p): p is BoardProduct => p !== null);
  return { ...board, columns, slots: kept, productList: returnToList(board.productList, cut) };
}

/** One more row of empty slots, while the template holds more (4 rows at most). */
export function addRow(board: Board): Board {
  if (!canAddRow(board)) return board;
  return { ...board, slots: [...board.slots, ...Array<null>(columnsOf(board)).fill(null)] };
}

/** Takes the last added row away; its products go back to the list. */
export function removeRow(board: Board): Board {
  if (!canRemoveRow(board)) return board;
  const size = board.slots.length - columnsOf(board);
  const cut = board.slots.slice(size).filter((p): p is BoardProduct => p !== null);
  return { ...board, slots: board.slots.slice(0, size), productList: returnToList(board.productList, cut) };
}

/** A saved board's products laid into its template (extra rows added when it holds more). */
export function boardFromSaved(saved: { columns: number; products: BoardProduct[]; image: BoardImage | null; requestSlug?: string | null }): Board {
  const columns = (saved.columns >= 1 && saved.columns <= 3 ? saved.columns : DEFAULT_COLUMNS) as LookBoardColumns;
  const rows = Math.max(2, Math.ceil(saved.products.length / columns));
  const size = Math.min(rows * columns, templateRange(columns).max);
  const slots = Array.from({ length: size }, (_, i) => saved.products[i] ?? null);
  return { image: saved.image, columns, slots, productList: [], requestSlug: saved.requestSlug ?? null };
}

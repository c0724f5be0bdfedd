import type { BoardProduct } from '../machines/curate.board';

/** What can be dragged on the canvas: a tray product, or a product already in a slot. */
export const DRAG_TYPES = { tray: 'curate-tray-product', slot: 'curate-slot-product' } as const;

export interface TrayDrag {
  product: BoardProduct;
}

export interface SlotDrag {
  slot: number;
  product: BoardProduct;
}

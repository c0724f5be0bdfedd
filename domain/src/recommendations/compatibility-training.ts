import { evolveLookBoard, initialLookBoardState, isPublished, lookBoardEvents, type LookBoardEvent, type LookBoardState } from '../lookboards/look-board';
import { evolveProduct, initialProductState, productEvents, type ProductEvent, type ProductState } from '../catalog/product';
import { crossValidateCompatibility } from './compatibility-evaluation';
import { productTraitsOf, trainCompatibility, type BoardDraft, type CompatibilityModel, type ProductTraits } from './compatibility';

/**
 * What the compatibility model learns from, folded from the events themselves (never a read
 * model): the published boards (approved, public, neither deleted nor taken down) with their
 * products as they were added, and the catalogue of approved products still on the shelves.
 */
export const COMPATIBILITY_TRAINING_EVENT_TYPES: readonly string[] = [...productEvents, ...lookBoardEvents].map((e) => e.type);

/** The one seed of training: the same events always give the same model. */
export const COMPATIBILITY_SEED = 22;

export interface CompatibilityTrainingSet {
  boards: BoardDraft[];
  catalog: ProductTraits[];
}

const PRODUCT_TYPES = new Set<string>(productEvents.map((e) => e.type));
const BOARD_TYPES = new Set<string>(lookBoardEvents.map((e) => e.type));

/** Folds events (in their global order) into a training set: add each, then ask for the set. */
export function compatibilityTrainingFold() {
  const products = new Map<string, { state: ProductState; traits: ProductTraits | null }>();
  const boards = new Map<string, LookBoardState>();
  return {
    add(e: { type: string; data: unknown; streamId: string }): void {
      if (PRODUCT_TYPES.has(e.type)) {
        const p = products.get(e.streamId) ?? { state: initialProductState(), traits: null };
        const event = { type: e.type, data: e.data } as ProductEvent;
        products.set(e.streamId, { state: evolveProduct(p.state, event), traits: event.type === 'ProductAdded' ? productTraitsOf(event.data) : p.traits });
      } else if (BOARD_TYPES.has(e.type)) {
        boards.set(e.streamId, evolveLookBoard(boards.get(e.streamId) ?? initialLookBoardState(), { type: e.type, data: e.data } as LookBoardEvent));
      }
    },
    result(): CompatibilityTrainingSet {
      const traits = new Map<number, ProductTraits>();
      for (const { traits: t } of products.values()) if (t) traits.set(t.productId, t);
      const published = [...boards.values()]
        .filter((b) => b.exists && !b.deleted && !b.takenDown && isPublished(b) && b.details !== null)
        .sort((a, b) => a.lookBoardId - b.lookBoardId)
        .map((b): BoardDraft => ({ roomTypeId: b.details!.roomTypeId, products: b.details!.products.flatMap((id) => traits.get(id) ?? []) }))
        .filter((b) => b.products.length >= 2);
      const catalog = [...products.values()]
        .flatMap(({ state, traits: t }) => (t && state.status === 'approved' && !state.removed && !state.takenDown ? [t] : []))
        .sort((a, b) => a.productId - b.productId);
      return { boards: published, catalog };
    },
  };
}

export interface CompatibilityFit {
  model: CompatibilityModel;
  boards: number;
  products: number;
  /** Fill-in-the-blank accuracy on boards held out of training (5-fold); null when too few boards. */
  heldOutAccuracy: number | null;
  colourOnlyAccuracy: number | null;
  questions: number;
}

/** Fits the model on the whole set, and measures the same training on boards it did not see. Null when there is nothing to learn from. */
export function fitCompatibility(set: CompatibilityTrainingSet, seed = COMPATIBILITY_SEED): CompatibilityFit | null {
  if (set.boards.length === 0 || set.catalog.length === 0) return null;
  const cv = crossValidateCompatibility(set.boards, set.catalog, { seed });
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  return {
    model: trainCompatibility(set.boards, set.catalog, { seed }),
    boards: set.boards.length,
    products: set.catalog.length,
    heldOutAccuracy: cv ? round(cv.accuracy) : null,
    colourOnlyAccuracy: cv ? round(cv.colourOnly) : null,
    questions: cv?.questions ?? 0,
  };
}

import {
  COMPATIBILITY_MODEL_STREAM,
  crossValidateCompatibility,
  decideCompatibilityModel,
  evolveCompatibilityModel,
  evolveLookBoard,
  evolveProduct,
  initialCompatibilityModelState,
  initialLookBoardState,
  initialProductState,
  isPublished,
  lookBoardEvents,
  productEvents,
  productTraitsOf,
  trainCompatibility,
  type BoardDraft,
  type CompatibilityEvent,
  type CompatibilityModelState,
  type LookBoardEvent,
  type LookBoardState,
  type ProductEvent,
  type ProductState,
  type ProductTraits,
} from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import { START, type EventMetadata, type EventStore } from '@decorlook/infra/event-store/types';

/** The one seed of training: the same events always give the same model. */
export const COMPATIBILITY_SEED = 22;
const BATCH = 1000;

export interface CompatibilityTraining {
  /** False when nothing was recorded (no published board to learn from, or too few new ones). */
  recorded: boolean;
  boards: number;
  products: number;
  heldOutAccuracy: number | null;
  colourOnlyAccuracy: number | null;
  questions: number;
  position: bigint | null;
}

/**
 * What training learns from, read from the events themselves (never a read model): the published
 * boards (approved, public, not deleted nor taken down) with the products on them as they were
 * added, and the catalogue of approved products still on the shelves.
 */
export async function readTrainingSet(store: EventStore): Promise<{ boards: BoardDraft[]; catalog: ProductTraits[] }> {
  const products = new Map<string, { state: ProductState; traits: ProductTraits | null }>();
  const boards = new Map<string, LookBoardState>();
  const productTypes = new Set<string>(productEvents.map((e) => e.type));
  let after = START;
  for (;;) {
    const batch = await store.readAll({ after, limit: BATCH, types: [...productEvents, ...lookBoardEvents].map((e) => e.type), personalData: false });
    for (const e of batch.events) {
      if (productTypes.has(e.type)) {
        const p = products.get(e.streamId) ?? { state: initialProductState(), traits: null };
        const event = { type: e.type, data: e.data } as ProductEvent;
        products.set(e.streamId, { state: evolveProduct(p.state, event), traits: event.type === 'ProductAdded' ? productTraitsOf(event.data) : p.traits });
      } else {
        boards.set(e.streamId, evolveLookBoard(boards.get(e.streamId) ?? initialLookBoardState(), { type: e.type, data: e.data } as LookBoardEvent));
      }
    }
    if (batch.events.length < BATCH) break;
    const last = batch.events[batch.events.length - 1];
    after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
  const traits = new Map<number, ProductTraits>();
  for (const { traits: t } of products.values()) if (t) traits.set(t.productId, t);
  const published = [...boards.values()]
    .filter((b) => b.exists && !b.deleted && !b.takenDown && isPublished(b))
    .sort((a, b) => a.lookBoardId - b.lookBoardId)
    .map((b): BoardDraft => ({ roomTypeId: b.details!.roomTypeId, products: b.details!.products.flatMap((id) => traits.get(id) ?? []) }))
    .filter((b) => b.products.length >= 2);
  const catalog = [...products.values()]
    .filter(({ state, traits: t }) => t && state.status === 'approved' && !state.removed && !state.takenDown)
    .map(({ traits: t }) => t!)
    .sort((a, b) => a.productId - b.productId);
  return { boards: published, catalog };
}

/**
 * Trains the compatibility model on the published boards in the store and records it
 * (CompatibilityModelTrained), with the fill-in-the-blank accuracy the same method reaches on
 * boards it did not see (5-fold cross-validation). `minNewBoards`: record nothing unless that
 * many more boards were published since the last model (a first model is always recorded).
 */
export async function trainCompatibilityModel(deps: { store: EventStore; clock: () => Date }, options: { minNewBoards?: number; metadata?: EventMetadata } = {}): Promise<CompatibilityTraining> {
  const { boards, catalog } = await readTrainingSet(deps.store);
  const nothing = { recorded: false, boards: boards.length, products: catalog.length, heldOutAccuracy: null, colourOnlyAccuracy: null, questions: 0, position: null };
  if (boards.length === 0 || catalog.length === 0) return nothing;
  const current = await deps.store.readStream(COMPATIBILITY_MODEL_STREAM);
  const state = current.events.reduce((s, e) => evolveCompatibilityModel(s, e as unknown as CompatibilityEvent), initialCompatibilityModelState());
  if (options.minNewBoards !== undefined && state.trainedAt !== null && boards.length - state.boards < options.minNewBoards) return nothing;
  const cv = crossValidateCompatibility(boards, catalog, { seed: COMPATIBILITY_SEED });
  const model = trainCompatibility(boards, catalog, { seed: COMPATIBILITY_SEED });
  const heldOutAccuracy = cv ? Math.round(cv.accuracy * 10_000) / 10_000 : null;
  const result = await handleCommand<CompatibilityModelState, CompatibilityEvent>(
    deps.store,
    { streamId: COMPATIBILITY_MODEL_STREAM, initialState: initialCompatibilityModelState, evolve: evolveCompatibilityModel },
    (s) => decideCompatibilityModel({ type: 'RecordCompatibilityModel', model, products: catalog.length, heldOutAccuracy, now: deps.clock().toISOString(), minNewBoards: options.minNewBoards }, s),
    options.metadata ?? { userId: null, correlationId: 'train-compatibility', causationId: null, appVersion: 'cli' },
  );
  return {
    recorded: result.events.length > 0,
    boards: boards.length,
    products: catalog.length,
    heldOutAccuracy,
    colourOnlyAccuracy: cv ? Math.round(cv.colourOnly * 10_000) / 10_000 : null,
    questions: cv?.questions ?? 0,
    position: result.events.length > 0 ? result.position : null,
  };
}

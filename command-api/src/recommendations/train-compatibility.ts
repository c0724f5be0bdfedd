import {
  COMPATIBILITY_MODEL_STREAM,
  COMPATIBILITY_TRAINING_EVENT_TYPES,
  compatibilityTrainingFold,
  decideCompatibilityModel,
  evolveCompatibilityModel,
  fitCompatibility,
  initialCompatibilityModelState,
  type CompatibilityEvent,
  type CompatibilityModelState,
} from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import { readEvents } from '@decorlook/infra/event-store/read-events';
import type { EventMetadata, EventStore } from '@decorlook/infra/event-store/types';

export interface CompatibilityTraining {
  /** False when nothing was recorded (no published board or approved product to learn from). */
  recorded: boolean;
  boards: number;
  products: number;
  heldOutAccuracy: number | null;
  colourOnlyAccuracy: number | null;
  questions: number;
  position: bigint | null;
}

/**
 * npm run train:compatibility (and npm start's first training): fits the compatibility model on
 * the published boards and approved products folded from the events in the store (never a read
 * model), and records it (CompatibilityModelTrained) with the fill-in-the-blank accuracy the same
 * training reaches on boards it did not see (5-fold cross-validation).
 */
export async function trainCompatibilityModel(deps: { store: EventStore; clock: () => Date }, options: { metadata?: EventMetadata } = {}): Promise<CompatibilityTraining> {
  const fold = compatibilityTrainingFold();
  for await (const batch of readEvents(deps.store, { types: COMPATIBILITY_TRAINING_EVENT_TYPES })) for (const e of batch) fold.add(e);
  const set = fold.result();
  const fit = fitCompatibility(set);
  if (!fit) return { recorded: false, boards: set.boards.length, products: set.catalog.length, heldOutAccuracy: null, colourOnlyAccuracy: null, questions: 0, position: null };
  const result = await handleCommand<CompatibilityModelState, CompatibilityEvent>(
    deps.store,
    { streamId: COMPATIBILITY_MODEL_STREAM, initialState: initialCompatibilityModelState, evolve: evolveCompatibilityModel },
    (s) => decideCompatibilityModel({ type: 'RecordCompatibilityModel', model: fit.model, products: fit.products, heldOutAccuracy: fit.heldOutAccuracy, now: deps.clock().toISOString() }, s),
    options.metadata ?? { userId: null, correlationId: 'train-compatibility', causationId: null, appVersion: 'cli' },
  );
  const { model: _model, ...figures } = fit;
  return { recorded: true, ...figures, position: result.position };
}

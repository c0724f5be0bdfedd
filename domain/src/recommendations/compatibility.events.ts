import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at } from '../catalog/catalog.shared';
import { COMPATIBILITY_FEATURES, type CompatibilityModel } from './compatibility';

/** The compatibility model's one stream: each training appends the model it fitted. */
export const COMPATIBILITY_MODEL_STREAM = 'compatibility-model';

const count = z.number().int().min(0);
const counts = z.record(z.string(), count);

export const compatibilityModelSchema = z.object({
  version: z.literal(1),
  features: z.array(z.enum(COMPATIBILITY_FEATURES)),
  weights: z.array(z.number()),
  bias: z.number(),
  means: z.array(z.number()),
  scales: z.array(z.number().positive()),
  stats: z.object({
    boards: count,
    classBoards: counts,
    roomBoards: counts,
    roomClassBoards: z.record(z.string(), counts),
    pairBoards: counts,
    classPrices: z.record(z.string(), z.tuple([z.number(), z.number()])),
  }),
  trainedOn: z.object({ boards: count, negatives: count, seed: z.number().int() }),
}) satisfies z.ZodType<CompatibilityModel>;

/**
 * A compatibility model was fitted on the published boards in the store: `boards` it learned
 * from, over a catalogue of `products`; `heldOutAccuracy` is the fill-in-the-blank accuracy of the
 * same method trained without a held-out share of the boards (null when too few to hold out).
 */
export const compatibilityModelTrained = defineEvent({
  type: 'CompatibilityModelTrained',
  version: 1,
  schema: z.object({
    model: compatibilityModelSchema,
    boards: count,
    products: count,
    heldOutAccuracy: z.number().min(0).max(1).nullable(),
    trainedAt: at,
  }),
});

/** Recommendations: the events of compatibility (the board editor's meter and its model). */
export const compatibilityEvents = [compatibilityModelTrained] as const;
export type CompatibilityEvent = EventOf<(typeof compatibilityEvents)[number]>;

export interface CompatibilityModelState {
  /** The published boards the latest model learned from (0 before any). */
  boards: number;
  trainedAt: string | null;
}

export const initialCompatibilityModelState = (): CompatibilityModelState => ({ boards: 0, trainedAt: null });

export function evolveCompatibilityModel(state: CompatibilityModelState, event: CompatibilityEvent): CompatibilityModelState {
  switch (event.type) {
    case 'CompatibilityModelTrained':
      return { boards: event.data.boards, trainedAt: event.data.trainedAt };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

/**
 * Record a fitted model. With `minNewBoards` (the retraining as boards are published): nothing
 * when a model exists already and it learned from fewer than `minNewBoards` boards fewer than
 * this one; a first model is always recorded.
 */
export interface RecordCompatibilityModel {
  type: 'RecordCompatibilityModel';
  model: CompatibilityModel;
  products: number;
  heldOutAccuracy: number | null;
  now: string;
  minNewBoards?: number;
}

export function decideCompatibilityModel(command: RecordCompatibilityModel, state: CompatibilityModelState): CompatibilityEvent[] {
  const boards = command.model.trainedOn.boards;
  if (state.trainedAt !== null && command.minNewBoards !== undefined && boards - state.boards < command.minNewBoards) return [];
  return [{ type: 'CompatibilityModelTrained', data: { model: command.model, boards, products: command.products, heldOutAccuracy: command.heldOutAccuracy, trainedAt: command.now } }];
}

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
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Reactor } from '@decorlook/infra/projections/index';

export const COMPATIBILITY_TRAINER = 'compatibility-trainer';

/** A new model once this many more boards have been published than the current one learned from. */
export const RETRAIN_EVERY_BOARDS = 10;

/**
 * The compatibility model keeps up as boards are published: on a board's approval, once a model
 * exists (the first is trained by npm start or npm run train:compatibility) and at least
 * RETRAIN_EVERY_BOARDS more boards are published than it learned from, a new one is trained and
 * recorded. It learns from the events up to the approval that prompted it, and is dated by it, so
 * what it records does not depend on when the reactor runs; the write carries an operation id
 * derived from that event, so a retried batch records nothing twice. A reactor: it starts at the
 * current position and is never replayed.
 */
export function compatibilityTrainerReactor(): Reactor {
  return {
    kind: 'reactor',
    name: COMPATIBILITY_TRAINER,
    version: 1,
    handles: ['LookBoardApproved'],
    async apply(events, { store }) {
      const trigger = events.filter((e) => e.type === 'LookBoardApproved').at(-1) as RecordedEvent<'LookBoardApproved', { approvedAt: string }> | undefined;
      if (!trigger) return;
      const { events: recorded } = await store.readStream(COMPATIBILITY_MODEL_STREAM);
      const state = recorded.reduce((s, e) => evolveCompatibilityModel(s, e as unknown as CompatibilityEvent), initialCompatibilityModelState());
      if (state.trainedAt === null) return;
      const fold = compatibilityTrainingFold();
      const through = { transactionId: trigger.transactionId, globalPosition: trigger.globalPosition };
      for await (const batch of readEvents(store, { types: COMPATIBILITY_TRAINING_EVENT_TYPES, through })) for (const e of batch) fold.add(e);
      const set = fold.result();
      if (set.boards.length - state.boards < RETRAIN_EVERY_BOARDS) return;
      const fit = fitCompatibility(set);
      if (!fit) return;
      await handleCommand<CompatibilityModelState, CompatibilityEvent>(
        store,
        { streamId: COMPATIBILITY_MODEL_STREAM, initialState: initialCompatibilityModelState, evolve: evolveCompatibilityModel },
        (s) =>
          decideCompatibilityModel(
            { type: 'RecordCompatibilityModel', model: fit.model, products: fit.products, heldOutAccuracy: fit.heldOutAccuracy, now: trigger.data.approvedAt, minNewBoards: RETRAIN_EVERY_BOARDS },
            s,
          ),
        { operationId: `${COMPATIBILITY_TRAINER}:${trigger.eventId}`, causationId: trigger.eventId, correlationId: trigger.metadata.correlationId ?? trigger.eventId, userId: null },
      );
    },
  };
}

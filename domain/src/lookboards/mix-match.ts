import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, ids, positiveId } from '../catalog/catalog.shared';

/** A person's Mix & Match: products picked from several look boards of one image. */
export const mixMatchStream = (mixMatchId: number) => `mixMatch-${mixMatchId}`;

export const mixMatchSaved = defineEvent({
  type: 'MixMatchSaved',
  version: 1,
  schema: z.object({ mixMatchId: positiveId, userId: positiveId, inspirationImageId: positiveId, products: ids, savedAt: at }),
});
export const mixMatchDeleted = defineEvent({ type: 'MixMatchDeleted', version: 1, schema: z.object({ mixMatchId: positiveId, userId: positiveId, deletedAt: at }) });

export const mixMatchEvents = [mixMatchSaved, mixMatchDeleted] as const;
export type MixMatchEvent = EventOf<(typeof mixMatchEvents)[number]>;

export interface MixMatchState {
  exists: boolean;
  deleted: boolean;
  mixMatchId: number;
  userId: number;
  inspirationImageId: number;
  products: readonly number[];
  savedAt: string | null;
}

export const initialMixMatchState = (): MixMatchState => ({ exists: false, deleted: false, mixMatchId: 0, userId: 0, inspirationImageId: 0, products: [], savedAt: null });

export function evolveMixMatch(state: MixMatchState, event: MixMatchEvent): MixMatchState {
  switch (event.type) {
    case 'MixMatchSaved':
      return { ...state, exists: true, mixMatchId: event.data.mixMatchId, userId: event.data.userId, inspirationImageId: event.data.inspirationImageId, products: event.data.products, savedAt: event.data.savedAt };
    case 'MixMatchDeleted':
      return { ...state, deleted: true };
    default: {
      const never: never = event;
      return never;
    }
  }
}

import { decideLookBoard, evolveLookBoard, type LookBoardState, type ProductState, type SubstituteForBoard } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from '../identity/identity';
import { foldLookBoard, loadProducts, lookBoardAggregate } from './lookboards';

const substituteOf = (p: ProductState | undefined): SubstituteForBoard | null =>
  p?.exists ? { exists: true, removed: p.removed, takenDown: p.takenDown, ownerId: p.ownerId, status: p.status, itemClassId: p.details?.itemClassId ?? null } : null;

/**
 * The owner answers an offer: the suggested substitute (`substituteId` undefined) or another
 * product of the same item class takes the slot of the product that went. The products are read
 * from their own streams: the suggestion as it is now, and the gone product's item class.
 */
export async function replaceProduct(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, productId: number, substituteId: number | undefined, meta: EventMetadata) {
  const now = nowOf(p);
  const before = foldLookBoard((await p.store.readStream(lookBoardAggregate(lookBoardId).streamId)).events);
  const suggested = before.substitutes.get(productId)?.substituteId ?? null;
  const asked = substituteId ?? suggested;
  const products = await loadProducts(p, asked === null ? [productId] : [productId, asked]);
  let after: LookBoardState | null = null;
  const r = await handleCommand(
    p.store,
    lookBoardAggregate(lookBoardId),
    (s) => {
      const events =
        substituteId === undefined
          ? decideLookBoard({ type: 'AcceptSubstitute', userId, productId, substitute: s.substitutes.get(productId)?.substituteId === asked ? substituteOf(products.get(asked ?? 0)) : null, now }, s)
          : decideLookBoard({ type: 'PickSubstitute', userId, productId, pickedId: substituteId, picked: substituteOf(products.get(substituteId)), itemClassId: products.get(productId)?.details?.itemClassId ?? null, now }, s);
      after = events.reduce(evolveLookBoard, s);
      return events;
    },
    meta,
  );
  return { position: r.position, state: (after as LookBoardState | null) ?? r.state, productStates: products };
}

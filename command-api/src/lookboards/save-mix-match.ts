import { canSeeImage, decideMixMatch, type MixMatchInput } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import { roomBoardProducts } from '@decorlook/infra/read-models/look-boards';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { loadImage, loadProducts, mixMatchAggregate } from './lookboards';

/**
 * A person's Mix & Match of products picked from an image's look boards. Which boards show in the
 * room is a set over every board, so it is read from the look boards' read model: the pieces the
 * page offered are the ones it accepts.
 */
export async function saveMixMatch(p: Pick<Platform, 'store' | 'clock' | 'nextId' | 'pool'>, userId: number, input: MixMatchInput, meta: EventMetadata) {
  const [image, productStates, roomProducts, mixMatchId] = await Promise.all([
    loadImage(p, input.inspirationImageId),
    loadProducts(p, input.products),
    roomBoardProducts(p.pool, input.inspirationImageId, userId),
    p.nextId('mix_match_ids'),
  ]);
  const products = new Map([...productStates].map(([id, s]) => [id, { exists: s.exists, removed: s.removed, ownerId: s.ownerId, status: s.status }]));
  const aggregate = { ...mixMatchAggregate(mixMatchId), usuallyNew: true };
  const r = await handleCommand(
    p.store,
    aggregate,
    (s) => decideMixMatch({ type: 'SaveMixMatch', mixMatchId, userId, input, imageUsable: canSeeImage(image, userId), products, roomProducts, now: p.clock().toISOString() }, s),
    meta,
  );
  return { ...r, image, productStates };
}

import { canSeeImage, decideMixMatch, type MixMatchInput } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { loadImage, loadProducts, mixMatchAggregate } from './lookboards';
import { roomBoardProducts } from './room-boards';

/**
 * A person's Mix & Match of products picked from an image's look boards, decided on events: the
 * image's and products' own streams, and the room's boards folded from theirs (room-boards.ts).
 */
export async function saveMixMatch(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, userId: number, input: MixMatchInput, meta: EventMetadata) {
  const [image, productStates, roomProducts, mixMatchId] = await Promise.all([
    loadImage(p, input.inspirationImageId),
    loadProducts(p, input.products),
    roomBoardProducts(p, input.inspirationImageId, userId),
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

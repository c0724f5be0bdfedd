import { decideProduct, type ProductInput } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { catalogChoices, productAggregate, usableMedia } from './catalog';

/** A new product from one of the caller's uploads; it waits for approval. */
export async function addProduct(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, userId: number, input: ProductInput, meta: EventMetadata) {
  const [media, known, productId] = await Promise.all([usableMedia(p, input.mediaId), catalogChoices(p), p.nextId('product_ids')]);
  const aggregate = { ...productAggregate(productId), usuallyNew: true };
  return handleCommand(p.store, aggregate, (s) => decideProduct({ type: 'AddProduct', productId, userId, input, media, known, now: p.clock().toISOString() }, s), meta);
}

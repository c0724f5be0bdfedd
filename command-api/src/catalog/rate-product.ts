import { decideProduct } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { productAggregate } from './catalog';

/** One rating per person, changeable; the stream holds them all, so the average is exact. */
export function rateProduct(p: Pick<Platform, 'store' | 'clock'>, productId: number, userId: number, rate: number, meta: EventMetadata) {
  return handleCommand(p.store, productAggregate(productId), (s) => decideProduct({ type: 'RateProduct', userId, rate, now: p.clock().toISOString() }, s), meta);
}

import { decideProduct } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { productAggregate } from './catalog';

export function removeProduct(p: Pick<Platform, 'store' | 'clock'>, productId: number, userId: number, meta: EventMetadata) {
  return handleCommand(p.store, productAggregate(productId), (s) => decideProduct({ type: 'RemoveProduct', userId, now: p.clock().toISOString() }, s), meta);
}

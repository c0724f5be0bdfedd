import { decideProduct } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { productAggregate } from '../catalog/catalog';

export function takeDownProduct(p: Pick<Platform, 'store' | 'clock'>, productId: number, adminId: number, isAdmin: boolean, reason: string, meta: EventMetadata) {
  return handleCommand(p.store, productAggregate(productId), (s) => decideProduct({ type: 'TakeDownProduct', adminId, isAdmin, reason, now: p.clock().toISOString() }, s), meta);
}

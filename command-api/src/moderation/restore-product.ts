import { decideProduct } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { productAggregate } from '../catalog/catalog';

export function restoreProduct(p: Pick<Platform, 'store' | 'clock'>, productId: number, adminId: number, isAdmin: boolean, meta: EventMetadata) {
  return handleCommand(p.store, productAggregate(productId), (s) => decideProduct({ type: 'RestoreProduct', adminId, isAdmin, now: p.clock().toISOString() }, s), meta);
}

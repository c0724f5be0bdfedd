import { decideImage } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { imageAggregate } from '../catalog/catalog';

/** An admin restores a taken-down image as it was (its approval kept). */
export function restoreImage(p: Pick<Platform, 'store' | 'clock'>, imageId: number, adminId: number, isAdmin: boolean, meta: EventMetadata) {
  return handleCommand(p.store, imageAggregate(imageId), (s) => decideImage({ type: 'RestoreImage', adminId, isAdmin, now: p.clock().toISOString() }, s), meta);
}

import { decideImage } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { imageAggregate } from './catalog';

/** An admin publishes a pending image; its owner is told (the approvedImage notification). */
export function approveImage(p: Pick<Platform, 'store' | 'clock'>, imageId: number, adminId: number, isAdmin: boolean, meta: EventMetadata) {
  return handleCommand(p.store, imageAggregate(imageId), (s) => decideImage({ type: 'ApproveImage', adminId, isAdmin, now: p.clock().toISOString() }, s), meta);
}

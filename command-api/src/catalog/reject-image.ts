import { decideImage } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { imageAggregate } from './catalog';

export function rejectImage(p: Pick<Platform, 'store' | 'clock'>, imageId: number, adminId: number, isAdmin: boolean, reason: string, meta: EventMetadata) {
  return handleCommand(p.store, imageAggregate(imageId), (s) => decideImage({ type: 'RejectImage', adminId, isAdmin, reason, now: p.clock().toISOString() }, s), meta);
}

import { decideImage } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { imageAggregate } from './catalog';

export function removeImage(p: Pick<Platform, 'store' | 'clock'>, imageId: number, userId: number, meta: EventMetadata) {
  return handleCommand(p.store, imageAggregate(imageId), (s) => decideImage({ type: 'RemoveImage', userId, now: p.clock().toISOString() }, s), meta);
}

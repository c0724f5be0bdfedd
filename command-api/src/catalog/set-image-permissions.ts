import { decideImage, type ImagePermissions } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { imageAggregate } from './catalog';

/** The owner claims the image as open or exclusive, per the terms. */
export function setImagePermissions(p: Pick<Platform, 'store' | 'clock'>, imageId: number, userId: number, permissions: ImagePermissions, meta: EventMetadata) {
  return handleCommand(p.store, imageAggregate(imageId), (s) => decideImage({ type: 'SetImagePermissions', userId, permissions, now: p.clock().toISOString() }, s), meta);
}

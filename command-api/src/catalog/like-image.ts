import { decideImage } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { imageAggregate } from './catalog';

/** One like per person, kept in the image's own stream, so counts are exact under concurrency. */
export function likeImage(p: Pick<Platform, 'store' | 'clock'>, imageId: number, userId: number, like: boolean | undefined, meta: EventMetadata) {
  return handleCommand(p.store, imageAggregate(imageId), (s) => decideImage({ type: 'LikeImage', userId, like, now: p.clock().toISOString() }, s), meta);
}

import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { runOwnerCommand } from './showcases';

/** A video address sent for review (null removes the video). */
export function submitShowcaseVideo(p: Pick<Platform, 'store' | 'clock'>, userId: number, videoUrl: string | null, meta: EventMetadata) {
  return runOwnerCommand(p, userId, { type: 'SubmitShowcaseVideo', videoUrl }, meta);
}

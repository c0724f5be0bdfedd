import { decideImage, decideImageReports, imageReportsStream, imageStream } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo } from '../identity/identity';
import { imageIn, reportsIn } from './moderation';

/** An admin takes an image down; its open reports are closed as acted on in the same append. */
export function takeDownImage(p: Pick<Platform, 'store' | 'clock'>, imageId: number, adminId: number, isAdmin: boolean, reason: string, meta: EventMetadata) {
  const now = p.clock().toISOString();
  return handleMultiStreamCommand(
    p.store,
    [imageStream(imageId), imageReportsStream(imageId)],
    (h) => [
      appendTo(h, imageStream(imageId), decideImage({ type: 'TakeDownImage', adminId, isAdmin, reason, now }, imageIn(h, imageId))),
      appendTo(h, imageReportsStream(imageId), decideImageReports({ type: 'ActionImageReports', imageId, adminId, now }, reportsIn(h, imageId))),
    ],
    meta,
  );
}

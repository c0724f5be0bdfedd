import { decideImage, decideImageReports, decideTakedownNotice, imageReportsStream, imageStream, takedownNoticeStream } from '@decorlook/domain';
import { handleMultiStreamCommand, type Histories } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo } from '../identity/identity';
import { imageIn, noticeIn, reportsIn } from './moderation';

/**
 * An admin accepts a takedown notice: the image is taken down and its open reports closed in the
 * same append. An image already taken down (or removed by its owner) stays as it is.
 */
export function acceptTakedownNotice(p: Pick<Platform, 'store' | 'clock'>, noticeId: number, adminId: number, isAdmin: boolean, meta: EventMetadata) {
  const now = p.clock().toISOString();
  const noticeStream = takedownNoticeStream(noticeId);
  const imageOf = (h: Histories) => noticeIn(h, noticeId).imageId;
  return handleMultiStreamCommand(
    p.store,
    (h) => (h.has(noticeStream) && imageOf(h) > 0 ? [noticeStream, imageStream(imageOf(h)), imageReportsStream(imageOf(h))] : [noticeStream]),
    (h) => {
      const accepted = decideTakedownNotice({ type: 'AcceptTakedownNotice', adminId, isAdmin, now }, noticeIn(h, noticeId));
      const imageId = imageOf(h);
      const image = imageIn(h, imageId);
      if (!image.exists || image.removed || image.takenDown) return [appendTo(h, noticeStream, accepted), appendTo(h, imageStream(imageId), [])];
      return [
        appendTo(h, noticeStream, accepted),
        appendTo(h, imageStream(imageId), decideImage({ type: 'TakeDownImage', adminId, isAdmin, reason: `Copyright takedown notice ${noticeId}`, now }, image)),
        appendTo(h, imageReportsStream(imageId), decideImageReports({ type: 'ActionImageReports', imageId, adminId, now }, reportsIn(h, imageId))),
      ];
    },
    meta,
  );
}

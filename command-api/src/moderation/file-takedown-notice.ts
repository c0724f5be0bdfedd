import { canReportImage, decideTakedownNotice, imageStream, takedownNoticeStream, type TakedownNoticeInput } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo } from '../identity/identity';
import { imageIn, noticeIn } from './moderation';

/** A copyright takedown notice on an image the member can see; the claimant and the team are mailed. */
export async function fileTakedownNotice(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, imageId: number, userId: number, input: TakedownNoticeInput, meta: EventMetadata) {
  const noticeId = await p.nextId('takedown_notice_ids');
  const now = p.clock().toISOString();
  const r = await handleMultiStreamCommand(
    p.store,
    [imageStream(imageId), takedownNoticeStream(noticeId)],
    (h) => {
      const imageVisible = canReportImage(imageIn(h, imageId), userId);
      const events = decideTakedownNotice({ type: 'FileTakedownNotice', noticeId, imageId, userId, input, imageVisible, now }, noticeIn(h, noticeId));
      return [appendTo(h, imageStream(imageId), []), appendTo(h, takedownNoticeStream(noticeId), events)];
    },
    meta,
  );
  return { id: noticeId, imageId, status: 'open' as const, position: r.position };
}

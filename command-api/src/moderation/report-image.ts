import { canReportImage, decideImageReports, imageReportsStream, imageStream, type ImageReportsEvent, type ReportInput } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo } from '../identity/identity';
import { imageIn, reportsIn } from './moderation';

/**
 * A member reports an image they can see. The image's stream is guarded by the same append, so a
 * report never lands on an image taken down meanwhile.
 */
export async function reportImage(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, imageId: number, userId: number, input: ReportInput, meta: EventMetadata) {
  const reportId = await p.nextId('report_ids');
  const now = p.clock().toISOString();
  const streams = [imageStream(imageId), imageReportsStream(imageId)];
  const r = await handleMultiStreamCommand(
    p.store,
    streams,
    (h) => {
      const events = decideImageReports({ type: 'ReportImage', reportId, imageId, userId, input, imageVisible: canReportImage(imageIn(h, imageId), userId), now }, reportsIn(h, imageId));
      return [appendTo(h, imageStream(imageId), []), appendTo(h, imageReportsStream(imageId), events)];
    },
    meta,
  );
  if (!r.replayed) return { reportId, position: r.position };
  // The same request was written before (a retried Idempotency-Key): its report is this member's latest.
  const { events } = await p.store.readStream(imageReportsStream(imageId));
  const earlier = events.map((e) => e as unknown as ImageReportsEvent).findLast((e) => e.type === 'ImageReported' && e.data.userId === userId);
  return { reportId: earlier?.type === 'ImageReported' ? earlier.data.reportId : reportId, position: r.position };
}

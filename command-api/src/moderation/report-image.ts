import { decideImageReports, hasOpenReportBy, imageReportsStream, imageStream, type ReportInput } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo } from '../identity/identity';
import { imageIn, imageVisibleTo, reportsIn } from './moderation';

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
      const events = decideImageReports({ type: 'ReportImage', reportId, imageId, userId, input, imageVisible: imageVisibleTo(imageIn(h, imageId), userId), now }, reportsIn(h, imageId));
      return [appendTo(h, imageStream(imageId), []), appendTo(h, imageReportsStream(imageId), events)];
    },
    meta,
  );
  if (!r.replayed) return { reportId, position: r.position };
  // The same request written before: its report is this member's open one.
  const { events } = await p.store.readStream(imageReportsStream(imageId));
  const mine = events.filter((e) => e.type === 'ImageReported' && (e.data as { userId: number }).userId === userId).at(-1);
  const state = reportsIn(new Map([[imageReportsStream(imageId), { events, version: null }]]), imageId);
  return { reportId: hasOpenReportBy(state, userId) && mine ? (mine.data as { reportId: number }).reportId : reportId, position: r.position };
}

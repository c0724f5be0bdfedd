import { decideImageReports, evolveImageReports, imageReportsStream, initialImageReportsState } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

/** An admin leaves a reported image up: its open reports are closed. */
export function dismissImageReports(p: Pick<Platform, 'store' | 'clock'>, imageId: number, adminId: number, isAdmin: boolean, reason: string, meta: EventMetadata) {
  return handleCommand(
    p.store,
    { streamId: imageReportsStream(imageId), initialState: initialImageReportsState, evolve: evolveImageReports },
    (s) => decideImageReports({ type: 'DismissImageReports', imageId, adminId, isAdmin, reason, now: p.clock().toISOString() }, s),
    meta,
  );
}

import type { ReportReason, ReportSubReason } from './moderation.rules';
import type { ModerationEvent } from './moderation.events';

/** The reports of one image (`imageReports-<imageId>`): the open ones wait for an admin. */
export type ImageReportsEvent = Extract<ModerationEvent, { type: 'ImageReported' | 'ImageReportsDismissed' | 'ImageReportsActioned' }>;

export interface OpenReport {
  reportId: number;
  userId: number;
  reason: ReportReason;
  subReason: ReportSubReason;
  reportedAt: string;
}

export interface ImageReportsState {
  imageId: number;
  /** Open reports by report id, oldest first. */
  open: ReadonlyMap<number, OpenReport>;
}

export const initialImageReportsState = (): ImageReportsState => ({ imageId: 0, open: new Map() });

const closing = (open: ReadonlyMap<number, OpenReport>, reportIds: readonly number[]) => {
  const left = new Map(open);
  for (const id of reportIds) left.delete(id);
  return left;
};

export function evolveImageReports(state: ImageReportsState, event: ImageReportsEvent): ImageReportsState {
  switch (event.type) {
    case 'ImageReported': {
      const d = event.data;
      return { imageId: d.imageId, open: new Map(state.open).set(d.reportId, { reportId: d.reportId, userId: d.userId, reason: d.reason, subReason: d.subReason, reportedAt: d.reportedAt }) };
    }
    case 'ImageReportsDismissed':
    case 'ImageReportsActioned':
      return { ...state, imageId: event.data.imageId, open: closing(state.open, event.data.reportIds) };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Whether this member has a report of the image still open. */
export const hasOpenReportBy = (state: ImageReportsState, userId: number) => [...state.open.values()].some((r) => r.userId === userId);

import { NoSuchImage } from '../catalog/catalog.errors';
import { AlreadyReported, NothingToDismiss } from './moderation.errors';
import type { ReportInput } from './moderation.rules';
import { evolveImageReports, hasOpenReportBy, initialImageReportsState, type ImageReportsEvent, type ImageReportsState } from './image-reports';
import { byAnAdmin } from '../shared/access.policy';

export type ImageReportsCommand =
  /** `imageVisible`: the image exists, is not taken down and the member may see it (read by the handler). */
  | { type: 'ReportImage'; reportId: number; imageId: number; userId: number; input: ReportInput; imageVisible: boolean; now: string }
  | { type: 'DismissImageReports'; imageId: number; adminId: number; isAdmin: boolean; reason: string; now: string }
  /** The image was taken down: its open reports are closed with it (nothing when there are none). */
  | { type: 'ActionImageReports'; imageId: number; adminId: number; now: string };

export function decideImageReports(command: ImageReportsCommand, state: ImageReportsState): ImageReportsEvent[] {
  switch (command.type) {
    case 'ReportImage':
      if (!command.imageVisible) throw new NoSuchImage();
      if (hasOpenReportBy(state, command.userId)) throw new AlreadyReported();
      return [
        {
          type: 'ImageReported',
          data: { reportId: command.reportId, imageId: command.imageId, userId: command.userId, reason: command.input.reportReason, subReason: command.input.reportSubReason, reportedAt: command.now },
        },
      ];
    case 'DismissImageReports':
      byAnAdmin(command.isAdmin);
      if (state.open.size === 0) throw new NothingToDismiss();
      return [{ type: 'ImageReportsDismissed', data: { imageId: command.imageId, reportIds: [...state.open.keys()], adminId: command.adminId, reason: command.reason, dismissedAt: command.now } }];
    case 'ActionImageReports':
      if (state.open.size === 0) return [];
      return [{ type: 'ImageReportsActioned', data: { imageId: command.imageId, reportIds: [...state.open.keys()], adminId: command.adminId, actionedAt: command.now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const imageReportsDecider = { initialState: initialImageReportsState, evolve: evolveImageReports, decide: decideImageReports };

import type { LookBoardStatus } from '@decorlook/domain/lookboards/look-board.rules';
import { paths } from '../../../config/paths';
import type { CurateContext } from '../machines/curate.machine';

/** The page of the flow that shows a machine state; the pages follow the machine there. */
export function pageForState(value: unknown, context: Pick<CurateContext, 'returnTo'>): string {
  const state = typeof value === 'string' ? value : Object.keys(value as object)[0];
  switch (state) {
    case 'details':
      return paths.curateDetails;
    case 'review':
    case 'submitting':
      return paths.curateSubmit;
    case 'saving':
    case 'failed':
      return context.returnTo === 'details' ? paths.curateDetails : paths.curateSubmit;
    case 'success':
      return paths.curateSuccess;
    default:
      return paths.curateCanvas;
  }
}

/** Navigation state handed to the success page: the submitted board. */
export interface SuccessState {
  submitted?: { id: number; slug: string; shareUrl: string; title: string; public: boolean; status: LookBoardStatus; updated: boolean; requestId?: number | null };
}

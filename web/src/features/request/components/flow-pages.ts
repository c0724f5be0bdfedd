import type { Failure } from '../machines/request.machine';
import { paths } from '../../../config/paths';

/** The page of the flow that shows a machine state; the pages follow the machine there. */
export function pageForState(value: unknown): string {
  switch (value) {
    case 'review':
    case 'submitting':
      return paths.requestSubmit;
    case 'success':
      return paths.requestSuccess;
    default:
      return paths.requestDetails;
  }
}

/** Navigation state handed on: the submitted request (to the success page), or a refusal (to the details page). */
export interface SuccessState {
  submitted?: { id: number; slug: string; title: string };
  failure?: Failure;
}

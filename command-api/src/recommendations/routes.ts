import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { budgetsWrites } from './budgets.routes';
import { feedbackWrites } from './feedback.routes';

/** Every recommendations write (the `service: 'command'` operations of RECOMMENDATION_ROUTES): exact items, keep and swap. */
export function recommendationWrites(platform: Platform): Handlers<'command'> {
  return { ...budgetsWrites(platform), ...feedbackWrites(platform) };
}

import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { budgetReads } from './budgets.routes';
import { compatibilityReads } from './compatibility.routes';
import { feedbackReads } from './feedback.routes';

/** Every recommendations read (the `service: 'query'` operations of RECOMMENDATION_ROUTES): the meter, the three budgets, keep or swap. */
export function recommendationReads(platform: Platform): Handlers<'query'> {
  return { ...compatibilityReads(platform), ...budgetReads(platform), ...feedbackReads(platform) };
}


import { budgetsEvents } from './budgets.events';
import { compatibilityEvents } from './compatibility.events';
import { feedbackEvents } from './feedback.events';

/** Every event of the recommendations context. */
export const recommendationEvents = [...compatibilityEvents, ...budgetsEvents, ...feedbackEvents] as const;

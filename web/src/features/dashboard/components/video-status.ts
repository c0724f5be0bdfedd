import type { ShowcaseVideoStatus } from '@decorlook/domain/ambassadors/ambassador.rules';

/** A showcase video's review status as ambassadors read it. */
export const VIDEO_STATUS_LABELS: Record<ShowcaseVideoStatus, string> = {
  none: 'none yet',
  pending: 'waiting for review',
  active: 'live on your showcase',
  inactive: 'not shown (declined)',
};

import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { runOwnerCommand } from './showcases';

/** An ambassador's page, created once; asking again answers the page there is. */
export function createShowcase(p: Pick<Platform, 'store' | 'clock'>, userId: number, pageName: string, meta: EventMetadata) {
  return runOwnerCommand(p, userId, { type: 'CreateShowcase', pageName }, meta);
}

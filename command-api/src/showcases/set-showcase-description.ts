import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { runOwnerCommand } from './showcases';

/** The page's description. */
export function setShowcaseDescription(p: Pick<Platform, 'store' | 'clock'>, userId: number, description: string, meta: EventMetadata) {
  return runOwnerCommand(p, userId, { type: 'SetShowcaseDescription', description }, meta);
}

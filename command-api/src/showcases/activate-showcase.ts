import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { runOwnerCommand } from './showcases';

/** Publishes (it needs an address) or hides the page. */
export function activateShowcase(p: Pick<Platform, 'store' | 'clock'>, userId: number, value: boolean, meta: EventMetadata) {
  return runOwnerCommand(p, userId, { type: 'ActivateShowcase', value }, meta);
}

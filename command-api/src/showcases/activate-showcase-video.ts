import { decideShowcase } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from '../identity/identity';
import { showcaseAggregate } from './showcases';

/** An admin shows a showcase's video on its page (the owner is notified). */
export function activateShowcaseVideo(p: Pick<Platform, 'store' | 'clock'>, showcaseId: number, adminId: number, isAdmin: boolean, meta: EventMetadata) {
  return handleCommand(p.store, showcaseAggregate(showcaseId), (s) => decideShowcase({ type: 'ActivateShowcaseVideo', adminId, isAdmin, now: nowOf(p) }, s), meta);
}

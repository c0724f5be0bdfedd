import { decideShowcase } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from '../identity/identity';
import { showcaseAggregate } from './showcases';

/** An admin hides a showcase's video, with an optional reason for its owner. */
export function deactivateShowcaseVideo(p: Pick<Platform, 'store' | 'clock'>, showcaseId: number, adminId: number, isAdmin: boolean, reason: string | null, meta: EventMetadata) {
  return handleCommand(p.store, showcaseAggregate(showcaseId), (s) => decideShowcase({ type: 'DeactivateShowcaseVideo', adminId, isAdmin, reason, now: nowOf(p) }, s), meta);
}

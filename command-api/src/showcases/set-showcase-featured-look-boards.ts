import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { runOwnerCommand, showableLookBoards } from './showcases';

/** The featured look boards, shown first; one not yet on the page joins it. */
export async function setShowcaseFeaturedLookBoards(p: Pick<Platform, 'store' | 'clock'>, userId: number, featuredLookBoards: number[], meta: EventMetadata) {
  const showable = await showableLookBoards(p, userId, featuredLookBoards);
  return runOwnerCommand(p, userId, { type: 'SetShowcaseFeaturedLookBoards', featuredLookBoards, showable }, meta);
}

import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { runOwnerCommand, showableLookBoards } from './showcases';

/** The page's look boards: the owner's own; those featured stay featured while on the list. */
export async function setShowcaseLookBoards(p: Pick<Platform, 'store' | 'clock'>, userId: number, lookBoards: number[], meta: EventMetadata) {
  const showable = await showableLookBoards(p, userId, lookBoards);
  return runOwnerCommand(p, userId, { type: 'SetShowcaseLookBoards', lookBoards, showable }, meta);
}

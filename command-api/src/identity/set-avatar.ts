import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { loadMedia } from '../catalog/media/load-media';
import { runUserCommand } from './run-user-command';

/**
 * The person's picture: one of their own userAvatar uploads. The media record is read from its
 * own stream (written once, never changed), so the decision needs no lock on it.
 */
export async function setAvatar(p: Pick<Platform, 'store'>, userId: number, mediaId: number, meta: EventMetadata) {
  const media = await loadMedia(p, mediaId);
  return runUserCommand(p, userId, { type: 'SetAvatar', mediaId, media }, meta);
}

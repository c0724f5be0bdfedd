import type { BannerChoice } from '@decorlook/domain';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { loadMedia } from '../catalog/media/load-media';
import { runOwnerCommand } from './showcases';

/** The banner: a colour, or a picture the owner uploaded as a showcaseBanner (read from its media stream). */
export async function setShowcaseBanner(p: Pick<Platform, 'store' | 'clock'>, userId: number, input: { color?: string; mediaId?: number }, meta: EventMetadata) {
  const banner: BannerChoice = input.mediaId !== undefined ? { mediaId: input.mediaId, media: await loadMedia(p, input.mediaId) } : { color: input.color as string };
  return runOwnerCommand(p, userId, { type: 'SetShowcaseBanner', banner }, meta);
}

import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { runOwnerCommand, showableImages } from './showcases';

/** The page's images and which of them are featured; each new one an image the owner may show. */
export async function setShowcaseImages(p: Pick<Platform, 'store' | 'clock'>, userId: number, input: { images?: number[]; featuredImages?: number[] }, meta: EventMetadata) {
  const showable = await showableImages(p, userId, [...(input.images ?? []), ...(input.featuredImages ?? [])]);
  return runOwnerCommand(p, userId, { type: 'SetShowcaseImages', images: input.images, featuredImages: input.featuredImages, showable }, meta);
}

import { decideImage, type ImageInput } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { catalogChoices, imageAggregate, usableMedia } from './catalog';

/** A new inspiration image from one of the caller's uploads; it waits for approval. */
export async function addImage(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, userId: number, input: ImageInput, meta: EventMetadata) {
  const [media, known, imageId] = await Promise.all([usableMedia(p, input.mediaId), catalogChoices(p), p.nextId('image_ids')]);
  const aggregate = { ...imageAggregate(imageId), usuallyNew: true };
  return handleCommand(p.store, aggregate, (s) => decideImage({ type: 'AddImage', imageId, userId, input, media, known, now: p.clock().toISOString() }, s), meta);
}

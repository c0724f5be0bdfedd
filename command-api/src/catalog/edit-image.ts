import { decideImage, type ImageEditInput } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { catalogChoices, imageAggregate } from './catalog';

export async function editImage(p: Pick<Platform, 'store' | 'clock'>, imageId: number, userId: number, input: ImageEditInput, meta: EventMetadata) {
  const known = await catalogChoices(p);
  return handleCommand(p.store, imageAggregate(imageId), (s) => decideImage({ type: 'EditImage', userId, input, known, now: p.clock().toISOString() }, s), meta);
}

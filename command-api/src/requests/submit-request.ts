import { decideRequest, type RequestInput } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { catalogChoices } from '../catalog/catalog';
import { nowOf } from '../identity/identity';
import { loadImage } from '../lookboards/lookboards';
import { requestAggregate } from './requests';

/**
 * A member asks for a look: the image is read from its own stream (may they use it from the tab
 * they picked it on?) and the picks checked against the reference lists. Only the submission is
 * written here; the matching projector records the matches.
 */
export async function submitRequest(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, userId: number, input: RequestInput, meta: EventMetadata) {
  const [image, known, requestId] = await Promise.all([loadImage(p, input.inspirationImageId), catalogChoices(p), p.nextId('request_ids')]);
  const aggregate = { ...requestAggregate(requestId), usuallyNew: true };
  return handleCommand(p.store, aggregate, (s) => decideRequest({ type: 'SubmitRequest', requestId, userId, input, image, known, now: nowOf(p) }, s), meta);
}

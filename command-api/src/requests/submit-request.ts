import { decideRequest, evolveRequest, requesterStream, requestStream, type RequesterEvent, type RequestInput } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { catalogChoices } from '../catalog/catalog';
import { appendTo, nowOf } from '../identity/identity';
import { loadImage } from '../lookboards/lookboards';
import { foldRequest, loadRequest } from './requests';

/**
 * A member asks for a look: the image is read from its own stream (may they use it from the tab
 * they picked it on?) and the picks checked against the reference lists. The submission and its
 * line in the member's list of requests (what an erasure closes) are one append; the matching
 * projector records the matches.
 */
export async function submitRequest(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, userId: number, input: RequestInput, meta: EventMetadata) {
  const [image, known, requestId] = await Promise.all([loadImage(p, input.inspirationImageId), catalogChoices(p), p.nextId('request_ids')]);
  let decided = foldRequest();
  const r = await handleMultiStreamCommand(
    p.store,
    [requestStream(requestId), requesterStream(userId)],
    (h) => {
      const before = foldRequest(h.get(requestStream(requestId))?.events);
      const events = decideRequest({ type: 'SubmitRequest', requestId, userId, input, image, known, now: nowOf(p) }, before);
      decided = events.reduce(evolveRequest, before);
      const filed: RequesterEvent[] = events.flatMap((e) => (e.type === 'RequestSubmitted' ? [{ type: 'RequestFiled' as const, data: { requestId, userId, filedAt: e.data.submittedAt } }] : []));
      return [appendTo(h, requestStream(requestId), events), appendTo(h, requesterStream(userId), filed)];
    },
    meta,
  );
  // A repeated request (same Idempotency-Key) wrote nothing now: the request it wrote before is read as it stands.
  const state = r.replayed ? await loadRequest(p, await filedBefore(p, userId, meta, requestId)) : decided;
  return { position: r.position, state };
}

/** The request this same keyed operation filed before (a retry after the append, before its answer was stored). */
async function filedBefore(p: Pick<Platform, 'store'>, userId: number, meta: EventMetadata, fallback: number): Promise<number> {
  const { events } = await p.store.readStream(requesterStream(userId));
  const mine = events.find((e) => e.type === 'RequestFiled' && e.metadata.operationId === meta.operationId);
  return mine ? (mine.data as RequesterEvent['data']).requestId : fallback;
}

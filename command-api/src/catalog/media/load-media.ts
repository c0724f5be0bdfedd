import {
  evolveMedia,
  evolveMediaContent,
  initialMediaContentState,
  initialMediaState,
  mediaContentStream,
  mediaStream,
  type MediaContentClaimedEvent,
  type MediaEvent,
  type MediaState,
  type MediaType,
} from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

export const foldMedia = (events: readonly RecordedEvent[]): MediaState => events.reduce((s, e) => evolveMedia(s, e as unknown as MediaEvent), initialMediaState());
export const foldMediaContent = (events: readonly RecordedEvent[]) => events.reduce((s, e) => evolveMediaContent(s, e as unknown as MediaContentClaimedEvent), initialMediaContentState());

/**
 * A media record as a command sees it, from its own stream (`exists` is false for an unknown
 * id): who uploaded it, for what, its content hash, size and colours. Commands that point at a
 * picture (an avatar, an image, a product) decide on this, never on a read model.
 */
export async function loadMedia(p: Pick<Platform, 'store'>, mediaId: number): Promise<MediaState> {
  return foldMedia((await p.store.readStream(mediaStream(mediaId))).events);
}

/** The record already holding this person's bytes for this use, if any, and the position it was written at. */
export async function claimedMedia(p: Pick<Platform, 'store'>, userId: number, type: MediaType, hash: string): Promise<{ media: MediaState; position: bigint } | null> {
  const claim = foldMediaContent((await p.store.readStream(mediaContentStream(userId, type, hash))).events);
  if (claim.mediaId === null) return null;
  const { events } = await p.store.readStream(mediaStream(claim.mediaId));
  return { media: foldMedia(events), position: events.reduce((max, e) => (e.transactionId > max ? e.transactionId : max), 0n) };
}

/** The answer of an upload (api.md): `{ id, userId, type, hash }`. */
export const presentMedia = (m: MediaState) => ({ id: m.mediaId, userId: m.userId, type: m.type, hash: m.hash });

import { decideMedia, decideMediaContent, mediaContentStream, mediaStream, type MediaState, type MediaType } from '@decorlook/domain';
import { handleMultiStreamCommand, type Histories } from '@decorlook/infra/commands/handle';
import type { EventMetadata, StreamAppend } from '@decorlook/infra/event-store/types';
import { analyseUpload, inspectUpload, mediaHashOf, storableOriginal } from '@decorlook/infra/media/images';
import { mediaOf } from '@decorlook/infra/media/media';
import type { Platform } from '@decorlook/infra/platform';
import { claimedMedia, foldMedia, foldMediaContent } from './load-media';

export interface UploadMedia {
  userId: number;
  type: MediaType;
  bytes: Buffer;
  meta: EventMetadata;
  /**
   * 'background' (the default) queues the served sizes right after the answer; 'lazy' leaves them
   * to their first request, for bulk loads that should not rasterise thousands of pictures.
   */
  variants?: 'background' | 'lazy';
}

export interface UploadedMedia {
  media: MediaState;
  position: bigint;
  /** False when the same person had uploaded the same bytes for the same use: that record is the answer. */
  created: boolean;
  /** Settles when the background sizes are written (for tools and tests; the answer never waits). */
  rendered: Promise<void>;
}

const appendTo = (h: Histories, streamId: string, events: StreamAppend['events']): StreamAppend => ({ streamId, expected: h.get(streamId)?.version ?? 'no_stream', events });

/**
 * An upload: the bytes are checked (signature, size, declared pixels: nothing is decoded before
 * that), hashed and analysed; the original is stored; the record and the claim on its content
 * are appended together, so the same bytes from the same person for the same use make one record
 * however many times (or however concurrently) they are sent. Used by `POST /v1/media` and by
 * tools that load pictures without HTTP (the demo catalogue).
 */
export async function uploadMedia(p: Pick<Platform, 'store' | 'clock' | 'nextId' | 'settings' | 'logger'>, upload: UploadMedia): Promise<UploadedMedia> {
  const { userId, type, bytes, meta } = upload;
  const inspected = await inspectUpload(bytes);
  const hash = mediaHashOf(bytes);
  const before = await claimedMedia(p, userId, type, hash);
  if (before?.media.exists) return { ...before, created: false, rendered: Promise.resolve() };

  const picture = await analyseUpload(bytes, inspected);
  const { store, renderer } = mediaOf(p);
  const key = { userId, hash };
  // The bytes are kept before the record that names them is written: a record never points at
  // nothing. An append that then fails leaves a file that the same upload will reuse.
  await store.putOriginal(key, await storableOriginal(bytes, inspected));
  const mediaId = await p.nextId('media_ids');
  const contentStream = mediaContentStream(userId, type, hash);
  const now = p.clock().toISOString();
  const r = await handleMultiStreamCommand(
    p.store,
    (h) => {
      const claimed = h.has(contentStream) ? foldMediaContent(h.get(contentStream)!.events).mediaId : null;
      return [contentStream, mediaStream(claimed ?? mediaId)];
    },
    (h) => {
      const claim = foldMediaContent(h.get(contentStream)!.events);
      // Another upload of the same bytes won the claim: nothing to write, its record answers.
      if (claim.mediaId !== null && claim.mediaId !== mediaId) return [];
      return [
        appendTo(h, contentStream, decideMediaContent({ type: 'ClaimMediaContent', mediaId }, claim)),
        appendTo(h, mediaStream(mediaId), decideMedia({ type: 'UploadMedia', mediaId, userId, mediaType: type, picture, now }, foldMedia(h.get(mediaStream(mediaId))?.events ?? []))),
      ];
    },
    meta,
  );
  const written = r.appends.find((a) => a.streamId === mediaStream(mediaId))?.events ?? [];
  if (written.length === 0 || r.replayed) {
    const earlier = await claimedMedia(p, userId, type, hash);
    if (!earlier?.media.exists) throw new Error(`media content ${contentStream} claimed without a record`);
    return { media: earlier.media, position: r.position > earlier.position ? r.position : earlier.position, created: false, rendered: Promise.resolve() };
  }
  const media = foldMedia(written as never);
  const rendered = upload.variants === 'lazy' ? Promise.resolve() : renderer.renderInBackground(key).done;
  return { media, position: r.position, created: true, rendered };
}

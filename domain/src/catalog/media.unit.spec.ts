import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then';
import type {
  UnusableMedia} from './media';
import {
  COLOUR_FEATURE_LENGTH,
  ImageTooLarge,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  MESSAGES_MEDIA,
  NotAnImage,
  TooManyPixels,
  assertUsableMedia,
  decideMedia,
  decideMediaContent,
  evolveMedia,
  evolveMediaContent,
  initialMediaContentState,
  initialMediaState,
  mediaContentStream,
  mediaStream,
  mediaUploaded,
  mediaUploadInput,
  type AnalysedPicture,
  type MediaCommand,
  type MediaEvent,
  type MediaState,
} from './media';

const media = specFor<MediaState, MediaCommand, MediaEvent>({ initialState: initialMediaState, evolve: evolveMedia, decide: decideMedia });
const now = '2026-11-22T10:00:00.000Z';
const features = [1, ...new Array<number>(COLOUR_FEATURE_LENGTH - 1).fill(0)];
const picture: AnalysedPicture = { hash: 'a'.repeat(32), format: 'jpeg', width: 1200, height: 800, bytes: 200_000, palette: ['#c0392b'], colorGroups: [10], features };
const upload: MediaCommand = { type: 'UploadMedia', mediaId: 3, userId: 7, mediaType: 'inspirationImage', picture, now };

describe('media decider', () => {
  it('records an upload with who, what for, its size and colours', () => {
    const events = media([]).when(upload).events();
    expect(events).toEqual([
      {
        type: 'MediaUploaded',
        data: { mediaId: 3, userId: 7, type: 'inspirationImage', hash: picture.hash, format: 'jpeg', width: 1200, height: 800, bytes: 200_000, palette: ['#c0392b'], colorGroups: [10], features, uploadedAt: now },
      },
    ]);
    // What it records is what the store will accept.
    expect(mediaUploaded.schema.safeParse(events[0].data).success).toBe(true);
    expect(events.reduce(evolveMedia, initialMediaState())).toMatchObject({ exists: true, mediaId: 3, userId: 7, type: 'inspirationImage', width: 1200 });
  });

  it('writes a record once: uploading into it again changes nothing', () => {
    const first = media([]).when(upload).events();
    expect(media(first).when({ ...upload, picture: { ...picture, hash: 'b'.repeat(32) } }).events()).toEqual([]);
  });

  it('refuses what the upload checks refuse, whoever called it', () => {
    expect(media([]).when({ ...upload, picture: { ...picture, bytes: MAX_UPLOAD_BYTES + 1 } }).error()).toBeInstanceOf(ImageTooLarge);
    expect(media([]).when({ ...upload, picture: { ...picture, width: 10_000, height: MAX_INPUT_PIXELS / 10_000 + 1 } }).error()).toBeInstanceOf(TooManyPixels);
    expect(media([]).when({ ...upload, picture: { ...picture, format: 'gif' as never } }).error()).toBeInstanceOf(NotAnImage);
  });

  it('answers 413 and 415 kinds with clear messages', () => {
    expect(new ImageTooLarge().kind).toBe('too_large');
    expect(new TooManyPixels().kind).toBe('too_large');
    expect(new NotAnImage()).toMatchObject({ kind: 'unsupported_media', message: 'The file must be a JPEG, PNG, WebP or AVIF image.' });
  });
});

describe('media content claim', () => {
  it('the first upload of the bytes claims them; later ones find the claim', () => {
    const claimed = decideMediaContent({ type: 'ClaimMediaContent', mediaId: 3 }, initialMediaContentState());
    expect(claimed).toEqual([{ type: 'MediaContentClaimed', data: { mediaId: 3 } }]);
    const state = claimed.reduce(evolveMediaContent, initialMediaContentState());
    expect(state.mediaId).toBe(3);
    expect(decideMediaContent({ type: 'ClaimMediaContent', mediaId: 4 }, state)).toEqual([]);
  });

  it('keys the claim by person, use and content', () => {
    expect(mediaStream(3)).toBe('media-3');
    expect(mediaContentStream(7, 'userAvatar', 'f'.repeat(32))).toBe(`mediaContent-7-userAvatar-${'f'.repeat(32)}`);
  });
});

describe('using a media record', () => {
  const avatar = { exists: true, userId: 7, type: 'userAvatar' as const };
  const refusal = (f: () => void) => {
    try {
      f();
    } catch (err) {
      return err as UnusableMedia;
    }
    return undefined;
  };

  it('accepts the caller’s own picture uploaded for this use', () => {
    expect(refusal(() => assertUsableMedia(avatar, { userId: 7, type: 'userAvatar' }))).toBeUndefined();
  });

  it('refuses an unknown picture, someone else’s, or one uploaded for another use, on the field', () => {
    expect(refusal(() => assertUsableMedia({ ...avatar, exists: false }, { userId: 7, type: 'userAvatar' }))?.errors).toEqual({ mediaId: [MESSAGES_MEDIA.unknownMedia] });
    expect(refusal(() => assertUsableMedia(avatar, { userId: 8, type: 'userAvatar' }))?.errors).toEqual({ mediaId: [MESSAGES_MEDIA.notYourMedia] });
    expect(refusal(() => assertUsableMedia(avatar, { userId: 7, type: 'product', field: 'image' }))?.errors).toEqual({ image: [MESSAGES_MEDIA.wrongMediaType('product')] });
  });
});

describe('upload input', () => {
  it('requires a known type', () => {
    expect(mediaUploadInput.safeParse({ type: 'product' }).success).toBe(true);
    expect(mediaUploadInput.safeParse({}).error?.issues[0].message).toBe('This field is required');
    expect(mediaUploadInput.safeParse({ type: 'poster' }).error?.issues[0].message).toBe(MESSAGES_MEDIA.badType);
  });
});

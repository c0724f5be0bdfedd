import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then';
import type { UserEvent } from '../identity/identity.events';
import { evolveUser, initialUserState, type UserState } from '../identity/user';
import { decideUser, type UserCommand } from '../identity/user.decide';
import {
  COLOUR_FEATURE_LENGTH,
  ImageTooLarge,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  MESSAGES_MEDIA,
  NotAnImage,
  TooManyPixels,
  UnusableMedia,
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

describe('the avatar (SetAvatar on the person’s own stream)', () => {
  const registered: UserEvent = {
    type: 'UserRegistered',
    data: { userId: 7, role: 'personal', type: 'personal', status: 'no_pref', email: 'ada@example.com', emailHash: 'e'.repeat(40), passwordHash: 'h'.repeat(40), countryId: 1, showProducts: 'all', registeredAt: now },
  };
  const user = specFor<UserState, UserCommand, UserEvent>({ initialState: initialUserState, evolve: evolveUser, decide: decideUser });
  const mine = { exists: true, userId: 7, type: 'userAvatar' as const, hash: 'c'.repeat(32) };

  it('sets one of the person’s avatar uploads, once', () => {
    const events = user([registered]).when({ type: 'SetAvatar', mediaId: 5, media: mine }).events();
    expect(events).toEqual([{ type: 'AvatarSet', data: { userId: 7, mediaId: 5, media: { userId: 7, hash: mine.hash } } }]);
    expect([registered, ...events].reduce(evolveUser, initialUserState()).avatar).toEqual({ mediaId: 5, userId: 7, hash: mine.hash });
    expect(user([registered, ...events]).when({ type: 'SetAvatar', mediaId: 5, media: mine }).events()).toEqual([]);
  });

  it('refuses another person’s picture or one uploaded for another use', () => {
    expect(user([registered]).when({ type: 'SetAvatar', mediaId: 5, media: { ...mine, userId: 8 } }).error()).toBeInstanceOf(UnusableMedia);
    expect(user([registered]).when({ type: 'SetAvatar', mediaId: 5, media: { ...mine, type: 'product' } }).error()).toBeInstanceOf(UnusableMedia);
  });

  it('forgets the picture when the person is erased', () => {
    const set: UserEvent = { type: 'AvatarSet', data: { userId: 7, mediaId: 5, media: { userId: 7, hash: mine.hash } } };
    const erased: UserEvent = { type: 'UserErased', data: { userId: 7, emailHash: 'e'.repeat(40), erasedAt: now } };
    expect([registered, set, erased].reduce(evolveUser, initialUserState()).avatar).toBeNull();
  });
});

import { z } from 'zod';
import { NotFound, PayloadTooLarge, UnsupportedMediaType, ValidationFailed } from '../shared/errors';
import { defineEvent, type EventOf } from '../shared/events';
import { MESSAGES } from '../shared/messages';

/**
 * Media: the pictures people upload (avatars, inspiration images, products, showcase banners).
 * The bytes live in a media store outside the log; the log records what was uploaded, by whom,
 * for what, and what the picture looks like (size, palette, colour groups, colour features).
 */

export const MEDIA_TYPES = ['userAvatar', 'inspirationImage', 'product', 'showcaseBanner'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The served variants and their widths in pixels (api.md "Values"); never upscaled. */
export const MEDIA_SIZES = { small: 64, thumb: 200, medium: 600, large: 1400 } as const;
export type MediaSize = keyof typeof MEDIA_SIZES;
export const MEDIA_SIZE_NAMES = Object.keys(MEDIA_SIZES) as MediaSize[];

/** The largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/**
 * The most pixels a picture may declare (50 megapixels: more than any phone camera). Checked on
 * the header, before anything is decoded, so a small file declaring huge dimensions (a
 * decompression bomb) never reaches the decoder.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** 8 hue bins x (vivid, muted, dark) + 8 lightness bins of near-grey pixels (catalog.md). */
export const COLOUR_FEATURE_LENGTH = 32;
export const MAX_PALETTE = 5;
/** The colour group of a very varied palette (REFERENCE_ENUMS.colors). */
export const MULTICOLOR_GROUP_ID = 19;

/** `hash`: the first 32 lower-case hex characters of the sha256 of the uploaded bytes. */
export const mediaHashSchema = z.string().regex(/^[0-9a-f]{32}$/);

export const MESSAGES_MEDIA = {
  notAnImage: 'The file must be a JPEG, PNG, WebP or AVIF image.',
  tooLarge: `The file is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  badType: `The type must be one of ${MEDIA_TYPES.join(', ')}.`,
  noSuchMedia: 'No such picture.',
  unknownMedia: 'The selected picture does not exist.',
  notYourMedia: 'Please choose a picture you uploaded.',
  wrongMediaType: (type: MediaType) => `Please choose a picture uploaded as ${type}.`,
} as const;

// --- refusals ------------------------------------------------------------------------------

/** The bytes are none of the accepted image formats, whatever the file is called. */
export class NotAnImage extends UnsupportedMediaType {
  constructor() {
    super(MESSAGES_MEDIA.notAnImage);
  }
}

export class ImageTooLarge extends PayloadTooLarge {
  constructor() {
    super(MESSAGES_MEDIA.tooLarge);
  }
}

/**
 * Too many pixels: 413 like a file that is too large, since to the person both mean "this picture
 * is too big" and api.md gives uploads that are too large 413; a field map would add nothing.
 */
export class TooManyPixels extends PayloadTooLarge {
  constructor() {
    super(MESSAGES_MEDIA.tooManyPixels);
  }
}

export class NoSuchMedia extends NotFound {
  constructor() {
    super(MESSAGES_MEDIA.noSuchMedia);
  }
}

/** A command names a media record it may not use: unknown, someone else's, or uploaded for another use. */
export class UnusableMedia extends ValidationFailed {
  constructor(message: string, field = 'mediaId') {
    super({ [field]: [message] }, message);
  }
}

// --- inputs --------------------------------------------------------------------------------

/** The text fields of `POST /v1/media` (the file itself comes as the multipart field `file`). */
export const mediaUploadInput = z.object({
  type: z.enum(MEDIA_TYPES, { error: (issue) => (issue.input === undefined || issue.input === '' ? MESSAGES.required : MESSAGES_MEDIA.badType) }),
});
export type MediaUploadInput = z.infer<typeof mediaUploadInput>;

/** `POST /v1/user/update-avatar`. */
export const setAvatarInput = z.object({
  mediaId: z.coerce.number({ error: MESSAGES.required }).int(MESSAGES.required).positive(MESSAGES.required),
});

// --- events --------------------------------------------------------------------------------

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/);

export const mediaUploaded = defineEvent({
  type: 'MediaUploaded',
  version: 1,
  schema: z.object({
    mediaId: z.number().int().positive(),
    userId: z.number().int().positive(),
    type: z.enum(MEDIA_TYPES),
    hash: mediaHashSchema,
    format: z.enum(MEDIA_FORMATS),
    /** As shown: after the EXIF orientation is applied. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    bytes: z.number().int().positive(),
    palette: z.array(hexColour).max(MAX_PALETTE),
    colorGroups: z.array(z.number().int().positive()),
    features: z.array(z.number().min(0).max(1)).length(COLOUR_FEATURE_LENGTH),
    uploadedAt: z.iso.datetime(),
  }),
});

/** The reservation of one person's picture for one use: stream `mediaContent-<userId>-<type>-<hash>`. */
export const mediaContentClaimed = defineEvent({
  type: 'MediaContentClaimed',
  version: 1,
  schema: z.object({ mediaId: z.number().int().positive() }),
});

export const mediaEvents = [mediaUploaded, mediaContentClaimed] as const;

export type MediaUploadedEvent = EventOf<typeof mediaUploaded>;
export type MediaContentClaimedEvent = EventOf<typeof mediaContentClaimed>;
export type MediaEvent = MediaUploadedEvent;

export const mediaStream = (mediaId: number) => `media-${mediaId}`;
export const mediaContentStream = (userId: number, type: MediaType, hash: string) => `mediaContent-${userId}-${type}-${hash}`;

// --- the media record ----------------------------------------------------------------------

export interface MediaState {
  exists: boolean;
  mediaId: number;
  userId: number;
  type: MediaType;
  hash: string;
  format: MediaFormat;
  width: number;
  height: number;
  bytes: number;
  palette: string[];
  colorGroups: number[];
  features: number[];
  uploadedAt: string;
}

export const initialMediaState = (): MediaState => ({
  exists: false,
  mediaId: 0,
  userId: 0,
  type: 'inspirationImage',
  hash: '',
  format: 'jpeg',
  width: 0,
  height: 0,
  bytes: 0,
  palette: [],
  colorGroups: [],
  features: [],
  uploadedAt: '',
});

export function evolveMedia(state: MediaState, event: MediaEvent): MediaState {
  switch (event.type) {
    case 'MediaUploaded':
      return { ...event.data, exists: true };
    default:
      return state;
  }
}

/** What analysing the picture found; measured by infra before the command is decided. */
export interface AnalysedPicture {
  hash: string;
  format: MediaFormat;
  width: number;
  height: number;
  bytes: number;
  palette: string[];
  colorGroups: number[];
  features: number[];
}

export type MediaCommand = { type: 'UploadMedia'; mediaId: number; userId: number; mediaType: MediaType; picture: AnalysedPicture; now: string };

/** A media record is written once; uploading into an existing record changes nothing. */
export function decideMedia(command: MediaCommand, state: MediaState): MediaEvent[] {
  switch (command.type) {
    case 'UploadMedia': {
      if (state.exists) return [];
      const p = command.picture;
      if (!MEDIA_FORMATS.includes(p.format)) throw new NotAnImage();
      if (p.bytes > MAX_UPLOAD_BYTES) throw new ImageTooLarge();
      if (p.width * p.height > MAX_INPUT_PIXELS) throw new TooManyPixels();
      return [
        {
          type: 'MediaUploaded',
          data: {
            mediaId: command.mediaId,
            userId: command.userId,
            type: command.mediaType,
            hash: p.hash,
            format: p.format,
            width: p.width,
            height: p.height,
            bytes: p.bytes,
            palette: p.palette,
            colorGroups: p.colorGroups,
            features: p.features,
            uploadedAt: command.now,
          },
        },
      ];
    }
  }
}

export const mediaDecider = { initialState: initialMediaState, evolve: evolveMedia, decide: decideMedia };

// --- the content reservation ---------------------------------------------------------------

export interface MediaContentState {
  /** The record holding this person's picture for this use, once claimed. */
  mediaId: number | null;
}

export const initialMediaContentState = (): MediaContentState => ({ mediaId: null });

export function evolveMediaContent(state: MediaContentState, event: MediaContentClaimedEvent): MediaContentState {
  return event.type === 'MediaContentClaimed' && state.mediaId === null ? { mediaId: event.data.mediaId } : state;
}

/** The first upload of the bytes claims them; a later one is answered with that record. */
export function decideMediaContent(command: { type: 'ClaimMediaContent'; mediaId: number }, state: MediaContentState): MediaContentClaimedEvent[] {
  if (state.mediaId !== null) return [];
  return [{ type: 'MediaContentClaimed', data: { mediaId: command.mediaId } }];
}

// --- using a media record in another command -----------------------------------------------

/**
 * The check every command that points at a picture makes: it exists, the caller uploaded it, and
 * it was uploaded for this use. Refusals are 422 on `field`.
 */
export function assertUsableMedia(media: Pick<MediaState, 'exists' | 'userId' | 'type'>, use: { userId: number; type: MediaType; field?: string }): void {
  const field = use.field ?? 'mediaId';
  if (!media.exists) throw new UnusableMedia(MESSAGES_MEDIA.unknownMedia, field);
  if (media.userId !== use.userId) throw new UnusableMedia(MESSAGES_MEDIA.notYourMedia, field);
  if (media.type !== use.type) throw new UnusableMedia(MESSAGES_MEDIA.wrongMediaType(use.type), field);
}

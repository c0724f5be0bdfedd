import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, colourAnalysis, ids, mediaRef, positiveId, type MediaRef } from './catalog.shared';
import { CLAIM_PERMISSIONS, type ClaimPermission } from '../moderation/moderation.rules';
import { IMAGE_PERMISSIONS, IMAGE_TYPES, type ImagePermissions, type ImageType, type ModerationStatus } from './catalog.rules';

export const imageStream = (imageId: number) => `inspirationImage-${imageId}`;

const text = (max: number) => z.string().max(max);
const imageId = positiveId;

const imageFields = {
  title: text(200),
  description: text(2000).nullable(),
  styles: ids,
  subStyles: ids,
  roomTypeId: positiveId.nullable(),
  type: z.enum(IMAGE_TYPES),
  sourceUrl: text(1000).nullable(),
  credit: text(200).nullable(),
};

export const inspirationImageAdded = defineEvent({
  type: 'InspirationImageAdded',
  version: 1,
  schema: z.object({
    imageId,
    ownerId: positiveId,
    mediaId: positiveId,
    media: mediaRef,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    ...imageFields,
    ...colourAnalysis,
    addedAt: at,
  }),
});

export const inspirationImageEdited = defineEvent({
  type: 'InspirationImageEdited',
  version: 1,
  schema: z.object({
    imageId,
    title: imageFields.title.optional(),
    description: imageFields.description.optional(),
    styles: ids.optional(),
    subStyles: ids.optional(),
    roomTypeId: imageFields.roomTypeId.optional(),
    type: imageFields.type.optional(),
    sourceUrl: imageFields.sourceUrl.optional(),
    credit: imageFields.credit.optional(),
    editedAt: at,
  }),
});

export const inspirationImageRemoved = defineEvent({ type: 'InspirationImageRemoved', version: 1, schema: z.object({ imageId, ownerId: positiveId, removedAt: at }) });

/** The owner's `approvedImage` notification comes from this fact. */
export const inspirationImageApproved = defineEvent({
  type: 'InspirationImageApproved',
  version: 1,
  schema: z.object({ imageId, ownerId: positiveId, adminId: positiveId, approvedAt: at }),
});

export const inspirationImageRejected = defineEvent({
  type: 'InspirationImageRejected',
  version: 1,
  schema: z.object({ imageId, ownerId: positiveId, adminId: positiveId, reason: text(500), rejectedAt: at }),
});

export const inspirationImagePermissionsSet = defineEvent({
  type: 'InspirationImagePermissionsSet',
  version: 1,
  schema: z.object({ imageId, permissions: z.enum(IMAGE_PERMISSIONS), setAt: at }),
});

export const inspirationImageLiked = defineEvent({ type: 'InspirationImageLiked', version: 1, schema: z.object({ imageId, userId: positiveId, likedAt: at }) });
export const inspirationImageUnliked = defineEvent({ type: 'InspirationImageUnliked', version: 1, schema: z.object({ imageId, userId: positiveId, unlikedAt: at }) });

/** An admin took the image down: it leaves every read model at once; the events stay for audit. */
export const inspirationImageTakenDown = defineEvent({
  type: 'InspirationImageTakenDown',
  version: 1,
  schema: z.object({ imageId, ownerId: positiveId, adminId: positiveId, reason: text(500), takenDownAt: at }),
});
/** Restored as it was before the take-down (its approval status kept). */
export const inspirationImageRestored = defineEvent({
  type: 'InspirationImageRestored',
  version: 1,
  schema: z.object({ imageId, ownerId: positiveId, adminId: positiveId, restoredAt: at }),
});
/** An approved credit claim: `userId` is the credited owner of the work from now on. */
export const inspirationImageCredited = defineEvent({
  type: 'InspirationImageCredited',
  version: 1,
  schema: z.object({ imageId, userId: positiveId, permission: z.enum(CLAIM_PERMISSIONS), claimId: positiveId, adminId: positiveId, creditedAt: at }),
});

export const inspirationImageEvents = [
  inspirationImageAdded,
  inspirationImageEdited,
  inspirationImageRemoved,
  inspirationImageApproved,
  inspirationImageRejected,
  inspirationImagePermissionsSet,
  inspirationImageLiked,
  inspirationImageUnliked,
  inspirationImageTakenDown,
  inspirationImageRestored,
  inspirationImageCredited,
] as const;

export type InspirationImageEvent = EventOf<(typeof inspirationImageEvents)[number]>;

/** What the image shows, as added and edited since (what a command's answer presents). */
export type ImageDetails = Omit<EventOf<typeof inspirationImageAdded>['data'], 'features'>;

export interface InspirationImageState {
  exists: boolean;
  details: ImageDetails | null;
  removed: boolean;
  imageId: number;
  ownerId: number;
  media: MediaRef | null;
  title: string;
  status: ModerationStatus;
  rejectionReason: string | null;
  permissions: ImagePermissions | null;
  type: ImageType;
  styles: number[];
  subStyles: number[];
  roomTypeId: number | null;
  /** Who likes it now: one like per person. */
  likedBy: ReadonlySet<number>;
  /** Taken down by an admin (hidden everywhere until restored). */
  takenDown: boolean;
  /** The credited owner of the work, once a credit claim was approved. */
  credit: { userId: number; permission: ClaimPermission; claimId: number } | null;
}

export const initialImageState = (): InspirationImageState => ({
  exists: false,
  details: null,
  removed: false,
  imageId: 0,
  ownerId: 0,
  media: null,
  title: '',
  status: 'pending',
  rejectionReason: null,
  permissions: null,
  type: 'room',
  styles: [],
  subStyles: [],
  roomTypeId: null,
  likedBy: new Set(),
  takenDown: false,
  credit: null,
});

export function evolveImage(state: InspirationImageState, event: InspirationImageEvent): InspirationImageState {
  switch (event.type) {
    case 'InspirationImageAdded': {
      const d = event.data;
      const { features: _features, ...details } = d;
      return { ...state, exists: true, details, imageId: d.imageId, ownerId: d.ownerId, media: d.media, title: d.title, type: d.type, styles: d.styles, subStyles: d.subStyles, roomTypeId: d.roomTypeId, status: 'pending' };
    }
    case 'InspirationImageEdited': {
      const { imageId: _id, editedAt: _at, ...changes } = event.data;
      const d = event.data;
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      return {
        ...state,
        details: state.details ? { ...state.details, ...defined } : null,
        title: d.title ?? state.title,
        type: d.type ?? state.type,
        styles: d.styles ?? state.styles,
        subStyles: d.subStyles ?? state.subStyles,
        roomTypeId: d.roomTypeId !== undefined ? d.roomTypeId : state.roomTypeId,
      };
    }
    case 'InspirationImageRemoved':
      return { ...state, removed: true };
    case 'InspirationImageApproved':
      return { ...state, status: 'approved', rejectionReason: null };
    case 'InspirationImageRejected':
      return { ...state, status: 'rejected', rejectionReason: event.data.reason };
    case 'InspirationImagePermissionsSet':
      return { ...state, permissions: event.data.permissions };
    case 'InspirationImageLiked':
      return { ...state, likedBy: new Set(state.likedBy).add(event.data.userId) };
    case 'InspirationImageUnliked': {
      const likedBy = new Set(state.likedBy);
      likedBy.delete(event.data.userId);
      return { ...state, likedBy };
    }
    case 'InspirationImageTakenDown':
      return { ...state, takenDown: true };
    case 'InspirationImageRestored':
      return { ...state, takenDown: false };
    case 'InspirationImageCredited':
      return { ...state, credit: { userId: event.data.userId, permission: event.data.permission, claimId: event.data.claimId } };
    default: {
      const never: never = event;
      return never;
    }
  }
}

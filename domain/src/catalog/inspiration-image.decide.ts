import { AlreadyTakenDown, NotTakenDown } from '../moderation/moderation.errors';
import type { ClaimPermission } from '../moderation/moderation.rules';
import { MediaNotUsable, NotInList } from './catalog.errors';
import { imageExists, imageOwnedBy, imageVisibleTo } from './catalog.policy';
import type { CatalogChoices, UsableMedia } from './catalog.shared';
import type { ImageEditInput, ImageInput, ImagePermissions } from './catalog.rules';
import { initialImageState, evolveImage, type InspirationImageEvent, type InspirationImageState } from './inspiration-image';
import { byAnAdmin } from '../shared/access.policy';

export type InspirationImageCommand =
  | { type: 'AddImage'; imageId: number; userId: number; input: ImageInput; media: UsableMedia; known: CatalogChoices; now: string }
  | { type: 'EditImage'; userId: number; input: ImageEditInput; known: CatalogChoices; now: string }
  | { type: 'RemoveImage'; userId: number; now: string }
  | { type: 'SetImagePermissions'; userId: number; permissions: ImagePermissions; now: string }
  /** `like` undefined toggles; true or false sets. */
  | { type: 'LikeImage'; userId: number; like?: boolean; now: string }
  | { type: 'ApproveImage'; adminId: number; isAdmin: boolean; now: string }
  | { type: 'RejectImage'; adminId: number; isAdmin: boolean; reason: string; now: string }
  | { type: 'TakeDownImage'; adminId: number; isAdmin: boolean; reason: string; now: string }
  | { type: 'RestoreImage'; adminId: number; isAdmin: boolean; now: string }
  /** An approved credit claim (the claim's decider checked the admin). */
  | { type: 'CreditImage'; adminId: number; userId: number; permission: ClaimPermission; claimId: number; now: string };

/** Picks must come from the reference lists, and a sub-style must belong to a picked style's family only loosely: any known one is accepted. */
export function checkPicks(picks: Partial<Record<keyof CatalogChoices, readonly number[] | number | null | undefined>>, known: CatalogChoices, fieldOf: Partial<Record<keyof CatalogChoices, string>> = {}): void {
  for (const [list, value] of Object.entries(picks) as [keyof CatalogChoices, readonly number[] | number | null | undefined][]) {
    if (value === undefined || value === null) continue;
    const values = typeof value === 'number' ? [value] : value;
    if (values.some((id) => !known[list].has(id))) throw new NotInList(fieldOf[list] ?? list);
  }
}

export function decideImage(command: InspirationImageCommand, state: InspirationImageState): InspirationImageEvent[] {
  switch (command.type) {
    case 'AddImage': {
      if (state.exists) return [];
      const { input, media } = command;
      if (!media.exists || media.userId !== command.userId || media.type !== 'inspirationImage') throw new MediaNotUsable();
      checkPicks({ styles: input.styles, subStyles: input.subStyles, roomTypes: input.roomTypeId }, command.known, { roomTypes: 'roomTypeId' });
      return [
        {
          type: 'InspirationImageAdded',
          data: {
            imageId: command.imageId,
            ownerId: command.userId,
            mediaId: input.mediaId,
            media: { userId: media.userId, hash: media.hash },
            width: media.width,
            height: media.height,
            title: input.title,
            description: input.description ?? null,
            styles: input.styles,
            subStyles: input.subStyles,
            roomTypeId: input.roomTypeId ?? null,
            type: input.type,
            sourceUrl: input.sourceUrl ?? null,
            credit: input.credit ?? null,
            palette: media.palette,
            colorGroups: media.colorGroups,
            features: media.features,
            addedAt: command.now,
          },
        },
      ];
    }
    case 'EditImage': {
      imageOwnedBy(state, command.userId);
      const i = command.input;
      checkPicks({ styles: i.styles, subStyles: i.subStyles, roomTypes: i.roomTypeId }, command.known, { roomTypes: 'roomTypeId' });
      const changes = Object.fromEntries(Object.entries(i).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'InspirationImageEdited', data: { imageId: state.imageId, ...changes, editedAt: command.now } }];
    }
    case 'RemoveImage':
      imageOwnedBy(state, command.userId);
      return [{ type: 'InspirationImageRemoved', data: { imageId: state.imageId, ownerId: state.ownerId, removedAt: command.now } }];
    case 'SetImagePermissions':
      imageOwnedBy(state, command.userId);
      if (state.permissions === command.permissions) return [];
      return [{ type: 'InspirationImagePermissionsSet', data: { imageId: state.imageId, permissions: command.permissions, setAt: command.now } }];
    case 'LikeImage': {
      imageVisibleTo(state, command.userId);
      const likes = state.likedBy.has(command.userId);
      const want = command.like ?? !likes;
      if (want === likes) return [];
      return want
        ? [{ type: 'InspirationImageLiked', data: { imageId: state.imageId, userId: command.userId, likedAt: command.now } }]
        : [{ type: 'InspirationImageUnliked', data: { imageId: state.imageId, userId: command.userId, unlikedAt: command.now } }];
    }
    case 'ApproveImage':
      byAnAdmin(command.isAdmin);
      imageExists(state);
      // Approving twice changes nothing (and earns nothing).
      if (state.status === 'approved') return [];
      return [{ type: 'InspirationImageApproved', data: { imageId: state.imageId, ownerId: state.ownerId, adminId: command.adminId, approvedAt: command.now } }];
    case 'RejectImage':
      byAnAdmin(command.isAdmin);
      imageExists(state);
      if (state.status === 'rejected' && state.rejectionReason === command.reason) return [];
      return [{ type: 'InspirationImageRejected', data: { imageId: state.imageId, ownerId: state.ownerId, adminId: command.adminId, reason: command.reason, rejectedAt: command.now } }];
    case 'TakeDownImage':
      byAnAdmin(command.isAdmin);
      imageExists(state);
      if (state.takenDown) throw new AlreadyTakenDown();
      return [{ type: 'InspirationImageTakenDown', data: { imageId: state.imageId, ownerId: state.ownerId, adminId: command.adminId, reason: command.reason, takenDownAt: command.now } }];
    case 'RestoreImage':
      byAnAdmin(command.isAdmin);
      imageExists(state);
      if (!state.takenDown) throw new NotTakenDown();
      return [{ type: 'InspirationImageRestored', data: { imageId: state.imageId, ownerId: state.ownerId, adminId: command.adminId, restoredAt: command.now } }];
    case 'CreditImage':
      imageExists(state);
      return [
        {
          type: 'InspirationImageCredited',
          data: { imageId: state.imageId, userId: command.userId, permission: command.permission, claimId: command.claimId, adminId: command.adminId, creditedAt: command.now },
        },
      ];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const inspirationImageDecider = { initialState: initialImageState, evolve: evolveImage, decide: decideImage };

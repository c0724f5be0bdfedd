import { AlreadyTakenDown, NotTakenDown } from '../moderation/moderation.errors';
import { MediaNotUsable } from './catalog.errors';
import { productExists, productOwnedBy, productVisibleTo } from './catalog.policy';
import type { CatalogChoices, UsableMedia } from './catalog.shared';
import type { ProductInput } from './catalog.rules';
import { checkPicks } from './inspiration-image.decide';
import { evolveProduct, initialProductState, type ProductEvent, type ProductState } from './product';
import { byAnAdmin } from '../shared/access.policy';

export type ProductCommand =
  | { type: 'AddProduct'; productId: number; userId: number; input: ProductInput; media: UsableMedia; known: CatalogChoices; now: string }
  | { type: 'RemoveProduct'; userId: number; now: string }
  | { type: 'LikeProduct'; userId: number; like?: boolean; now: string }
  | { type: 'RateProduct'; userId: number; rate: number; now: string }
  | { type: 'ApproveProduct'; adminId: number; isAdmin: boolean; now: string }
  | { type: 'RejectProduct'; adminId: number; isAdmin: boolean; reason: string; now: string }
  | { type: 'TakeDownProduct'; adminId: number; isAdmin: boolean; reason: string; now: string }
  | { type: 'RestoreProduct'; adminId: number; isAdmin: boolean; now: string };


export function decideProduct(command: ProductCommand, state: ProductState): ProductEvent[] {
  switch (command.type) {
    case 'AddProduct': {
      if (state.exists) return [];
      const { input, media } = command;
      if (!media.exists || media.userId !== command.userId || media.type !== 'product') throw new MediaNotUsable();
      checkPicks(
        { itemClasses: input.itemClassId, styles: input.styles, subStyles: input.subStyles, colors: input.colors, materials: input.materials, shapes: input.shapes },
        command.known,
        { itemClasses: 'itemClassId' },
      );
      return [
        {
          type: 'ProductAdded',
          data: {
            productId: command.productId,
            ownerId: command.userId,
            mediaId: input.mediaId,
            media: { userId: media.userId, hash: media.hash },
            title: input.title,
            description: input.description ?? null,
            price: input.price,
            brand: input.brand ?? null,
            retailerUrl: input.retailerUrl ?? null,
            itemClassId: input.itemClassId,
            styles: input.styles,
            subStyles: input.subStyles,
            colors: input.colors,
            materials: input.materials,
            shapes: input.shapes,
            countries: input.countries,
            dimensions: input.dimensions && Object.keys(input.dimensions).length ? input.dimensions : null,
            palette: media.palette,
            colorGroups: media.colorGroups,
            features: media.features,
            addedAt: command.now,
          },
        },
      ];
    }
    case 'RemoveProduct':
      productOwnedBy(state, command.userId);
      return [{ type: 'ProductRemoved', data: { productId: state.productId, ownerId: state.ownerId, removedAt: command.now } }];
    case 'LikeProduct': {
      productVisibleTo(state, command.userId);
      const likes = state.likedBy.has(command.userId);
      const want = command.like ?? !likes;
      if (want === likes) return [];
      return want
        ? [{ type: 'ProductLiked', data: { productId: state.productId, userId: command.userId, likedAt: command.now } }]
        : [{ type: 'ProductUnliked', data: { productId: state.productId, userId: command.userId, unlikedAt: command.now } }];
    }
    case 'RateProduct': {
      productVisibleTo(state, command.userId);
      const previous = state.rates.get(command.userId) ?? null;
      if (previous === command.rate) return [];
      return [{ type: 'ProductRated', data: { productId: state.productId, userId: command.userId, rate: command.rate, previous, ratedAt: command.now } }];
    }
    case 'ApproveProduct':
      byAnAdmin(command.isAdmin);
      productExists(state);
      if (state.status === 'approved') return [];
      return [{ type: 'ProductApproved', data: { productId: state.productId, ownerId: state.ownerId, adminId: command.adminId, approvedAt: command.now } }];
    case 'RejectProduct':
      byAnAdmin(command.isAdmin);
      productExists(state);
      if (state.status === 'rejected' && state.rejectionReason === command.reason) return [];
      return [{ type: 'ProductRejected', data: { productId: state.productId, ownerId: state.ownerId, adminId: command.adminId, reason: command.reason, rejectedAt: command.now } }];
    case 'TakeDownProduct':
      byAnAdmin(command.isAdmin);
      productExists(state);
      if (state.takenDown) throw new AlreadyTakenDown();
      return [{ type: 'ProductTakenDown', data: { productId: state.productId, ownerId: state.ownerId, adminId: command.adminId, reason: command.reason, takenDownAt: command.now } }];
    case 'RestoreProduct':
      byAnAdmin(command.isAdmin);
      productExists(state);
      if (!state.takenDown) throw new NotTakenDown();
      return [{ type: 'ProductRestored', data: { productId: state.productId, ownerId: state.ownerId, adminId: command.adminId, restoredAt: command.now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const productDecider = { initialState: initialProductState, evolve: evolveProduct, decide: decideProduct };

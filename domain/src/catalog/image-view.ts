import { publicNameOf } from './catalog.shared';
import type { ImageView } from './catalog.views';
import type { InspirationImageState } from './inspiration-image';
import { slugOf } from './catalog.rules';

/** A member as their public name shows them: enough to name the image's credited owner. */
export interface NamedMember {
  erased: boolean;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * What an image's view holds besides the image's own state: who looks at it and what other
 * streams say about it. A command knows them from the events it reads; a read has them in its rows.
 */
export interface ImageViewExtras {
  viewerId: number | null;
  /** Why it was rejected is for its owner and admins only. */
  canSeeReason: boolean;
  owner: ImageView['owner'];
  requestCount: number;
  firstLookBoard: ImageView['firstLookBoard'];
  /** The member the image's approved credit claim names, when there is one. */
  credited: NamedMember | null;
}

/** The member a credit claim was approved for, named as others see them ("Deleted user" once erased). */
export function creditedOwnerOf(credit: InspirationImageState['credit'], member: NamedMember | null): ImageView['creditedOwner'] {
  if (!credit || !member) return null;
  return { userId: credit.userId, displayName: publicNameOf(member), permission: credit.permission };
}

/** The image as GET /inspiration-image/{id} shows it, from the image's state and what surrounds it. */
export function imageViewOf(s: InspirationImageState, x: ImageViewExtras): ImageView {
  const d = s.details;
  if (!d) throw new Error('imageViewOf: the image does not exist');
  return {
    id: s.imageId,
    title: d.title,
    slug: slugOf(d.title),
    description: d.description,
    media: d.media,
    width: d.width,
    height: d.height,
    styles: d.styles,
    subStyles: d.subStyles,
    roomTypeId: d.roomTypeId,
    type: d.type,
    colorsGroup: d.colorGroups,
    palette: d.palette,
    likesCount: s.likedBy.size,
    isLiked: x.viewerId !== null && s.likedBy.has(x.viewerId),
    requestCount: x.requestCount,
    ownerId: s.ownerId,
    owner: x.owner,
    sourceUrl: d.sourceUrl,
    credit: d.credit,
    permissions: s.permissions,
    status: s.status,
    rejectionReason: x.canSeeReason ? s.rejectionReason : null,
    createdAt: d.addedAt,
    firstLookBoard: x.firstLookBoard,
    creditedOwner: creditedOwnerOf(s.credit, x.credited),
    ...(s.takenDown ? { takenDown: true as const } : {}),
  };
}

import { publicNameOf, seesEverything, type ImageView, type Viewer } from '@decorlook/domain';
import { ownerOf, type OwnerColumns } from '../../identity/users/present';

/** A row of `inspiration_images` as the image reads select it, with its owner, credit and first board. */
export interface ImageRow extends OwnerColumns {
  id: number;
  media_user_id: number;
  media_hash: string;
  width: number;
  height: number;
  title: string;
  slug: string;
  description: string | null;
  styles: number[];
  sub_styles: number[];
  room_type_id: number | null;
  type: ImageView['type'];
  color_groups: number[];
  palette: string[];
  source_url: string | null;
  credit: string | null;
  permissions: ImageView['permissions'];
  status: ImageView['status'];
  rejection_reason: string | null;
  likes_count: number;
  request_count: number;
  created_at: Date;
  is_liked: boolean;
  first_board_id: number | null;
  first_board_title: string | null;
  first_board_slug: string | null;
  first_board_liked: boolean | null;
  first_board_voted: boolean | null;
  taken_down: boolean;
  credited_user_id: number | null;
  credit_permission: NonNullable<ImageView['creditedOwner']>['permission'] | null;
  credited_erased: boolean | null;
  credited_display_name: string | null;
  credited_first_name: string | null;
  credited_last_name: string | null;
}

/** The member a credit claim was approved for, named as others see them ("Deleted user" once erased). */
function creditedOwnerOf(r: ImageRow): ImageView['creditedOwner'] {
  if (r.credited_user_id === null || r.credit_permission === null) return null;
  const erased = r.credited_erased !== false;
  return {
    userId: r.credited_user_id,
    displayName: publicNameOf({ erased, displayName: r.credited_display_name, firstName: r.credited_first_name, lastName: r.credited_last_name }),
    permission: r.credit_permission,
  };
}

/** The image as the viewer sees it: why it was rejected is for its owner and admins only. */
export function presentImage(r: ImageRow, v: Viewer): ImageView {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    media: { userId: r.media_user_id, hash: r.media_hash },
    width: r.width,
    height: r.height,
    styles: r.styles,
    subStyles: r.sub_styles,
    roomTypeId: r.room_type_id,
    type: r.type,
    colorsGroup: r.color_groups,
    palette: r.palette,
    likesCount: r.likes_count,
    isLiked: r.is_liked,
    requestCount: r.request_count,
    ownerId: r.owner_id,
    owner: ownerOf(r),
    sourceUrl: r.source_url,
    credit: r.credit,
    permissions: r.permissions,
    status: r.status,
    rejectionReason: seesEverything(v, r.owner_id) ? r.rejection_reason : null,
    createdAt: r.created_at.toISOString(),
    firstLookBoard:
      r.first_board_id === null
        ? null
        : { id: r.first_board_id, title: r.first_board_title ?? '', slug: r.first_board_slug ?? '', isLiked: r.first_board_liked === true, isVoted: r.first_board_voted === true },
    creditedOwner: creditedOwnerOf(r),
    ...(r.taken_down ? { takenDown: true as const } : {}),
  };
}

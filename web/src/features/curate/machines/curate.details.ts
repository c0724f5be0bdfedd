import { DEFAULT_BANNER_COLOR, lookBoardInput, type LookBoardType } from '@decorlook/domain/lookboards/look-board.rules';
import { requestIdOfSlug } from '@decorlook/domain/requests/request.rules';
import { schemaErrors } from '../../../lib/forms/schema-rules';
import { columnsOf, placedProducts, type Board } from './curate.board';

/** Spec 4: a board is public or private; the call carries public=1 only when it is public. */
export type Visibility = 'public' | 'private';

/** The details form's values (spec 3 "Look board"); kept as typed, so a half-filled form survives. */
export interface DetailsValues {
  title?: string;
  type?: LookBoardType;
  roomTypeId?: number | null;
  itemClassId?: number | null;
  styleId?: number | null;
  description?: string;
  message?: string;
  color?: string;
  status: Visibility;
}

export const emptyDetails = (): DetailsValues => ({ color: DEFAULT_BANNER_COLOR, status: 'public' });

/** The body of the create and update calls (lookBoardInput on the server). */
export interface LookBoardBody {
  title: string;
  description: string;
  message: string;
  type: LookBoardType;
  roomTypeId?: number;
  itemClassId?: number;
  styleId: number;
  color: string;
  columns: number;
  products: number[];
  inspirationImageId: number;
  /** The request the board answers (curated from canvas/{requestSlug}); its submission sends it to the requester. */
  requestId?: number;
  public: 0 | 1;
}

const idOrUndefined = (v: number | null | undefined) => (typeof v === 'number' && v > 0 ? v : undefined);

/** The board and its details as the call's body: the room type only for a room, the item class only for a single item. */
export function bodyOf(board: Board, details: DetailsValues): LookBoardBody {
  const body: LookBoardBody = {
    title: (details.title ?? '').trim(),
    description: (details.description ?? '').trim(),
    message: (details.message ?? '').trim(),
    type: details.type as LookBoardType,
    styleId: details.styleId as number,
    color: (details.color || DEFAULT_BANNER_COLOR).toLowerCase(),
    columns: columnsOf(board),
    products: placedProducts(board).map((p) => p.id),
    inspirationImageId: board.image?.id as number,
    public: details.status === 'public' ? 1 : 0,
  };
  if (details.type === 'room') body.roomTypeId = idOrUndefined(details.roomTypeId);
  if (details.type === 'single') body.itemClassId = idOrUndefined(details.itemClassId);
  const requestId = board.requestSlug ? requestIdOfSlug(board.requestSlug) : null;
  if (requestId !== null) body.requestId = requestId;
  return body;
}

/** The first message per details field the server's own rules would answer (empty when the board can be saved). */
export const detailsErrors = (board: Board, details: DetailsValues): Record<string, string> => schemaErrors(lookBoardInput, bodyOf(board, details));

const sameBody = (a: LookBoardBody, b: LookBoardBody) => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
const normalised = (b: LookBoardBody) => ({ ...b, roomTypeId: b.roomTypeId ?? null, itemClassId: b.itemClassId ?? null, requestId: b.requestId ?? null });

export const unchanged = (saved: LookBoardBody, next: LookBoardBody) => sameBody(saved, next);
/** Spec 4: an edit that changes only the banner colour is sent as a colour-only update. */
export const colorOnly = (saved: LookBoardBody, next: LookBoardBody) => saved.color !== next.color && sameBody({ ...saved, color: next.color }, next);

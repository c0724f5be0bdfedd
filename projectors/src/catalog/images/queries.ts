import type { ImageSearchInput, ImageView, Viewer } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import type { ImageQuery, SearchIndex, SearchStatus } from '@decorlook/infra/search/types';
import { ownerColumnsOf } from '../../identity/users/queries';
import type { OwnerFields } from '../../identity/users/present';
import { bestBoardsOfImages } from '../../lookboards/boards/queries';
import { LIVE_ITEM, visibleTo, type PageRead, type PendingItem } from '../visibility';
import { ownListsNeedSignIn, visitorPage } from './access';
import { presentImage, type ImageRow } from './present';

/**
 * The gallery as the site shows it, read from the views the images projector keeps
 * (`inspiration_images`, `image_likes`), with the names of its owner and credited member and the
 * image's best look board from the users and look boards read models' queries: a list is a few
 * statements for its rows, never one row at a time.
 */

/** The images among `ids` the viewer may see, in the order asked; any other id is left out. */
export async function imagesByIds(sql: Sql, ids: readonly number[], viewer: Viewer, page: PageRead = {}): Promise<ImageView[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<Omit<ImageRow, OwnerFields | CreditedFields | BoardFields>>(
    `SELECT i.id, i.owner_id, i.media_user_id, i.media_hash, i.width, i.height, i.title, i.slug, i.description, i.styles, i.sub_styles, i.room_type_id,
       i.type, i.color_groups, i.palette, i.source_url, i.credit, i.permissions, i.status, i.rejection_reason, i.likes_count, i.request_count, i.created_at,
       i.taken_down, i.credited_user_id, i.credit_permission,
       l.user_id IS NOT NULL AS is_liked
     FROM inspiration_images i
     LEFT JOIN image_likes l ON l.image_id = i.id AND l.user_id = $2
     WHERE i.id = ANY($1::int[]) AND ${visibleTo('i', '$2', '$3', page.withTakenDown)}
     ORDER BY array_position($1::int[], i.id)`,
    [ids, viewer.userId, viewer.admin],
  );
  // Owners and credited members as the users read model names them; each image's best board as the look boards read model ranks them.
  const person = await ownerColumnsOf(sql, rows.flatMap((r) => (r.credited_user_id === null ? [r.owner_id] : [r.owner_id, r.credited_user_id])));
  const boards = await bestBoardsOfImages(sql, rows.map((r) => r.id), viewer.userId);
  return rows.map((r) => {
    const credited = r.credited_user_id === null ? null : person(r.credited_user_id);
    const fb = boards.get(r.id);
    return presentImage(
      {
        ...r,
        first_board_id: fb?.id ?? null,
        first_board_title: fb?.title ?? null,
        first_board_slug: fb?.slug ?? null,
        first_board_liked: fb?.is_liked ?? null,
        first_board_voted: fb?.is_voted ?? null,
        ...person(r.owner_id),
        credited_erased: credited?.owner_erased ?? null,
        credited_display_name: credited?.owner_display_name ?? null,
        credited_first_name: credited?.owner_first_name ?? null,
        credited_last_name: credited?.owner_last_name ?? null,
      },
      viewer,
    );
  });
}

type CreditedFields = 'credited_erased' | 'credited_display_name' | 'credited_first_name' | 'credited_last_name';
type BoardFields = 'first_board_id' | 'first_board_title' | 'first_board_slug' | 'first_board_liked' | 'first_board_voted';

export async function imageById(sql: Sql, id: number, viewer: Viewer, page: PageRead = {}): Promise<ImageView | null> {
  return (await imagesByIds(sql, [id], viewer, page))[0] ?? null;
}

/** What "best image match" and "similar" compare: the picture's colour features and styles. */
export async function imageFeatures(sql: Sql, id: number, viewer: Viewer): Promise<{ features: number[]; styles: number[]; roomTypeId: number | null } | null> {
  const { rows } = await sql.query<{ features: number[]; styles: number[]; roomTypeId: number | null }>(
    `SELECT i.features, i.styles, i.room_type_id AS "roomTypeId" FROM inspiration_images i WHERE i.id = $1 AND ${visibleTo('i', '$2', '$3')}`,
    [id, viewer.userId, viewer.admin],
  );
  return rows[0] ?? null;
}

/** The member an image credits (whatever became of the image since); null when it credits none or is unknown. */
export async function creditedUserOf(sql: Sql, id: number): Promise<number | null> {
  const { rows } = await sql.query<{ credited_user_id: number | null }>(`SELECT i.credited_user_id FROM inspiration_images i WHERE i.id = $1`, [id]);
  return rows[0]?.credited_user_id ?? null;
}

/** The title and slug of each image among `ids`, whatever became of it, and whether it went from the site (removed, taken down or not approved). */
export async function imageTitles(sql: Sql, ids: readonly number[]): Promise<{ id: number; title: string; slug: string; gone: boolean }[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<{ id: number; title: string; slug: string; gone: boolean }>(
    `SELECT id, title, slug, removed OR taken_down OR status <> 'approved' AS gone FROM inspiration_images WHERE id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

/** What an image's card shows, by id, for the images among `ids` still in the gallery (not removed, not taken down), whatever their approval. */
export type ImageCard = Pick<ImageRow, 'id' | 'title' | 'slug' | 'media_user_id' | 'media_hash'>;

export async function liveImageCards(sql: Sql, ids: readonly number[]): Promise<Map<number, ImageCard>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<ImageCard>(`SELECT i.id, i.title, i.slug, i.media_user_id, i.media_hash FROM inspiration_images i WHERE i.id = ANY($1::int[]) AND ${LIVE_ITEM('i')}`, [
    [...new Set(ids)],
  ]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** What an image's card shows, by id, for the images among `ids` whatever became of them. */
export async function imageCardsOf(sql: Sql, ids: readonly number[]): Promise<Map<number, ImageCard>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<ImageCard>(`SELECT i.id, i.title, i.slug, i.media_user_id, i.media_hash FROM inspiration_images i WHERE i.id = ANY($1::int[])`, [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The first `limit` images waiting for approval (not removed, not taken down), oldest first. */
export async function pendingImages(sql: Sql, limit: number): Promise<PendingItem[]> {
  const { rows } = await sql.query<PendingItem>(
    `SELECT id, title, slug, media_user_id, media_hash, owner_id, created_at FROM inspiration_images
     WHERE status = 'pending' AND NOT removed AND NOT taken_down ORDER BY created_at, id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** The ids of the images a person likes, most recent like first. */
export async function likedImageIds(sql: Sql, userId: number): Promise<number[]> {
  const { rows } = await sql.query<{ image_id: number }>(`SELECT image_id FROM image_likes WHERE user_id = $1 ORDER BY liked_at DESC, image_id DESC`, [userId]);
  return rows.map((r) => r.image_id);
}

/** The ids of the images somebody asked a look for. */
export async function requestedImageIds(sql: Sql): Promise<number[]> {
  const { rows } = await sql.query<{ id: number }>(`SELECT i.id FROM inspiration_images i WHERE i.request_count > 0 AND ${LIVE_ITEM('i')}`);
  return rows.map((r) => r.id);
}

/** A single pick and a list of picks of the same filter are one list. */
export function mergedPicks(one: number | undefined, many: number[] | undefined): number[] | undefined {
  const all = [...(many ?? []), ...(one !== undefined ? [one] : [])];
  return all.length ? [...new Set(all)] : undefined;
}

/** Which moderation states the caller's own images are listed in. */
function ownStatuses(input: ImageSearchInput): SearchStatus[] {
  if (input.onlyApproved || input.publication === 'published') return ['approved'];
  if (input.publication === 'drafts') return ['pending', 'rejected'];
  return ['pending', 'approved', 'rejected'];
}

/**
 * The gallery search (Get the Look's too): the index finds and orders the ids, one statement then
 * shows them. Every image already carries its request count, so Get the Look's `requestCount` and
 * `viewType` (which tab the client shows) do not narrow the list.
 */
export async function searchImages(sql: Sql, index: SearchIndex, input: ImageSearchInput, viewer: Viewer): Promise<ImageView[]> {
  ownListsNeedSignIn(input.source, viewer);
  const page = visitorPage(viewer, input.offset, input.limit);
  if (!page) return [];
  const query: ImageQuery = {
    ...page,
    sort: input.sort,
    text: input.search,
    styles: mergedPicks(input.style, input.styles),
    subStyles: mergedPicks(input.subStyle, input.subStyles),
    roomTypes: input.roomTypes,
    colorGroups: input.colors,
    type: input.type === 'all' ? undefined : input.type,
    statuses: ['approved'],
    ownerId: input.userId,
  };
  switch (input.source) {
    case 'my':
      query.ownerId = viewer.userId as number;
      query.statuses = ownStatuses(input);
      break;
    case 'liked':
      query.ids = await likedImageIds(sql, viewer.userId as number);
      break;
    case 'requests':
      query.ids = await requestedImageIds(sql);
      break;
    case 'all':
      break;
  }
  const { ids } = await index.searchImages(query);
  return imagesByIds(sql, ids, viewer);
}

/** Approved images nearest to one the viewer may see (by colour, styles and room type); null when they may not see it. */
export async function similarImages(sql: Sql, index: SearchIndex, q: { imageId: number; offset: number; limit: number }, viewer: Viewer): Promise<ImageView[] | null> {
  if (!(await imageFeatures(sql, q.imageId, viewer))) return null;
  const { ids } = await index.similarImages({ id: q.imageId, offset: q.offset, limit: q.limit });
  return imagesByIds(sql, ids, viewer);
}

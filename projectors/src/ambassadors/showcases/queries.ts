import { VISITOR_AMBASSADOR_LIMIT, visitorWindow, type ImageView, type LookBoardView, type ShowcaseSearchInput, type ShowcaseView, type Viewer } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { imagesByIds } from '../../catalog/images/queries';
import { LIVE_ITEM } from '../../catalog/visibility';
import { PUBLISHED_BOARD } from '../../lookboards/boards/published';
import { followFactsOf, type FollowFacts } from '../follows/queries';
import { lookBoardsByIds } from '../../lookboards/boards/queries';
import { askedOnShowcase } from './access';
import { presentShowcase, type ShowcaseRow } from './present';

/**
 * Ambassadors' showcase pages as the site shows them, read from the `showcases` view joined with
 * `users` (the owner's name, picture, type, profession and the styles their approved application
 * named), `follows` (their followers, the caller's follow) and, for the list filters, the owner's
 * published look boards and approved images. A page is public while it is active and its owner
 * is a live ambassador; its owner sees it whatever its state.
 */

export interface ShowcaseReads {
  sql: Sql;
  /** The site's address, for the page's share URL (settings.publicUrl). */
  publicUrl: string;
}

/** The ids of an id list that everyone may see (in its order). */
const shownImages = (column: string) =>
  `ARRAY(SELECT x.id FROM unnest(${column}) WITH ORDINALITY x(id, ord)
     JOIN inspiration_images i ON i.id = x.id AND ${LIVE_ITEM('i')} AND i.status = 'approved' ORDER BY x.ord)`;
const shownBoards = (column: string) =>
  `ARRAY(SELECT x.id FROM unnest(${column}) WITH ORDINALITY x(id, ord) JOIN look_boards b ON b.id = x.id AND ${PUBLISHED_BOARD('b')} ORDER BY x.ord)`;

/** The page's styles: its own once set, else those the owner's approved application named. */
const STYLES = `coalesce(s.styles, u.ambassador_styles)`;

const SELECT = `SELECT s.id, s.user_id, s.page_name, s.subtitle, s.is_subtitle_active, s.meta_title, s.meta_description,
    s.facebook, s.instagram, s.pinterest, s.linkedin, s.twitter, s.url_key, s.description, ${STYLES} AS styles,
    s.images, s.featured_images, s.look_boards, s.featured_look_boards,
    ${shownImages('s.images')} AS shown_images, ${shownImages('s.featured_images')} AS shown_featured_images,
    ${shownBoards('s.look_boards')} AS shown_look_boards, ${shownBoards('s.featured_look_boards')} AS shown_featured_look_boards,
    s.banner_color, s.banner_media_id, s.banner_media_user_id, s.banner_hash, s.video_url, s.video_status, s.active, s.created_at, s.updated_at,
    u.display_name, u.first_name, u.last_name, u.erased AS owner_erased, u.avatar_user_id, u.avatar_hash, u.ambassador_type, u.profession
  FROM showcases s JOIN users u ON u.id = s.id`;

type StoredRow = Omit<ShowcaseRow, keyof FollowFacts>;

/** The pages as the viewer sees them, with how many follow each owner and whether the viewer does (the follows read model's). */
async function presented(r: ShowcaseReads, rows: readonly StoredRow[], viewer: Viewer): Promise<ShowcaseView[]> {
  const follows = await followFactsOf(r.sql, rows.map((s) => s.id), viewer.userId);
  return rows.map((s) => presentShowcase({ ...s, ...follows(s.id) }, viewer, r.publicUrl));
}

/** The owner is a live ambassador (not deactivated, not erased) and the page still theirs. */
const LIVE = `NOT s.gone AND u.ambassador AND NOT u.deactivated AND NOT u.erased`;
/** What everyone may see: a live ambassador's active page. */
const PUBLIC = `${LIVE} AND s.active`;

/** The caller's own page, whatever its state; null when they have none (or it went with their account). */
export async function ownShowcase(r: ShowcaseReads, viewer: Viewer & { userId: number }): Promise<ShowcaseView | null> {
  const { rows } = await r.sql.query<StoredRow>(`${SELECT} WHERE s.id = $1 AND NOT s.gone`, [viewer.userId]);
  return (await presented(r, rows, viewer))[0] ?? null;
}

/** A page by its address: public ones to everyone, an inactive one to its owner only; null otherwise. */
export async function showcaseByUrlKey(r: ShowcaseReads, urlKey: string, viewer: Viewer): Promise<ShowcaseView | null> {
  const { rows } = await r.sql.query<StoredRow>(
    `${SELECT} WHERE s.url_key = $1 AND ${LIVE} AND (s.active OR s.id = $2::int) ORDER BY s.updated_at DESC LIMIT 1`,
    [urlKey.trim().toLowerCase(), viewer.userId],
  );
  return (await presented(r, rows, viewer))[0] ?? null;
}

/** A page as the viewer may see it, by its id: public, or theirs. */
export async function visibleShowcase(r: ShowcaseReads, id: number, viewer: Viewer): Promise<ShowcaseView | null> {
  const { rows } = await r.sql.query<StoredRow>(`${SELECT} WHERE s.id = $1 AND ${LIVE} AND (s.active OR s.id = $2::int)`, [id, viewer.userId]);
  return (await presented(r, rows, viewer))[0] ?? null;
}

/** The images asked that are on a page the viewer may see, in the order asked, as the viewer may see them; null when there is no such page. */
export async function showcaseImages(r: ShowcaseReads, id: number, asked: readonly number[], viewer: Viewer): Promise<ImageView[] | null> {
  const page = await visibleShowcase(r, id, viewer);
  if (!page) return null;
  return imagesByIds(r.sql, askedOnShowcase(asked, page.images), viewer);
}

/** The look boards asked that are on a page the viewer may see and published, in the order asked; null when there is no such page. */
export async function showcaseLookBoards(r: ShowcaseReads, id: number, asked: readonly number[], viewer: Viewer): Promise<LookBoardView[] | null> {
  const page = await visibleShowcase(r, id, viewer);
  if (!page) return null;
  const boards = await lookBoardsByIds(r, askedOnShowcase(asked, page.lookBoards), viewer);
  return boards.filter((b) => b.publishedAt !== null);
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Spec 3's ambassador filters, as SQL over `s` (the page) and `u` (its owner). Styles are the
 * page's declared styles; a sub-style matches a page whose declared styles it belongs to, or whose
 * owner's approved images carry it; colours and room types come from the owner's approved images
 * and published look boards (a board's colours are its image's).
 */
function filtersOf(q: Omit<ShowcaseSearchInput, 'offset' | 'limit'>, params: unknown[]): string[] {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const ownImages = `i.owner_id = s.id AND ${LIVE_ITEM('i')} AND i.status = 'approved'`;
  const ownBoards = `b.owner_id = s.id AND ${PUBLISHED_BOARD('b')}`;
  const where: string[] = [];
  if (q.search) {
    where.push(
      `(s.page_name || ' ' || coalesce(u.display_name, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ILIKE '%' || ${p(escapeLike(q.search))} || '%'`,
    );
  }
  if (q.profession?.length) where.push(`u.profession = ANY(${p(q.profession)}::int[])`);
  if (q.ambassadorType) where.push(`u.ambassador_type = ${p(q.ambassadorType)}`);
  if (q.styles?.length) where.push(`${STYLES} && ${p(q.styles)}::int[]`);
  if (q.subStyles?.length) {
    const picked = p(q.subStyles);
    where.push(`(EXISTS (SELECT 1 FROM site_enum_entries e WHERE e.resource = 'subStyles' AND NOT e.removed AND e.id = ANY(${picked}::int[])
                  AND (e.extra->>'styleId')::int = ANY(${STYLES}))
              OR EXISTS (SELECT 1 FROM inspiration_images i WHERE ${ownImages} AND i.sub_styles && ${picked}::int[]))`);
  }
  if (q.colors?.length) {
    const picked = p(q.colors);
    where.push(`(EXISTS (SELECT 1 FROM inspiration_images i WHERE ${ownImages} AND i.color_groups && ${picked}::int[])
              OR EXISTS (SELECT 1 FROM look_boards b JOIN inspiration_images i ON i.id = b.inspiration_image_id AND ${LIVE_ITEM('i')}
                         WHERE ${ownBoards} AND i.color_groups && ${picked}::int[]))`);
  }
  if (q.roomTypes?.length) {
    const picked = p(q.roomTypes);
    where.push(`(EXISTS (SELECT 1 FROM inspiration_images i WHERE ${ownImages} AND i.room_type_id = ANY(${picked}::int[]))
              OR EXISTS (SELECT 1 FROM look_boards b WHERE ${ownBoards} AND b.room_type_id = ANY(${picked}::int[])))`);
  }
  return where;
}

export interface ShowcasePage {
  result: ShowcaseView[];
  total: number;
}

/**
 * Public pages by the ambassador filters, newest first. `followedBy`: only the pages of the
 * ambassadors that member follows. A visitor pages through the first VISITOR_AMBASSADOR_LIMIT
 * pages only (offset 70 or more is an empty page, whatever the limit) and is told of no more.
 */
export async function searchShowcases(r: ShowcaseReads, q: ShowcaseSearchInput, viewer: Viewer, opts: { followedBy?: number } = {}): Promise<ShowcasePage> {
  const signedIn = viewer.userId !== null;
  const page = visitorWindow(q.offset, q.limit, signedIn);
  const params: unknown[] = [];
  const where = [PUBLIC, ...filtersOf(q, params)];
  if (opts.followedBy !== undefined) {
    params.push(opts.followedBy);
    where.push(`EXISTS (SELECT 1 FROM follows fl WHERE fl.follower_id = $${params.length} AND fl.user_id = s.id)`);
  }
  const clause = where.join(' AND ');
  const { rows: counted } = await r.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM showcases s JOIN users u ON u.id = s.id WHERE ${clause}`, params);
  const found = counted[0].n;
  const total = signedIn ? found : Math.min(found, VISITOR_AMBASSADOR_LIMIT);
  if (page.limit <= 0) return { result: [], total };
  const { rows } = await r.sql.query<StoredRow>(
    `${SELECT} WHERE ${clause} ORDER BY s.created_at DESC, s.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, page.offset, page.limit],
  );
  return { result: await presented(r, rows, viewer), total };
}

/** Pages whose video waits for review, oldest first (admins). */
export async function pendingShowcaseVideos(r: ShowcaseReads, viewer: Viewer, offset: number, limit: number): Promise<ShowcaseView[]> {
  const { rows } = await r.sql.query<StoredRow>(`${SELECT} WHERE ${LIVE} AND s.video_status = 'pending' ORDER BY s.video_submitted_at, s.id OFFSET $1 LIMIT $2`, [offset, limit]);
  return presented(r, rows, viewer);
}

import { requestSlugOf, type ProductView, type RequestView } from '@decorlook/domain';
import { tasteAffinity, type TasteProfile } from '@decorlook/domain/recommendations/taste';
import type { z } from 'zod';
import type { ambassadorMatchView, recommendationsAnswer } from '@decorlook/domain';
import type { Sql } from '../db/sql';
import { OWNER_COLUMNS, imagesByIds, ownerOf, productsByIds, type OwnerColumns, type Viewer } from './catalog';
import { lookBoardsByIds, type LookBoardReads } from './look-boards';
import { tasteOf } from './taste';

/**
 * Request the Look as its requester and the ambassadors matched to it read it, from the views the
 * requests projector keeps (`requests`, `request_matches`, `request_recommendations`) joined with
 * `users` (the requester's name), the catalog (the image, the products) and the look boards.
 */

type AmbassadorMatchView = z.infer<typeof ambassadorMatchView>;
type RecommendationsAnswer = z.infer<typeof recommendationsAnswer>;

interface RequestRow extends OwnerColumns {
  id: number;
  inspiration_image_id: number;
  image_source: RequestView['imageSource'];
  request_type: RequestView['requestType'];
  title: string;
  items: number[];
  room_type_id: number | null;
  message: string;
  request_color: number | null;
  request_style: number;
  status: RequestView['status'];
  matches: RequestView['matches'];
  matches_count: number;
  recommendations_count: number;
  created_at: Date;
  matched_at: Date | null;
  closed_at: Date | null;
}

const SELECT = `SELECT r.id, r.user_id AS owner_id, r.inspiration_image_id, r.image_source, r.request_type, r.title, r.items, r.room_type_id, r.message,
    r.request_color, r.request_style, r.status, r.matches, r.matches_count, r.recommendations_count, r.created_at, r.matched_at, r.closed_at, ${OWNER_COLUMNS}
  FROM requests r LEFT JOIN users u ON u.id = r.user_id`;

/** How a request's image shows on it: as its requester sees it (theirs, or approved), in the board card's shape. */
async function requestImages(sql: Sql, rows: readonly RequestRow[]): Promise<Map<number, RequestView['image']>> {
  const byRequester = new Map<number, number[]>();
  for (const r of rows) byRequester.set(r.owner_id, [...(byRequester.get(r.owner_id) ?? []), r.inspiration_image_id]);
  const images = new Map<string, RequestView['image']>();
  for (const [requester, ids] of byRequester) {
    for (const i of await imagesByIds(sql, [...new Set(ids)], { userId: requester, admin: false })) {
      images.set(`${requester}:${i.id}`, { id: i.id, title: i.title, slug: i.slug, media: i.media });
    }
  }
  return new Map(rows.map((r) => [r.id, images.get(`${r.owner_id}:${r.inspiration_image_id}`) ?? null]));
}

async function viewsOf(sql: Sql, rows: RequestRow[]): Promise<RequestView[]> {
  const images = await requestImages(sql, rows);
  return rows.map((r) => ({
    id: r.id,
    slug: requestSlugOf(r.id, r.title),
    userId: r.owner_id,
    requester: ownerOf(r),
    inspirationImageId: r.inspiration_image_id,
    image: images.get(r.id) ?? null,
    imageSource: r.image_source,
    requestType: r.request_type,
    title: r.title,
    items: r.items,
    roomType: r.room_type_id,
    message: r.message,
    requestColor: r.request_color,
    requestStyle: r.request_style,
    status: r.status,
    matches: r.matches,
    matchesCount: r.matches_count,
    recommendationsCount: r.recommendations_count,
    createdAt: r.created_at.toISOString(),
    matchedAt: r.matched_at?.toISOString() ?? null,
    closedAt: r.closed_at?.toISOString() ?? null,
  }));
}

/** The requests among `ids`, in the order asked. */
export async function requestsByIds(sql: Sql, ids: readonly number[]): Promise<RequestView[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<RequestRow>(`${SELECT} WHERE r.id = ANY($1::int[]) ORDER BY array_position($1::int[], r.id)`, [ids]);
  return viewsOf(sql, rows);
}

/** Who the caller is to a request: its requester, an ambassador it was matched to, or nobody (null: no such request, or not theirs to see). */
export async function requestRelation(sql: Sql, requestId: number, userId: number): Promise<{ requester: boolean; matched: boolean } | null> {
  const { rows } = await sql.query<{ requester: boolean; matched: boolean }>(
    `SELECT r.user_id = $2 AS requester, EXISTS (SELECT 1 FROM request_matches m WHERE m.request_id = r.id AND m.ambassador_id = $2) AS matched
     FROM requests r WHERE r.id = $1`,
    [requestId, userId],
  );
  const rel = rows[0];
  return rel && (rel.requester || rel.matched) ? rel : null;
}

/** What a best match for a request starts from, when the caller is its requester or an ambassador it was matched to; null otherwise. */
export async function requestFit(sql: Sql, requestId: number, userId: number): Promise<{ items: number[]; roomTypeId: number | null; imageId: number } | null> {
  if (!(await requestRelation(sql, requestId, userId))) return null;
  const { rows } = await sql.query<{ items: number[]; roomTypeId: number | null; imageId: number }>(
    `SELECT r.items, r.room_type_id AS "roomTypeId", r.inspiration_image_id AS "imageId" FROM requests r WHERE r.id = $1`,
    [requestId],
  );
  return rows[0] ?? null;
}

export interface RequestPage {
  status: 'open' | 'closed' | 'all';
  offset: number;
  limit: number;
}

/** The caller's requests, newest first. */
export async function ownRequests(sql: Sql, userId: number, q: RequestPage): Promise<RequestView[]> {
  const { rows } = await sql.query<RequestRow>(`${SELECT} WHERE r.user_id = $1 AND ($2 = 'all' OR r.status = $2) ORDER BY r.created_at DESC, r.id DESC OFFSET $3 LIMIT $4`, [
    userId,
    q.status,
    q.offset,
    q.limit,
  ]);
  return viewsOf(sql, rows);
}

export interface MatchPage {
  status: 'open' | 'answered' | 'all';
  offset: number;
  limit: number;
}

/**
 * The requests matched to an ambassador, newest match first, with their score, whether they
 * answered (a board of theirs was recommended) and their boards linked to it (drafts included).
 */
export async function ambassadorMatches(sql: Sql, ambassadorId: number, q: MatchPage): Promise<AmbassadorMatchView[]> {
  const answered = `EXISTS (SELECT 1 FROM request_recommendations x WHERE x.request_id = m.request_id AND x.ambassador_id = m.ambassador_id)`;
  const { rows } = await sql.query<{ request_id: number; score: number; answered: boolean; look_board_ids: number[] }>(
    `SELECT m.request_id, m.score, ${answered} AS answered,
       ARRAY(SELECT b.id FROM look_boards b WHERE b.request_id = m.request_id AND b.owner_id = m.ambassador_id AND NOT b.deleted AND NOT b.taken_down ORDER BY b.created_at, b.id) AS look_board_ids
     FROM request_matches m
     WHERE m.ambassador_id = $1 AND ($2 = 'all' OR ($2 = 'answered') = ${answered})
     ORDER BY m.matched_at DESC, m.request_id DESC OFFSET $3 LIMIT $4`,
    [ambassadorId, q.status, q.offset, q.limit],
  );
  const views = new Map((await requestsByIds(sql, rows.map((r) => r.request_id))).map((v) => [v.id, v]));
  return rows.flatMap((r) => {
    const v = views.get(r.request_id);
    return v ? [{ ...v, score: r.score, answered: r.answered, lookBoardIds: r.look_board_ids }] : [];
  });
}

/**
 * The products of the recommended boards, each once: the most used first, then those the
 * requester's taste favours (their keeps and swaps; no taste, no change), then the closest to the
 * request's image (more colour groups shared, then in the request's style), then by id.
 */
export function productStream(
  boards: readonly { products: readonly number[] }[],
  products: readonly ProductView[],
  image: { colorGroups: readonly number[]; style: number },
  taste: TasteProfile | null = null,
): ProductView[] {
  const uses = new Map<number, number>();
  for (const b of boards) for (const id of new Set(b.products)) uses.set(id, (uses.get(id) ?? 0) + 1);
  const colours = new Set(image.colorGroups);
  const shared = (p: ProductView) => p.colorsGroup.filter((c) => colours.has(c)).length;
  const inStyle = (p: ProductView) => (p.styles.includes(image.style) ? 1 : 0);
  const affinity = new Map(products.map((p) => [p.id, taste ? tasteAffinity(taste, p) : 0]));
  const liked = (p: ProductView) => affinity.get(p.id) ?? 0;
  return [...products].sort(
    (a, b) => (uses.get(b.id) ?? 0) - (uses.get(a.id) ?? 0) || liked(b) - liked(a) || shared(b) - shared(a) || inStyle(b) - inStyle(a) || a.id - b.id,
  );
}

/**
 * What answers a request, as its requester sees it: the recommended boards (oldest answer first,
 * each with the requester's rating), the product stream and the Mix & Match view. A board
 * answering the request is the requester's to see from its submission on, unless rejected.
 */
export async function recommendationsOf(r: LookBoardReads, request: RequestView): Promise<RecommendationsAnswer> {
  const { rows } = await r.sql.query<{ look_board_id: number; rate: number | null }>(
    `SELECT look_board_id, rate::int AS rate FROM request_recommendations WHERE request_id = $1 ORDER BY added_at, look_board_id`,
    [request.id],
  );
  const requester: Viewer = { userId: request.userId, admin: false };
  const rates = new Map(rows.map((x) => [x.look_board_id, x.rate]));
  // The look board reads let the requester see the boards answering their request (not rejected ones).
  const boards = (await lookBoardsByIds(r, rows.map((x) => x.look_board_id), requester)).map((b) => ({ ...b, requestRate: rates.get(b.id) ?? null }));
  const [image] = await imagesByIds(r.sql, [request.inspirationImageId], requester);
  const productIds = [...new Set(boards.flatMap((b) => b.products))];
  const products = productStream(
    boards,
    await productsByIds(r.sql, productIds, requester),
    { colorGroups: image?.colorsGroup ?? [], style: request.requestStyle },
    await tasteOf(r.sql, request.userId),
  );
  return {
    lookBoards: boards,
    products,
    mixMatch: { inspirationImageId: request.inspirationImageId, image: request.image, lookBoards: boards.map((b) => b.id), products: products.map((p) => p.id) },
  };
}

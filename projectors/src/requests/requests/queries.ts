import type { RequestView, Viewer } from '@decorlook/domain';
import type { ambassadorMatchView, recommendationsAnswer } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import type { z } from 'zod';
import { imagesByIds } from '../../catalog/images/queries';
import { productsByIds } from '../../catalog/products/queries';
import { ownerColumnsOf } from '../../identity/users/queries';
import type { OwnerFields } from '../../identity/users/present';
import { lookBoardsByIds, requestBoardIdsOf, type LookBoardReads } from '../../lookboards/boards/queries';
import { tasteOf } from '../../recommendations/taste/queries';
import { canSeeRequest, type RequestRelation } from './access';
import { presentRequest, productStream, type RequestRow } from './present';

/**
 * Request the Look as its requester and the ambassadors matched to it read it, from the views the
 * requests projector keeps (`requests`, `request_matches`, `request_recommendations`), with the
 * users', images', products' and look boards' read models' queries (the requester's name, the
 * image, the products, the boards).
 */

type AmbassadorMatchView = z.infer<typeof ambassadorMatchView>;
type RecommendationsAnswer = z.infer<typeof recommendationsAnswer>;

const SELECT = `SELECT r.id, r.user_id AS owner_id, r.inspiration_image_id, r.image_source, r.request_type, r.title, r.items, r.room_type_id, r.message,
    r.request_color, r.request_style, r.status, r.matches, r.matches_count, r.recommendations_count, r.created_at, r.matched_at, r.closed_at
  FROM requests r`;

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

/** The requests as their views show them: the requester's name from the users read model, the image as the requester sees it. */
async function viewsOf(sql: Sql, stored: readonly Omit<RequestRow, OwnerFields>[]): Promise<RequestView[]> {
  const owner = await ownerColumnsOf(sql, stored.map((r) => r.owner_id));
  const rows = stored.map((r) => ({ ...r, ...owner(r.owner_id) }));
  const images = await requestImages(sql, rows);
  return rows.map((r) => presentRequest(r, images.get(r.id) ?? null));
}

/** The requests among `ids`, in the order asked. */
export async function requestsByIds(sql: Sql, ids: readonly number[]): Promise<RequestView[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<Omit<RequestRow, OwnerFields>>(`${SELECT} WHERE r.id = ANY($1::int[]) ORDER BY array_position($1::int[], r.id)`, [ids]);
  return viewsOf(sql, rows);
}

/** The boards recommended on the member's requests (whoever may see a board, a requester sees those answering them). */
export async function boardsRecommendedTo(sql: Sql, userId: number): Promise<number[]> {
  const { rows } = await sql.query<{ id: number }>(
    `SELECT DISTINCT rr.look_board_id AS id FROM request_recommendations rr JOIN requests rq ON rq.id = rr.request_id WHERE rq.user_id = $1 ORDER BY 1`,
    [userId],
  );
  return rows.map((r) => r.id);
}

/** What names a request elsewhere (a notification, a points entry): its title, who asked and of which image. */
export interface RequestSummary {
  id: number;
  title: string;
  user_id: number;
  inspiration_image_id: number;
}

/** The summaries of the requests among `ids` (unknown ids are left out). */
export async function requestSummaries(sql: Sql, ids: readonly number[]): Promise<RequestSummary[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<RequestSummary>(`SELECT id, title, user_id, inspiration_image_id FROM requests WHERE id = ANY($1::int[])`, [[...new Set(ids)]]);
  return rows;
}

/** Who the caller is to a request: its requester, an ambassador it was matched to, or neither (access.ts decides what that lets them read); null when there is no such request. */
export async function requestRelation(sql: Sql, requestId: number, userId: number): Promise<RequestRelation | null> {
  const { rows } = await sql.query<RequestRelation>(
    `SELECT r.user_id = $2 AS requester, EXISTS (SELECT 1 FROM request_matches m WHERE m.request_id = r.id AND m.ambassador_id = $2) AS matched
     FROM requests r WHERE r.id = $1`,
    [requestId, userId],
  );
  return rows[0] ?? null;
}

/** What a best match for a request starts from, when the caller is its requester or an ambassador it was matched to; null otherwise. */
export async function requestFit(sql: Sql, requestId: number, userId: number): Promise<{ items: number[]; roomTypeId: number | null; imageId: number } | null> {
  if (!canSeeRequest(await requestRelation(sql, requestId, userId))) return null;
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
  const { rows } = await sql.query<Omit<RequestRow, OwnerFields>>(`${SELECT} WHERE r.user_id = $1 AND ($2 = 'all' OR r.status = $2) ORDER BY r.created_at DESC, r.id DESC OFFSET $3 LIMIT $4`, [
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
  const { rows } = await sql.query<{ request_id: number; score: number; answered: boolean }>(
    `SELECT m.request_id, m.score, ${answered} AS answered
     FROM request_matches m
     WHERE m.ambassador_id = $1 AND ($2 = 'all' OR ($2 = 'answered') = ${answered})
     ORDER BY m.matched_at DESC, m.request_id DESC OFFSET $3 LIMIT $4`,
    [ambassadorId, q.status, q.offset, q.limit],
  );
  const ids = rows.map((r) => r.request_id);
  const [requests, boards] = await Promise.all([requestsByIds(sql, ids), requestBoardIdsOf(sql, ambassadorId, ids)]);
  const views = new Map(requests.map((v) => [v.id, v]));
  return rows.flatMap((r) => {
    const v = views.get(r.request_id);
    return v ? [{ ...v, score: r.score, answered: r.answered, lookBoardIds: boards.get(r.request_id) ?? [] }] : [];
  });
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

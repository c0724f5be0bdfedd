import { LOOK_BOARD_COLUMNS, type LookBoardSearchInput, type LookBoardView, type ProductGoneReason, type ProductView, type Viewer } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { prefixTsQuery, searchWords } from '@decorlook/infra/search/postgres-query';
import { imageFeatures, liveImageCards } from '../../catalog/images/queries';
import { productsByIds, productStates, visibleProductIds, type ProductState } from '../../catalog/products/queries';
import type { PageRead } from '../../catalog/visibility';
import { ownerColumnsOf } from '../../identity/users/queries';
import { boardsRecommendedTo } from '../../requests/requests/queries';
import type { OwnerFields } from '../../identity/users/present';
import { presentLookBoard, presentShownProducts, type BoardRow, type ImageColumns, type PreviewRow } from './present';
import { BEST_BOARDS_FIRST, PUBLISHED_BOARD } from './published';

/**
 * Look boards as the site shows them, read from the views their projector keeps (`look_boards`,
 * `look_board_likes`, `look_board_votes`, `look_board_ratings`, `look_board_substitutes`), with
 * the products, images, users and requests read models' queries for what those own. The product
 * previews and the image come from the catalog at read time, so a product rejected after it was
 * placed shows flagged at once. A list is a few statements for the boards of a page, never one
 * board at a time.
 */

/**
 * Who may see a board: everyone once published; its owner and admins always; the person whose
 * request it answers from its submission on (unless rejected); nobody once deleted. A board an
 * admin took down is in no list; `withTakenDown` keeps it for its own page (410 to all but admins).
 * `answersParam` names the boards recommended on the viewer's requests (`answersFor`).
 */
const visibleBoard = (alias: string, userParam: string, adminParam: string, answersParam: string, withTakenDown = false) =>
  `NOT ${alias}.deleted${withTakenDown ? '' : ` AND NOT ${alias}.taken_down`} AND ((${alias}.status = 'approved' AND ${alias}.public) OR ${alias}.owner_id = ${userParam} OR ${adminParam}
     OR (${alias}.request_id IS NOT NULL AND ${alias}.status <> 'rejected' AND ${alias}.id = ANY(${answersParam})))`;

/** The boards recommended on the viewer's requests (the requests read model's), for `visibleBoard`; none for a visitor. */
const answersFor = async (sql: Sql, viewer: Viewer): Promise<number[]> => (viewer.userId === null ? [] : boardsRecommendedTo(sql, viewer.userId));

/** A product that went: rejected, taken down or deleted (its row stays in the products read model), or one it does not know. */
const gone = (p: ProductState | undefined) => !p || p.removed || p.taken_down || p.status === 'rejected';

/** An offer of a substitute for a board's product that went (`look_board_substitutes`). */
interface OfferRow {
  look_board_id: number;
  product_id: number;
  substitute_id: number | null;
  reason: ProductGoneReason;
  offered_at: Date;
}

/** The open offers of the boards asked, by board. */
async function offersOf(sql: Sql, boardIds: readonly number[]): Promise<Map<number, OfferRow[]>> {
  const out = new Map<number, OfferRow[]>();
  if (boardIds.length === 0) return out;
  const { rows } = await sql.query<OfferRow>(
    `SELECT look_board_id, product_id, substitute_id, reason, offered_at FROM look_board_substitutes WHERE look_board_id = ANY($1::int[])`,
    [[...new Set(boardIds)]],
  );
  for (const r of rows) out.set(r.look_board_id, [...(out.get(r.look_board_id) ?? []), r]);
  return out;
}

/** Every product a board's slots and offers name, for `productStates`. */
const namedBy = (slots: readonly number[], offers: readonly OfferRow[]) => [...slots, ...offers.flatMap((o) => (o.substitute_id === null ? [o.product_id] : [o.product_id, o.substitute_id]))];

/**
 * What each slot of a board shows, in slot order: its product while it is in the catalog, else
 * the substitute offered for it (approved and live), flagged by the slot's product id
 * (`substituteFor`); a slot whose product went with no substitute to show is left out.
 */
function shownSlots(slots: readonly number[], offers: readonly OfferRow[], states: ReadonlyMap<number, ProductState>): { product: ProductState; substituteFor: number | null }[] {
  const offered = new Map(offers.map((o) => [o.product_id, o.substitute_id]));
  return slots.flatMap((slot) => {
    const id = gone(states.get(slot)) ? (offered.get(slot) ?? null) : slot;
    const p = id === null ? undefined : states.get(id);
    if (!p || p.removed || p.taken_down || (p.id !== slot && p.status !== 'approved')) return [];
    return [{ product: p, substituteFor: p.id !== slot ? slot : null }];
  });
}

/** A board's slots as cards and its page show them (shownSlots). */
const previewOf = (slots: readonly number[], offers: readonly OfferRow[], states: ReadonlyMap<number, ProductState>): PreviewRow[] =>
  shownSlots(slots, offers, states).map(({ product: p, substituteFor }) => ({
    id: p.id,
    title: p.title,
    slug: p.slug,
    userId: p.media_user_id,
    hash: p.media_hash,
    price: p.price,
    approval: p.status,
    substituteFor,
  }));

/** The open offers of a board, for its owner: which product went, why, and what stands in for it; in slot order. */
function substitutesOf(slots: readonly number[], offers: readonly OfferRow[], states: ReadonlyMap<number, ProductState>): BoardRow['substitutes'] {
  const at = (o: OfferRow) => {
    const i = slots.indexOf(o.product_id);
    return i === -1 ? Infinity : i;
  };
  return [...offers]
    .sort((a, b) => at(a) - at(b))
    .map((o) => {
      const g = states.get(o.product_id);
      return { productId: o.product_id, title: g?.title ?? '', itemClassId: g?.item_class_id ?? 0, substituteId: o.substitute_id, reason: o.reason, offeredAt: o.offered_at.toISOString() };
    });
}

export interface LookBoardReads {
  sql: Sql;
  /** The site's address, for share URLs (settings.publicUrl). */
  publicUrl: string;
}

/** The rows of the boards among `ids` the viewer may see, in the order asked; any other id is left out. */
async function boardRows(r: LookBoardReads, ids: readonly number[], viewer: Viewer, page: PageRead = {}): Promise<BoardRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await r.sql.query<Omit<BoardRow, OwnerFields | keyof ImageColumns | 'preview' | 'substitutes'>>(
    `SELECT b.id, b.owner_id, b.title, b.slug, b.description, b.message, b.type, b.room_type_id, b.item_class_id, b.style_id, b.color, b.columns::int AS columns,
       b.products, b.inspiration_image_id, b.request_id, b.public, b.status, b.rejection_reason, b.likes_count, b.votes_count, b.ratings_count, b.rating,
       b.created_at, b.updated_at, b.published_at, b.taken_down,
       l.user_id IS NOT NULL AS is_liked, v.user_id IS NOT NULL AS is_voted, rt.rate::int AS my_rate
     FROM look_boards b
     LEFT JOIN look_board_likes l ON l.look_board_id = b.id AND l.user_id = $2
     LEFT JOIN look_board_votes v ON v.look_board_id = b.id AND v.user_id = $2
     LEFT JOIN look_board_ratings rt ON rt.look_board_id = b.id AND rt.user_id = $2
     WHERE b.id = ANY($1::int[]) AND ${visibleBoard('b', '$2', '$3', '$4::int[]', page.withTakenDown)}
     ORDER BY array_position($1::int[], b.id)`,
    [ids, viewer.userId, viewer.admin, await answersFor(r.sql, viewer)],
  );
  // The owner's name, the board's image (while it is in the gallery) and its products as they are now, from their read models.
  const owner = await ownerColumnsOf(r.sql, rows.map((b) => b.owner_id));
  const images = await liveImageCards(r.sql, rows.flatMap((b) => (b.inspiration_image_id === null ? [] : [b.inspiration_image_id])));
  const offers = await offersOf(r.sql, rows.map((b) => b.id));
  const states = await productStates(r.sql, rows.flatMap((b) => namedBy(b.products, offers.get(b.id) ?? [])));
  return rows.map((b) => {
    const i = b.inspiration_image_id === null ? undefined : images.get(b.inspiration_image_id);
    const boardOffers = offers.get(b.id) ?? [];
    return {
      ...b,
      preview: previewOf(b.products, boardOffers, states),
      substitutes: substitutesOf(b.products, boardOffers, states),
      ...owner(b.owner_id),
      image_id: i?.id ?? null,
      image_title: i?.title ?? null,
      image_slug: i?.slug ?? null,
      image_media_user_id: i?.media_user_id ?? null,
      image_media_hash: i?.media_hash ?? null,
    };
  });
}

/** The boards among `ids` the viewer may see, in the order asked; any other id is left out. */
export async function lookBoardsByIds(r: LookBoardReads, ids: readonly number[], viewer: Viewer, page: PageRead = {}): Promise<LookBoardView[]> {
  return (await boardRows(r, ids, viewer, page)).map((row) => presentLookBoard(row, viewer, r.publicUrl));
}

export async function lookBoardById(r: LookBoardReads, id: number, viewer: Viewer, page: PageRead = {}): Promise<LookBoardView | null> {
  return (await lookBoardsByIds(r, [id], viewer, page))[0] ?? null;
}

const VISITOR: Viewer = { userId: null, admin: false };

/**
 * A board as social sites and link previews show it: as a visitor sees it (approved and public,
 * so a draft, a private board or a deleted one is never shared), unless its owner was erased (the
 * boards of an erased person are pictured nowhere any more).
 */
export async function shareableLookBoard(r: LookBoardReads, id: number): Promise<LookBoardView | null> {
  const [row] = await boardRows(r, [id], VISITOR);
  return row && row.owner_erased !== true ? presentLookBoard(row, VISITOR, r.publicUrl) : null;
}

/** The title and slug of each board among `ids`, whatever became of it, and whether it went from the site (deleted or taken down). */
export async function lookBoardTitles(sql: Sql, ids: readonly number[]): Promise<{ id: number; title: string; slug: string; gone: boolean }[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<{ id: number; title: string; slug: string; gone: boolean }>(`SELECT id, title, slug, deleted OR taken_down AS gone FROM look_boards WHERE id = ANY($1::int[])`, [ids]);
  return rows;
}

/** A board as a notification names and pictures it: its title, slug, image and products. */
export interface LookBoardSummary {
  id: number;
  title: string;
  slug: string;
  inspiration_image_id: number | null;
  products: number[];
}

/** The summaries of the boards among `ids` still on the site (not deleted, not taken down), whatever their review. */
export async function liveLookBoardSummaries(sql: Sql, ids: readonly number[]): Promise<Map<number, LookBoardSummary>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<LookBoardSummary>(`SELECT id, title, slug, inspiration_image_id, products FROM look_boards WHERE id = ANY($1::int[]) AND NOT deleted AND NOT taken_down`, [
    [...new Set(ids)],
  ]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The boards an ambassador made for each of the requests asked (drafts included; not deleted, not taken down), the oldest first; a request without any is left out. */
export async function requestBoardIdsOf(sql: Sql, ambassadorId: number, requestIds: readonly number[]): Promise<Map<number, number[]>> {
  if (requestIds.length === 0) return new Map();
  const { rows } = await sql.query<{ request_id: number; ids: number[] }>(
    `SELECT b.request_id, array_agg(b.id ORDER BY b.created_at, b.id) AS ids FROM look_boards b
     WHERE b.request_id = ANY($2::int[]) AND b.owner_id = $1 AND NOT b.deleted AND NOT b.taken_down GROUP BY b.request_id`,
    [ambassadorId, requestIds],
  );
  return new Map(rows.map((r) => [r.request_id, r.ids]));
}

/** What a board's budgets need besides its slots: its room type and style, its owner and its image (whose credited member may also say which items are exact). */
export async function boardBudgetFacts(sql: Sql, id: number): Promise<{ room_type_id: number | null; style_id: number; owner_id: number; inspiration_image_id: number | null } | null> {
  const { rows } = await sql.query<{ room_type_id: number | null; style_id: number; owner_id: number; inspiration_image_id: number | null }>(
    `SELECT b.room_type_id, b.style_id, b.owner_id, b.inspiration_image_id FROM look_boards b WHERE b.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** An image's best published board, as the image's page links it, with the viewer's like and vote. */
export interface ImageBestBoard {
  id: number;
  title: string;
  slug: string;
  is_liked: boolean;
  is_voted: boolean;
}

/** The best published board of each image asked (BEST_BOARDS_FIRST), by image; an image without one is left out. */
export async function bestBoardsOfImages(sql: Sql, imageIds: readonly number[], viewerId: number | null): Promise<Map<number, ImageBestBoard>> {
  if (imageIds.length === 0) return new Map();
  const { rows } = await sql.query<ImageBestBoard & { image_id: number }>(
    `SELECT x.image_id, fb.* FROM unnest($1::int[]) x(image_id)
     CROSS JOIN LATERAL (
       SELECT b.id, b.title, b.slug,
         EXISTS (SELECT 1 FROM look_board_likes bl WHERE bl.look_board_id = b.id AND bl.user_id = $2) AS is_liked,
         EXISTS (SELECT 1 FROM look_board_votes bv WHERE bv.look_board_id = b.id AND bv.user_id = $2) AS is_voted
       FROM look_boards b WHERE b.inspiration_image_id = x.image_id AND ${PUBLISHED_BOARD('b')} ORDER BY ${BEST_BOARDS_FIRST('b')} LIMIT 1
     ) fb`,
    [[...new Set(imageIds)], viewerId],
  );
  return new Map(rows.map(({ image_id, ...b }) => [image_id, b]));
}

/** A board submitted for review, as the moderation queue lists it: waiting since its (latest) submission. */
export interface SubmittedBoard {
  id: number;
  title: string;
  slug: string;
  owner_id: number;
  inspiration_image_id: number;
  submitted_at: Date;
}

/** The first `limit` boards with an image submitted and not yet decided on (not deleted, not taken down), the longest waiting first. */
export async function submittedBoards(sql: Sql, limit: number): Promise<SubmittedBoard[]> {
  const { rows } = await sql.query<SubmittedBoard>(
    `SELECT b.id, b.title, b.slug, b.owner_id, b.inspiration_image_id, b.submitted_at FROM look_boards b
     WHERE b.status = 'submitted' AND NOT b.deleted AND NOT b.taken_down AND b.inspiration_image_id IS NOT NULL ORDER BY b.submitted_at, b.id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** A public board submitted and not yet decided on (others learn only that it is waiting for review). */
export async function lookBoardInReview(sql: Sql, id: number): Promise<boolean> {
  const { rows } = await sql.query(`SELECT 1 FROM look_boards b WHERE b.id = $1 AND b.status = 'submitted' AND b.public AND NOT b.deleted AND NOT b.taken_down`, [id]);
  return rows.length > 0;
}

/** A board the viewer may see, in brief (for the calls that only need to know it is there). */
export async function visibleLookBoard(sql: Sql, id: number, viewer: Viewer): Promise<{ id: number; slug: string; products: number[] } | null> {
  const { rows } = await sql.query<{ id: number; slug: string; products: number[] }>(
    `SELECT b.id, b.slug, b.products FROM look_boards b WHERE b.id = $1 AND ${visibleBoard('b', '$2', '$3', '$4::int[]')}`,
    [id, viewer.userId, viewer.admin, await answersFor(sql, viewer)],
  );
  return rows[0] ?? null;
}

/**
 * What a board shows for the slots asked (ids of its products, in the order asked): the product
 * itself, or the substitute shown in its place (`substituteFor`: the slot's product); a slot with
 * nothing to show is left out (shownSlots).
 */
export async function shownOnBoard(sql: Sql, lookBoardId: number, productIds: readonly number[]): Promise<{ id: number; substituteFor: number | null }[]> {
  if (productIds.length === 0) return [];
  const offers = (await offersOf(sql, [lookBoardId])).get(lookBoardId) ?? [];
  const states = await productStates(sql, namedBy(productIds, offers));
  return shownSlots(productIds, offers, states).map((x) => ({ id: x.product.id, substituteFor: x.substituteFor }));
}

/**
 * The boards holding a product, or offering it as a substitute, whatever their state (not
 * deleted): the boards a product that goes or comes back concerns.
 */
export async function boardsConcerning(sql: Sql, productId: number): Promise<number[]> {
  const { rows } = await sql.query<{ id: number }>(
    `SELECT b.id FROM look_boards b WHERE b.products @> ARRAY[$1::int] AND NOT b.deleted
     UNION SELECT s.look_board_id FROM look_board_substitutes s WHERE s.substitute_id = $1 OR s.product_id = $1
     ORDER BY 1`,
    [productId],
  );
  return rows.map((r) => r.id);
}

const SORTS: Record<LookBoardSearchInput['sort'], string> = {
  newest: 'b.created_at DESC, b.id DESC',
  oldest: 'b.created_at ASC, b.id ASC',
  highest: BEST_BOARDS_FIRST('b'),
  liked: 'b.likes_count DESC, b.id DESC',
  voted: 'b.votes_count DESC, b.id DESC',
};

export interface LookBoardSearch extends Omit<LookBoardSearchInput, 'source'> {
  /** Whose boards: everyone's published ones, the caller's own (every state), or those the caller liked and may see. */
  source: 'all' | 'my' | 'liked';
}

/**
 * The look board search: the ids of one page and the total (two statements at once, so the page
 * is read in its sort's index order and stops at its end), then the page shown. `my` and `liked` need a signed-in viewer (the route answers 401 before). `publication`
 * narrows the caller's own boards: published (approved) or drafts (not yet approved).
 */
export async function searchLookBoards(r: LookBoardReads, q: LookBoardSearch, viewer: Viewer): Promise<{ ids: number[]; total: number }> {
  const params: unknown[] = [];
  const add = (v: unknown, cast: string) => {
    params.push(v);
    return `$${params.length}${cast}`;
  };
  const where: string[] = [];
  switch (q.source) {
    case 'all':
      where.push(PUBLISHED_BOARD('b'));
      break;
    case 'my': {
      where.push(`b.owner_id = ${add(viewer.userId, '::int')} AND NOT b.deleted AND NOT b.taken_down`);
      if (q.publication === 'published') where.push(`b.status = 'approved'`);
      if (q.publication === 'drafts') where.push(`b.status <> 'approved'`);
      break;
    }
    case 'liked': {
      const user = add(viewer.userId, '::int');
      where.push(`EXISTS (SELECT 1 FROM look_board_likes l WHERE l.look_board_id = b.id AND l.user_id = ${user})`);
      where.push(visibleBoard('b', user, add(viewer.admin, '::boolean'), add(await answersFor(r.sql, viewer), '::int[]')));
      break;
    }
  }
  if (q.type !== 'all') where.push(`b.type = ${add(q.type, '::text')}`);
  if (q.styles?.length) where.push(`b.style_id = ANY(${add(q.styles, '::int[]')})`);
  if (q.roomTypes?.length) where.push(`b.room_type_id = ANY(${add(q.roomTypes, '::int[]')})`);
  if (q.itemClasses?.length) where.push(`b.item_class_id = ANY(${add(q.itemClasses, '::int[]')})`);
  if (q.inspirationImageId !== undefined) where.push(`b.inspiration_image_id = ${add(q.inspirationImageId, '::int')}`);
  const words = searchWords(q.search);
  if (words.length) {
    // Every word, stemmed, the last also as a prefix (as the catalog search); a stop word alone constrains nothing.
    const tsq = `to_tsquery('english', f_unaccent(${add(prefixTsQuery(words), '::text')}))`;
    where.push(`(numnode(${tsq}) = 0 OR b.search @@ ${tsq})`);
  }
  const filter = where.join(' AND ');
  const counted = [...params];
  const [page, total] = await Promise.all([
    q.limit === 0
      ? { rows: [] }
      : r.sql.query<{ id: number }>(`SELECT b.id FROM look_boards b WHERE ${filter} ORDER BY ${SORTS[q.sort]} OFFSET ${add(q.offset, '::int')} LIMIT ${add(q.limit, '::int')}`, params),
    r.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM look_boards b WHERE ${filter}`, counted),
  ]);
  return { ids: page.rows.map((x) => x.id), total: total.rows[0].n };
}

/** How many examples the curate page shows. */
export const EXAMPLE_COUNT = 6;

/**
 * A few published boards to show how it is done: the best of each template (1, 2 and 3 columns)
 * where there is one, the rest by the same "best first" order; answered best first. Each part
 * reads the head of the best-first index, never every published board.
 */
export async function lookBoardExamples(r: LookBoardReads, viewer: Viewer): Promise<LookBoardView[]> {
  const keys = 'b.id, b.rating, b.ratings_count, b.votes_count, b.likes_count';
  const best = (where: string, limit: string, pick: boolean) =>
    `(SELECT ${keys}, ${pick} AS pick FROM look_boards b WHERE ${PUBLISHED_BOARD('b')}${where} ORDER BY ${BEST_BOARDS_FIRST('b')} LIMIT ${limit})`;
  const { rows } = await r.sql.query<{ id: number }>(
    `WITH candidates AS (${LOOK_BOARD_COLUMNS.map((c) => best(` AND b.columns = ${c}`, '1', true)).join(' UNION ALL ')} UNION ALL ${best('', '$1', false)}),
     picked AS (
       SELECT * FROM (SELECT DISTINCT ON (b.id) * FROM candidates b ORDER BY b.id, b.pick DESC) b ORDER BY b.pick DESC, ${BEST_BOARDS_FIRST('b')} LIMIT $1
     )
     SELECT b.id FROM picked b ORDER BY ${BEST_BOARDS_FIRST('b')}`,
    [EXAMPLE_COUNT],
  );
  return lookBoardsByIds(
    r,
    rows.map((x) => x.id),
    viewer,
  );
}

/** Published boards made from an image, best first. */
export async function imageLookBoardIds(sql: Sql, imageId: number, offset: number, limit: number): Promise<number[]> {
  const { rows } = await sql.query<{ id: number }>(
    `SELECT b.id FROM look_boards b WHERE b.inspiration_image_id = $1 AND ${PUBLISHED_BOARD('b')} ORDER BY ${BEST_BOARDS_FIRST('b')} OFFSET $2 LIMIT $3`,
    [imageId, offset, limit],
  );
  return rows.map((x) => x.id);
}

/** Published boards holding a product, best first. */
export async function productLookBoardIds(sql: Sql, productId: number, offset: number, limit: number): Promise<number[]> {
  const { rows } = await sql.query<{ id: number }>(
    `SELECT b.id FROM look_boards b WHERE b.products @> ARRAY[$1::int] AND ${PUBLISHED_BOARD('b')} ORDER BY ${BEST_BOARDS_FIRST('b')} OFFSET $2 LIMIT $3`,
    [productId, offset, limit],
  );
  return rows.map((x) => x.id);
}

/** The published boards made from an image, best first; null when the viewer may not see the image. */
export async function lookBoardsOfImage(r: LookBoardReads, imageId: number, viewer: Viewer, page: { offset: number; limit: number }): Promise<LookBoardView[] | null> {
  if (!(await imageFeatures(r.sql, imageId, viewer))) return null;
  return lookBoardsByIds(r, await imageLookBoardIds(r.sql, imageId, page.offset, page.limit), viewer);
}

/** The published boards holding a product, best first; null when the viewer may not see the product. */
export async function lookBoardsOfProduct(r: LookBoardReads, productId: number, viewer: Viewer, page: { offset: number; limit: number }): Promise<LookBoardView[] | null> {
  if ((await visibleProductIds(r.sql, [productId], viewer)).length === 0) return null;
  return lookBoardsByIds(r, await productLookBoardIds(r.sql, productId, page.offset, page.limit), viewer);
}

/**
 * A product as a board the viewer may see shows it (its own, or a substitute in place of one that
 * went): the board (null when not seen) and the product (null when the board does not show it).
 */
export async function productOnLookBoard(r: LookBoardReads, productId: number, lookBoardId: number, viewer: Viewer): Promise<{ lookBoard: LookBoardView | null; product: ProductView | null }> {
  const lookBoard = await lookBoardById(r, lookBoardId, viewer);
  if (!lookBoard) return { lookBoard, product: null };
  const [product] = lookBoard.productsPreview.some((p) => p.id === productId) ? await productsByIds(r.sql, [productId], viewer, { anyApproval: true }) : [];
  return { lookBoard, product: product ?? null };
}

/**
 * The asked products that are on a board the viewer may see, in the order asked, as the board
 * shows them: one that went is replaced by the substitute offered for it (flagged
 * `substituteFor`), or left out. Null when the viewer may not see the board.
 */
export async function productsOnLookBoard(r: LookBoardReads, lookBoardId: number, productIds: readonly number[], viewer: Viewer): Promise<(ProductView & { substituteFor?: number })[] | null> {
  const board = await visibleLookBoard(r.sql, lookBoardId, viewer);
  if (!board) return null;
  const shown = await shownOnBoard(r.sql, lookBoardId, [...new Set(productIds.filter((p) => board.products.includes(p)))]);
  const views = new Map(
    (
      await productsByIds(
        r.sql,
        shown.map((s) => s.id),
        viewer,
        { anyApproval: true },
      )
    ).map((p) => [p.id, p]),
  );
  return presentShownProducts(shown, views);
}

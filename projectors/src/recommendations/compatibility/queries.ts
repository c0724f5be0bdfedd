import { roomItemClasses } from '@decorlook/domain/catalog/room-fit';
import { rankCandidates, scoreBoard, usualClasses, type BoardDraft, type CompatibilityModel, type ProductTraits } from '@decorlook/domain/recommendations/compatibility';
import type { CompatibilityInput, CompatibilityView } from '@decorlook/domain/recommendations/compatibility.routes';
import type { Sql } from '@decorlook/infra/db/sql';
import { meterOf, NO_METER, type CardRow } from './present';

/**
 * What the compatibility projector keeps: the latest model trained, and the traits of products,
 * of which only approved products still on the shelves (not removed, not taken down) are read.
 */

export interface TrainedModel {
  model: CompatibilityModel;
  boards: number;
  products: number;
  heldOutAccuracy: number | null;
  trainedAt: string;
}

/** The latest model and what it was trained on; null before any training. */
export async function currentTraining(sql: Sql): Promise<TrainedModel | null> {
  const { rows } = await sql.query<{ model: CompatibilityModel; boards: number; products: number; held_out_accuracy: number | null; trained_at: Date }>(
    `SELECT model, boards, products, held_out_accuracy, trained_at FROM compatibility_model WHERE id = 1`,
  );
  const r = rows[0];
  return r ? { model: r.model, boards: r.boards, products: r.products, heldOutAccuracy: r.held_out_accuracy, trainedAt: r.trained_at.toISOString() } : null;
}

/** The latest model; null before any training. */
export async function currentModel(sql: Sql): Promise<CompatibilityModel | null> {
  return (await currentTraining(sql))?.model ?? null;
}

interface TraitsRow {
  id: number;
  title: string;
  item_class_id: number;
  styles: number[];
  sub_styles: number[];
  colors: number[];
  materials: number[];
  shapes: number[];
  price: number;
  colour: number[];
}

const COLUMNS = 'id, title, item_class_id, styles, sub_styles, colors, materials, shapes, price, colour';
const VISIBLE = `status = 'approved' AND NOT removed AND NOT taken_down`;

const traitsFrom = (r: TraitsRow): ProductTraits => ({
  productId: r.id,
  itemClassId: r.item_class_id,
  styles: r.styles,
  subStyles: r.sub_styles,
  colors: r.colors,
  materials: r.materials,
  shapes: r.shapes,
  price: r.price,
  colour: r.colour,
  title: r.title,
});

/** The traits of the products asked for that are approved and visible, in the order asked (others left out). */
export async function traitsOf(sql: Sql, productIds: readonly number[]): Promise<ProductTraits[]> {
  if (productIds.length === 0) return [];
  const { rows } = await sql.query<TraitsRow>(`SELECT ${COLUMNS} FROM compatibility_products WHERE id = ANY($1::int[]) AND ${VISIBLE}`, [[...new Set(productIds)]]);
  const byId = new Map(rows.map((r) => [r.id, traitsFrom(r)]));
  return productIds.flatMap((id) => byId.get(id) ?? []);
}

/** The limit when none is given: the whole shelf of a large catalogue is not read at once. */
export const CANDIDATE_LIMIT = 2000;

/**
 * Approved, visible products that could join a board: of the item classes given (any when none),
 * priced within [priceMin, priceMax] cents, none of `exclude`; by id, at most `limit`.
 */
export async function candidateTraits(
  sql: Sql,
  options: { itemClassIds?: number[]; priceMin?: number; priceMax?: number; exclude?: number[]; limit?: number } = {},
): Promise<ProductTraits[]> {
  const { itemClassIds, priceMin, priceMax, exclude, limit = CANDIDATE_LIMIT } = options;
  const { rows } = await sql.query<TraitsRow>(
    `SELECT ${COLUMNS} FROM compatibility_products
     WHERE ${VISIBLE}
       AND ($1::int[] IS NULL OR item_class_id = ANY($1::int[]))
       AND ($2::int IS NULL OR price >= $2)
       AND ($3::int IS NULL OR price <= $3)
       AND NOT (id = ANY($4::int[]))
     ORDER BY id LIMIT $5`,
    [itemClassIds && itemClassIds.length > 0 ? itemClassIds : null, priceMin ?? null, priceMax ?? null, exclude ?? [], limit],
  );
  return rows.map(traitsFrom);
}

/**
 * The meter's answer for a board being filled: its score and reasons (domain scoreBoard), and the
 * approved product not on it that would raise the score most, looked for first among the pieces
 * the room's boards usually have (else the room's item classes) that the board lacks, then
 * among all. Products unknown, or no longer approved and visible, are left out; no model, or
 * fewer than two known products, gives no score and says why.
 */
export async function boardCompatibility(sql: Sql, input: CompatibilityInput): Promise<CompatibilityView> {
  const training = await currentTraining(sql);
  if (!training) return NO_METER;
  const { model, trainedAt } = training;
  const board: BoardDraft = { roomTypeId: input.roomTypeId, products: await traitsOf(sql, [...new Set(input.products)]) };
  const scored = board.products.length >= 2 ? scoreBoard(model, board) : null;
  const onBoard = board.products.map((p) => p.productId);
  const has = new Set(board.products.map((p) => p.itemClassId));
  const lacking = [usualClasses(model, board.roomTypeId), roomItemClasses(board.roomTypeId)].map((classes) => classes.filter((c) => !has.has(c))).find((classes) => classes.length > 0);
  let best = null;
  if (board.products.length > 0) {
    const raising = async (itemClassIds?: number[]) => rankCandidates(model, board, await candidateTraits(sql, { itemClassIds, exclude: [...onBoard, ...input.products] }), { limit: 1 }).find((r) => r.gain > 0) ?? null;
    best = (lacking ? await raising(lacking) : null) ?? (await raising());
  }
  return meterOf(scored, best ? { card: await cardRow(sql, best.product.productId), score: best.score } : null, trainedAt);
}

async function cardRow(sql: Sql, productId: number): Promise<CardRow> {
  const { rows } = await sql.query<CardRow>(`SELECT id, title, slug, item_class_id, price, media_user_id, media_hash FROM compatibility_products WHERE id = $1`, [productId]);
  return rows[0];
}

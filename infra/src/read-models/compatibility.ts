import type { CompatibilityModel, ProductTraits } from '@decorlook/domain/recommendations/compatibility';
import type { Sql } from '../db/sql';

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

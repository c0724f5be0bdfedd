import type { AlternativeCandidate } from '@decorlook/domain/recommendations/feedback.alternatives';
import type { Sql } from '../db/sql';
import type { Viewer } from './catalog';

/**
 * Keep or swap's reads: a product the viewer may see with what the taste reads of it (from the
 * catalog's `products` view), and the products a member kept.
 */
interface TraitRow {
  id: number;
  item_class_id: number;
  styles: number[];
  colors: number[];
  materials: number[];
  price: number;
}

const candidateOf = (r: TraitRow): AlternativeCandidate => ({
  id: r.id,
  traits: { itemClassId: r.item_class_id, styles: r.styles, colors: r.colors, materials: r.materials, price: r.price },
});
const COLUMNS = 'p.id, p.item_class_id, p.styles, p.colors, p.materials, p.price';
const LIVE = 'NOT p.removed AND NOT p.taken_down';

/** The product, when the viewer may see it (approved, or theirs, or they are an admin). */
export async function visibleProductTraits(sql: Sql, productId: number, viewer: Viewer): Promise<AlternativeCandidate | null> {
  const { rows } = await sql.query<TraitRow>(`SELECT ${COLUMNS} FROM products p WHERE p.id = $1 AND ${LIVE} AND (p.status = 'approved' OR p.owner_id = $2 OR $3)`, [
    productId,
    viewer.userId,
    viewer.admin,
  ]);
  return rows[0] ? candidateOf(rows[0]) : null;
}

/** The products a member kept lately (the taste projector's `taste_choices`), newest first. */
export async function keptProductIds(sql: Sql, userId: number, limit: number): Promise<number[]> {
  const { rows } = await sql.query<{ product_id: number }>(
    `SELECT product_id FROM taste_choices WHERE user_id = $1 AND verdict = 'kept' ORDER BY position DESC, product_id LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => r.product_id);
}

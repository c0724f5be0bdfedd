import type { AlternativeCandidate } from '@decorlook/domain/recommendations/feedback.alternatives';
import type { Sql } from '../db/sql';
import type { Viewer } from './catalog';

/**
 * Keep or swap's reads: a product the viewer may see with what the taste reads of it, and the
 * approved products of an item class that Swap may offer in its place (from the catalog's
 * `products` view).
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

/** Every approved product of the item class but the one swapped (a class holds at most a few thousand). */
export async function classCandidates(sql: Sql, itemClassId: number, exclude: number): Promise<AlternativeCandidate[]> {
  const { rows } = await sql.query<TraitRow>(`SELECT ${COLUMNS} FROM products p WHERE p.item_class_id = $1 AND p.id <> $2 AND p.status = 'approved' AND ${LIVE} ORDER BY p.id`, [
    itemClassId,
    exclude,
  ]);
  return rows.map(candidateOf);
}

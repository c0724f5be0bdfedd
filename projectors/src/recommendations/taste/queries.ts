import { NO_TASTE, type TasteProfile, type Verdict } from '@decorlook/domain/recommendations/taste';
import type { Sql } from '@decorlook/infra/db/sql';

/**
 * A member's taste, as the taste projector keeps it (`taste_profiles`): what their keeps and
 * swaps taught. A visitor, or a member without feedback, has none (NO_TASTE): best match and the
 * product stream are then exactly what they were.
 */
export async function tasteOf(sql: Sql, userId: number | null): Promise<TasteProfile> {
  if (userId === null) return NO_TASTE;
  const { rows } = await sql.query<{ choices: number; weights: TasteProfile['weights'] }>(`SELECT choices, weights FROM taste_profiles WHERE user_id = $1`, [userId]);
  return rows[0] ? { choices: rows[0].choices, weights: rows[0].weights } : NO_TASTE;
}

/** A member's latest verdict about a product (the taste projector's `taste_choices`), and for a swap the alternative taken. */
export interface ProductVerdict {
  productId: number;
  verdict: Verdict;
  chosenId: number | null;
}

/** The member's latest verdicts about these products, in the order asked; products they said nothing about are left out. */
export async function verdictsOf(sql: Sql, userId: number, productIds: readonly number[]): Promise<ProductVerdict[]> {
  if (productIds.length === 0) return [];
  const { rows } = await sql.query<{ product_id: number; verdict: Verdict; chosen_id: number | null }>(
    `SELECT c.product_id, c.verdict, c.chosen_id FROM unnest($2::int[]) WITH ORDINALITY AS asked(id, n)
     JOIN taste_choices c ON c.user_id = $1 AND c.product_id = asked.id ORDER BY asked.n`,
    [userId, productIds],
  );
  return rows.map((r) => ({ productId: r.product_id, verdict: r.verdict, chosenId: r.chosen_id }));
}

/** The products a member kept lately (`taste_choices`), newest first. */
export async function keptProductIds(sql: Sql, userId: number, limit: number): Promise<number[]> {
  const { rows } = await sql.query<{ product_id: number }>(
    `SELECT product_id FROM taste_choices WHERE user_id = $1 AND verdict = 'kept' ORDER BY position DESC, product_id LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => r.product_id);
}

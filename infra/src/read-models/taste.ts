import { NO_TASTE, type TasteProfile } from '@decorlook/domain/recommendations/taste';
import type { Sql } from '../db/sql';

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

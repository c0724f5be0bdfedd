import type { Sql } from '@decorlook/infra/db/sql';

/** The products of a board confirmed as the exact item in its picture (`exact_items`). */
export async function exactItemIdsOf(sql: Sql, lookBoardId: number): Promise<Set<number>> {
  const { rows } = await sql.query<{ product_id: number }>(`SELECT product_id FROM exact_items WHERE look_board_id = $1`, [lookBoardId]);
  return new Set(rows.map((r) => r.product_id));
}

import type { MixMatchView } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { LIVE_ITEM } from '../../catalog/visibility';
import { IMAGE_COLUMNS, previewOf } from '../boards/queries';
import { presentMixMatch, type MixMatchRow } from './present';

/**
 * Mix & Matches as their owner lists them, read from the view the Mix & Match projector keeps
 * (`mix_matches`) joined with the catalog's (`products`, `inspiration_images`), one statement per
 * page. Only their owner ever lists them: the query takes the owner, never a viewer.
 */

/** A person's Mix & Matches, newest first, of one image if asked. */
export async function mixMatchesOf(sql: Sql, userId: number, q: { offset: number; limit: number; inspirationImageId?: number }): Promise<MixMatchView[]> {
  const { rows } = await sql.query<MixMatchRow>(
    `SELECT m.id, m.inspiration_image_id, m.products, m.created_at, ${IMAGE_COLUMNS}, ${previewOf('m.products')} AS preview
     FROM mix_matches m
     LEFT JOIN inspiration_images i ON i.id = m.inspiration_image_id AND ${LIVE_ITEM('i')}
     WHERE m.user_id = $1 AND NOT m.deleted AND ($2::int IS NULL OR m.inspiration_image_id = $2)
     ORDER BY m.created_at DESC, m.id DESC OFFSET $3 LIMIT $4`,
    [userId, q.inspirationImageId ?? null, q.offset, q.limit],
  );
  return rows.map(presentMixMatch);
}

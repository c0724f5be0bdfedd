import type { MixMatchView } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { liveImageCards } from '../../catalog/images/queries';
import { liveProductCards } from '../../catalog/products/queries';
import { presentMixMatch, type MixMatchRow } from './present';

/**
 * Mix & Matches as their owner lists them, read from the view the Mix & Match projector keeps
 * (`mix_matches`), their image and product previews from the images and products read models'
 * queries (read now, so a product rejected since shows flagged and one removed is left out): one
 * statement for the page, one for its images, one for its products. Only their owner ever lists
 * them: the query takes the owner, never a viewer.
 */

/** A person's Mix & Matches, newest first, of one image if asked. */
export async function mixMatchesOf(sql: Sql, userId: number, q: { offset: number; limit: number; inspirationImageId?: number }): Promise<MixMatchView[]> {
  const { rows } = await sql.query<Pick<MixMatchRow, 'id' | 'inspiration_image_id' | 'products' | 'created_at'>>(
    `SELECT m.id, m.inspiration_image_id, m.products, m.created_at
     FROM mix_matches m
     WHERE m.user_id = $1 AND NOT m.deleted AND ($2::int IS NULL OR m.inspiration_image_id = $2)
     ORDER BY m.created_at DESC, m.id DESC OFFSET $3 LIMIT $4`,
    [userId, q.inspirationImageId ?? null, q.offset, q.limit],
  );
  const [images, products] = await Promise.all([liveImageCards(sql, rows.map((m) => m.inspiration_image_id)), liveProductCards(sql, rows.flatMap((m) => m.products))]);
  return rows.map((m) => {
    const i = images.get(m.inspiration_image_id);
    return presentMixMatch({
      ...m,
      image_id: i?.id ?? null,
      image_title: i?.title ?? null,
      image_slug: i?.slug ?? null,
      image_media_user_id: i?.media_user_id ?? null,
      image_media_hash: i?.media_hash ?? null,
      // The products still in the catalog, in the Mix & Match's order.
      preview: m.products.flatMap((id) => {
        const p = products.get(id);
        return p ? [{ id: p.id, title: p.title, slug: p.slug, userId: p.media_user_id, hash: p.media_hash, price: p.price, approval: p.status }] : [];
      }),
    });
  });
}

import type { moderationItemView } from '@decorlook/domain';
import type { z } from 'zod';
import type { Sql } from '@decorlook/infra/db/sql';
import { ownerColumnsOf } from '../../identity/users/queries';
import { ownerOf, type OwnerColumns, type OwnerFields } from '../../identity/users/present';

type ModerationItemView = z.infer<typeof moderationItemView>;

export type ModerationKind = 'all' | 'images' | 'products' | 'lookBoards';

interface ModerationRow extends OwnerColumns {
  kind: ModerationItemView['kind'];
  id: number;
  title: string;
  slug: string;
  media_user_id: number;
  media_hash: string;
  status: ModerationItemView['status'];
  created_at: Date;
}

/**
 * Images, products and look boards waiting for a decision, oldest first, read from the images,
 * products and look boards read models. A submitted board waits since its (latest) submission,
 * shows its inspiration image's picture, and reads as pending.
 */
export async function moderationQueue(sql: Sql, kind: ModerationKind, offset: number, limit: number): Promise<ModerationItemView[]> {
  const pending = (k: 'image' | 'product', t: string) =>
    `SELECT '${k}'::text AS kind, id, title, slug, media_user_id, media_hash, owner_id, status, created_at FROM ${t} WHERE status = 'pending' AND NOT removed AND NOT taken_down`;
  const boards = `SELECT 'lookBoard'::text AS kind, b.id, b.title, b.slug, i.media_user_id, i.media_hash, b.owner_id, 'pending'::text AS status, b.submitted_at AS created_at
    FROM look_boards b JOIN inspiration_images i ON i.id = b.inspiration_image_id WHERE b.status = 'submitted' AND NOT b.deleted AND NOT b.taken_down`;
  const wanted = (k: ModerationKind) => kind === 'all' || kind === k;
  const parts = [wanted('images') ? pending('image', 'inspiration_images') : null, wanted('products') ? pending('product', 'products') : null, wanted('lookBoards') ? boards : null].filter(Boolean);
  const { rows } = await sql.query<Omit<ModerationRow, OwnerFields>>(
    `SELECT q.* FROM (${parts.join(' UNION ALL ')}) q
     ORDER BY q.created_at, q.kind, q.id OFFSET $1 LIMIT $2`,
    [offset, limit],
  );
  const owner = await ownerColumnsOf(sql, rows.map((r) => r.owner_id));
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    slug: r.slug,
    media: { userId: r.media_user_id, hash: r.media_hash },
    owner: ownerOf({ ...r, ...owner(r.owner_id) }),
    status: r.status,
    createdAt: r.created_at.toISOString(),
  }));
}

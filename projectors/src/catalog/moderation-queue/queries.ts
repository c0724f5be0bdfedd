import type { moderationItemView } from '@decorlook/domain';
import type { z } from 'zod';
import type { Sql } from '@decorlook/infra/db/sql';
import { ownerColumnsOf } from '../../identity/users/queries';
import { submittedBoards } from '../../lookboards/boards/queries';
import { imageCardsOf, pendingImages } from '../images/queries';
import { pendingProducts } from '../products/queries';
import type { PendingItem } from '../visibility';
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
 * Images, products and look boards waiting for a decision, oldest first, from the images,
 * products and look boards read models' queries: each kind's head up to the page's end, merged
 * here (ties by kind, then id). A submitted board waits since its (latest) submission, shows its
 * inspiration image's picture, and reads as pending.
 */
export async function moderationQueue(sql: Sql, kind: ModerationKind, offset: number, limit: number): Promise<ModerationItemView[]> {
  const wanted = (k: ModerationKind) => kind === 'all' || kind === k;
  const end = offset + limit;
  const pending = (k: 'image' | 'product') => (p: PendingItem): Omit<ModerationRow, OwnerFields> => ({ kind: k, status: 'pending', ...p });
  const images = wanted('images') ? (await pendingImages(sql, end)).map(pending('image')) : [];
  const products = wanted('products') ? (await pendingProducts(sql, end)).map(pending('product')) : [];
  const submitted = wanted('lookBoards') ? await submittedBoards(sql, end) : [];
  const pictures = await imageCardsOf(sql, submitted.map((b) => b.inspiration_image_id));
  const boards = submitted.flatMap((b): Omit<ModerationRow, OwnerFields>[] => {
    const i = pictures.get(b.inspiration_image_id);
    return i ? [{ kind: 'lookBoard', id: b.id, title: b.title, slug: b.slug, media_user_id: i.media_user_id, media_hash: i.media_hash, owner_id: b.owner_id, status: 'pending', created_at: b.submitted_at }] : [];
  });
  const rows = [...images, ...products, ...boards]
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) || a.id - b.id)
    .slice(offset, end);
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

import { affiliateSiteOf, slugOf, type ProductEvent, type ProductView } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';
import { PRODUCT_FILTER_VIEW, PRODUCT_SEARCH_VIEW, productFilterIndexes, productFilterTable, productIndexIndexes, productIndexTable } from '@decorlook/infra/search/postgres-search-index';
import type { ProductDocument } from '@decorlook/infra/search/types';
import { productIndexWriter } from '../search-writer';

export const CATALOG_PRODUCTS_PROJECTOR = 'catalog-products';

/** A row of the `products` table as this projector keeps it: the one row type every read of products uses. */
export interface ProductRow {
  id: number;
  owner_id: number;
  media_id: number;
  media_user_id: number;
  media_hash: string;
  title: string;
  slug: string;
  description: string | null;
  price: number;
  brand: string | null;
  retailer_url: string | null;
  affiliate_site_id: number | null;
  item_class_id: number;
  styles: number[];
  sub_styles: number[];
  colors: number[];
  materials: number[];
  shapes: number[];
  countries: number[];
  dimensions: ProductView['dimensions'];
  color_groups: number[];
  palette: string[];
  features: number[];
  status: ProductView['approval'];
  rejection_reason: string | null;
  likes_count: number;
  ratings_count: number;
  ratings_sum: number;
  rating: number | null;
  created_at: Date;
  updated_at: Date;
  removed: boolean;
  taken_down: boolean;
  taken_down_at: Date | null;
  taken_down_by: number | null;
  taken_down_reason: string | null;
  /** bigint: pg returns it as its decimal string. */
  position: string;
}

export function productDocument(r: ProductRow, position: string): ProductDocument {
  return {
    id: r.id,
    ownerId: r.owner_id,
    title: r.title,
    description: r.description ?? '',
    brand: r.brand,
    price: r.price,
    itemClassId: r.item_class_id,
    styles: r.styles,
    subStyles: r.sub_styles,
    colors: r.colors,
    materials: r.materials,
    shapes: r.shapes,
    countries: r.countries,
    affiliate: r.affiliate_site_id !== null,
    features: r.features,
    status: r.status,
    likesCount: r.likes_count,
    rating: r.rating,
    ratingsCount: r.ratings_count,
    createdAt: r.created_at.toISOString(),
    position,
  };
}

/** The same average the command answers give (domain's ratingOf): two decimals, from the exact sum. */
export const averageOf = (sum: number, count: number): number | null => (count === 0 ? null : Math.round((sum / count) * 100) / 100);

/**
 * Products as the site shows them, their likes and ratings, and their search index. As with
 * images, every event of a product is in its own stream, so the row's position guards them all
 * and a redelivered event changes nothing. The rating is recomputed from the ratings table on
 * every rating, so it stays exact whatever order of changes led there.
 *
 * A product an admin took down keeps its row, flagged `taken_down` with who, when and why: it
 * leaves the search index (and its filter rows) in the same transaction and every read leaves it
 * out; a restore puts it back as it is then. Changes while it is down reach the row, not the index.
 */
export const catalogProductsProjector: Projector = {
  name: CATALOG_PRODUCTS_PROJECTOR,
  // 2: the search index's narrow filter table, and price ranges among the filter keys. 3: take-downs.
  version: 3,
  tables: {
    products: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      owner_id integer NOT NULL,
      media_id integer NOT NULL,
      media_user_id integer NOT NULL,
      media_hash text NOT NULL,
      title text NOT NULL,
      slug text NOT NULL,
      description text,
      price integer NOT NULL,
      brand text,
      retailer_url text,
      affiliate_site_id integer,
      item_class_id integer NOT NULL,
      styles integer[] NOT NULL DEFAULT '{}',
      sub_styles integer[] NOT NULL DEFAULT '{}',
      colors integer[] NOT NULL DEFAULT '{}',
      materials integer[] NOT NULL DEFAULT '{}',
      shapes integer[] NOT NULL DEFAULT '{}',
      countries integer[] NOT NULL DEFAULT '{}',
      dimensions jsonb,
      color_groups integer[] NOT NULL DEFAULT '{}',
      palette text[] NOT NULL DEFAULT '{}',
      features double precision[] NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'pending',
      rejection_reason text,
      likes_count integer NOT NULL DEFAULT 0,
      ratings_count integer NOT NULL DEFAULT 0,
      ratings_sum integer NOT NULL DEFAULT 0,
      rating double precision,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      removed boolean NOT NULL DEFAULT false,
      taken_down boolean NOT NULL DEFAULT false,
      taken_down_at timestamptz,
      taken_down_by integer,
      taken_down_reason text,
      position bigint NOT NULL)`,
    product_likes: (t) => `CREATE TABLE ${t} (
      product_id integer NOT NULL,
      user_id integer NOT NULL,
      liked_at timestamptz NOT NULL,
      PRIMARY KEY (product_id, user_id))`,
    product_ratings: (t) => `CREATE TABLE ${t} (
      product_id integer NOT NULL,
      user_id integer NOT NULL,
      rate smallint NOT NULL,
      rated_at timestamptz NOT NULL,
      PRIMARY KEY (product_id, user_id))`,
    [PRODUCT_SEARCH_VIEW]: productIndexTable,
    [PRODUCT_FILTER_VIEW]: productFilterTable,
  },
  indexes: (t) => [
    `CREATE INDEX ON ${t('products')} (owner_id)`,
    `CREATE INDEX ON ${t('products')} (created_at, id) WHERE status = 'pending' AND NOT removed AND NOT taken_down`,
    `CREATE INDEX ON ${t('products')} (taken_down_at, id) WHERE taken_down AND NOT removed`,
    `CREATE INDEX ON ${t('product_likes')} (user_id)`,
    ...productIndexIndexes(t(PRODUCT_SEARCH_VIEW)),
    ...productFilterIndexes(t(PRODUCT_FILTER_VIEW)),
  ],
  handles: ['ProductAdded', 'ProductRemoved', 'ProductApproved', 'ProductRejected', 'ProductLiked', 'ProductUnliked', 'ProductRated', 'ProductTakenDown', 'ProductRestored'],
  async apply(events, { sql, table }) {
    const products = table('products');
    const likes = table('product_likes');
    const ratings = table('product_ratings');
    const index = productIndexWriter(sql, table(PRODUCT_SEARCH_VIEW), table(PRODUCT_FILTER_VIEW));

    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as ProductEvent;
      const pos = String(raw.globalPosition);
      const at = raw.createdAt.toISOString();
      const id = e.data.productId;
      const change = async (sets: string, params: unknown[]): Promise<ProductRow | null> => {
        const { rows } = await sql.query<ProductRow>(
          `UPDATE ${products} SET ${sets ? `${sets}, ` : ''}position = $2, updated_at = $3 WHERE id = $1 AND position < $2 AND NOT removed RETURNING *`,
          [id, pos, at, ...params],
        );
        return rows[0] ?? null;
      };
      // A taken-down product stays out of the index whatever changes meanwhile.
      const reindex = async (row: ProductRow | null) => {
        if (row && !row.taken_down) await index.upsertProduct(productDocument(row, pos));
      };

      switch (e.type) {
        case 'ProductAdded': {
          const d = e.data;
          const { rows } = await sql.query<ProductRow>(
            `INSERT INTO ${products} (id, owner_id, media_id, media_user_id, media_hash, title, slug, description, price, brand, retailer_url, affiliate_site_id,
               item_class_id, styles, sub_styles, colors, materials, shapes, countries, dimensions, color_groups, palette, features, created_at, updated_at, position)
             VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26)
             ON CONFLICT (id) DO NOTHING RETURNING *`,
            [d.productId, d.ownerId, d.mediaId, d.media.userId, d.media.hash, d.title, slugOf(d.title), d.description, d.price, d.brand, d.retailerUrl,
              affiliateSiteOf(d.retailerUrl)?.id ?? null, d.itemClassId, d.styles, d.subStyles, d.colors, d.materials, d.shapes, d.countries,
              d.dimensions === null ? null : JSON.stringify(d.dimensions), d.colorGroups, d.palette, d.features, d.addedAt, at, pos],
          );
          await reindex(rows[0] ?? null);
          break;
        }
        case 'ProductApproved':
          await reindex(await change(`status = 'approved', rejection_reason = NULL`, []));
          break;
        case 'ProductRejected':
          await reindex(await change(`status = 'rejected', rejection_reason = $4`, [e.data.reason]));
          break;
        case 'ProductLiked':
        case 'ProductUnliked': {
          if (!(await change('', []))) break;
          if (e.type === 'ProductLiked') {
            await sql.query(`INSERT INTO ${likes} (product_id, user_id, liked_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [id, e.data.userId, e.data.likedAt]);
          } else {
            await sql.query(`DELETE FROM ${likes} WHERE product_id = $1 AND user_id = $2`, [id, e.data.userId]);
          }
          const { rows } = await sql.query<{ likes_count: number }>(
            `UPDATE ${products} SET likes_count = (SELECT count(*) FROM ${likes} WHERE product_id = $1) WHERE id = $1 RETURNING likes_count`,
            [id],
          );
          await index.setProductCounts(id, { likesCount: rows[0].likes_count }, pos);
          break;
        }
        case 'ProductRated': {
          if (!(await change('', []))) break;
          await sql.query(
            `INSERT INTO ${ratings} (product_id, user_id, rate, rated_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (product_id, user_id) DO UPDATE SET rate = EXCLUDED.rate, rated_at = EXCLUDED.rated_at`,
            [id, e.data.userId, e.data.rate, e.data.ratedAt],
          );
          const { rows } = await sql.query<{ n: number; total: number }>(`SELECT count(*)::int AS n, coalesce(sum(rate), 0)::int AS total FROM ${ratings} WHERE product_id = $1`, [id]);
          const { n, total } = rows[0];
          const rating = averageOf(total, n);
          await sql.query(`UPDATE ${products} SET ratings_count = $2, ratings_sum = $3, rating = $4 WHERE id = $1`, [id, n, total, rating]);
          await index.setProductCounts(id, { rating, ratingsCount: n }, pos);
          break;
        }
        case 'ProductTakenDown': {
          const d = e.data;
          if (await change('taken_down = true, taken_down_at = $4, taken_down_by = $5, taken_down_reason = $6', [d.takenDownAt, d.adminId, d.reason])) {
            await index.removeProduct(id, pos);
          }
          break;
        }
        case 'ProductRestored':
          await reindex(await change('taken_down = false, taken_down_at = NULL, taken_down_by = NULL, taken_down_reason = NULL', []));
          break;
        case 'ProductRemoved': {
          if (await change('removed = true', [])) await index.removeProduct(id, pos);
          break;
        }
      }
    }
  },
};

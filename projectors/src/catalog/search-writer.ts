import type { Sql } from '@decorlook/infra/db/sql';
import { PostgresSearchIndex } from '@decorlook/infra/search/postgres-search-index';

/**
 * The search index's Postgres writer on a projector's own transaction and physical table, so the
 * read model and its index commit together. Each catalog projector owns one index table; the
 * other side of the writer points at a name no table has, so a call meant for the other kind of
 * document fails loudly instead of writing somewhere unexpected.
 */
export function imageIndexWriter(sql: Sql, imageTable: string): PostgresSearchIndex {
  return new PostgresSearchIndex(sql, { images: imageTable, products: '"catalog_images_projector_has_no_product_index"' });
}

export function productIndexWriter(sql: Sql, productTable: string, filterTable: string): PostgresSearchIndex {
  return new PostgresSearchIndex(sql, { images: '"catalog_products_projector_has_no_image_index"', products: productTable, productFilters: filterTable });
}

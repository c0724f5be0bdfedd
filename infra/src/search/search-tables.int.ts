import type pg from 'pg';
import { ident } from '../db/sql';
import {
  IMAGE_SEARCH_VIEW,
  PRODUCT_FILTER_VIEW,
  PRODUCT_SEARCH_VIEW,
  imageIndexIndexes,
  imageIndexTable,
  productFilterIndexes,
  productFilterTable,
  productIndexIndexes,
  productIndexTable,
} from './postgres-search-index';

/** The physical tables the search specs write to, as a projector's first generation names them. */
export const SEARCH_TABLES = { images: ident('image_search_v1_g1'), products: ident('product_search_v1_g1'), productFilters: ident('product_filters_v1_g1') };

/** As the projection runner does: the versioned tables, their indexes, and the stable views the reader reads. */
export async function createSearchTables(pool: pg.Pool, tables = SEARCH_TABLES): Promise<void> {
  await pool.query(imageIndexTable(tables.images));
  await pool.query(productIndexTable(tables.products));
  await pool.query(productFilterTable(tables.productFilters));
  for (const ddl of [...imageIndexIndexes(tables.images), ...productIndexIndexes(tables.products), ...productFilterIndexes(tables.productFilters)]) await pool.query(ddl);
  await pool.query(`CREATE VIEW ${ident(IMAGE_SEARCH_VIEW)} AS SELECT * FROM ${tables.images}`);
  await pool.query(`CREATE VIEW ${ident(PRODUCT_SEARCH_VIEW)} AS SELECT * FROM ${tables.products}`);
  await pool.query(`CREATE VIEW ${ident(PRODUCT_FILTER_VIEW)} AS SELECT * FROM ${tables.productFilters}`);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { withTransaction } from '../db/pool';
import { searchIndexContract } from './contract';
import { SEARCH_TABLES, createSearchTables } from './search-tables.int';
import { PostgresSearchIndex, searchReader } from './postgres-search-index';
import { productSearchSql } from './postgres-query';

let db: TestDatabase;
const tables = SEARCH_TABLES;

beforeAll(async () => {
  db = await createTestDatabase();
  await createSearchTables(db.pool);
});
afterAll(() => db.drop());

searchIndexContract('Postgres', () => new PostgresSearchIndex(db.pool, tables));
// Without the narrow filter table every query reads the document table: the same answers.
searchIndexContract('Postgres, documents only', () => new PostgresSearchIndex(db.pool, { images: tables.images, products: tables.products }));

describe('Postgres search index: transactions and views', () => {
  const doc = { ownerId: 1, title: 'Linen armchair', description: '', brand: null, price: 30_000, itemClassId: 2, styles: [1], subStyles: [], colors: [4], materials: [7], shapes: [], countries: [], affiliate: false, features: [], status: 'approved' as const, likesCount: 0, rating: null, ratingsCount: 0, createdAt: '2026-02-01T00:00:00.000Z' };

  it('writes inside the caller transaction: a rolled-back batch leaves nothing, a committed one shows through the views', async () => {
    const reader = searchReader(db.pool);
    await reader.clear();
    await expect(
      withTransaction(db.pool, async (tx) => {
        await new PostgresSearchIndex(tx, tables).upsertProduct({ ...doc, id: 500, position: 1 });
        throw new Error('the batch fails');
      }),
    ).rejects.toThrow('the batch fails');
    expect((await reader.searchProducts({ text: 'linen', sort: 'newest', offset: 0, limit: 10 })).ids).toEqual([]);
    await withTransaction(db.pool, (tx) => new PostgresSearchIndex(tx, tables).upsertProduct({ ...doc, id: 501, position: 2 }));
    expect((await reader.searchProducts({ text: 'linen', sort: 'newest', offset: 0, limit: 10 })).ids).toEqual([501]);
  });

  it('writes many documents in one statement, the newest of an id winning', async () => {
    const index = new PostgresSearchIndex(db.pool, tables);
    await index.clear();
    await index.upsertProducts([
      { ...doc, id: 600, position: 5, title: 'Wool rug' },
      { ...doc, id: 600, position: 7, title: 'Jute rug' },
      { ...doc, id: 601, position: 6, title: 'Wool throw' },
    ]);
    const found = await index.searchProducts({ text: 'rug', sort: 'newest', offset: 0, limit: 10 });
    expect(found.ids).toEqual([600]);
    expect((await index.searchProducts({ text: 'jute', sort: 'newest', offset: 0, limit: 10 })).ids).toEqual([600]);
  });

  it('answers the filtered facet query from the filter table, every read an index condition on its keys', async () => {
    const q = productSearchSql(tables.productFilters, { styles: [1], colors: [1, 4], prices: [2, 3], sort: 'newest', offset: 0, limit: 20 }, undefined, true);
    await db.pool.query('SET enable_seqscan = off');
    try {
      const { rows } = await db.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.text}`, q.params);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      // The hits, then the rows failing the style, colour or price filter alone.
      expect(plan.match(/Bitmap Index Scan on product_filters_v1_g1_keys_idx/g)).toHaveLength(4);
      expect(plan).not.toMatch(/product_search_v1_g1/);
    } finally {
      await db.pool.query('RESET enable_seqscan');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { EVERYWHERE_KEY, countScope, facetFilters, scopeFacets, imageSearchSql, key, needsDocuments, prefixTsQuery, priceRangeOf, productSearchSql, readProductFacets, searchWords, selectedFacets, similarSql } from './postgres-query';
import { bestMatchTiers } from '@decorlook/domain/catalog/room-fit';
import { PRODUCT_VECTOR_LENGTH } from './vectors';

const page = { offset: 0, limit: 20 };
const squash = (sql: string) => sql.replace(/\s+/g, ' ');

describe('search words', () => {
  it('keeps letters and digits, folds accents and case, and caps the count', () => {
    expect(searchWords('  Bouclé ARMCHAIR, 2-seat! ')).toEqual(['boucle', 'armchair', '2', 'seat']);
    expect(searchWords("oak's & (coffee) | !table:*")).toEqual(['oak', 's', 'coffee', 'table']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(10);
  });

  it('takes the words whole and the last also as a prefix, so nothing typed reaches tsquery syntax', () => {
    expect(prefixTsQuery(['sofa', 'gre'])).toBe('sofa & gre:*');
    expect(prefixTsQuery(['coff'])).toBe('coff:*');
  });
});

describe('filter keys', () => {
  it('puts a price in the range holding its minimum, a boundary price in the higher range', () => {
    expect(priceRangeOf(9_999)?.id).toBe(1);
    expect(priceRangeOf(10_000)?.id).toBe(2);
    expect(priceRangeOf(10_000_000)?.id).toBe(6);
  });

  it('refuses ids outside what a dimension can hold', () => {
    expect(key(3, 19)).toBe(30_019);
    expect(() => key(3, 0)).toThrow();
    expect(() => key(3, 10_000)).toThrow();
    expect(() => key(3, 1.5)).toThrow();
  });
});

describe('facet exclusion', () => {
  it('counts each facet with every selected filter but its own', () => {
    const selected = selectedFacets({ styles: [1], materials: [], prices: [2], colors: [3], sort: 'newest', ...page });
    expect(selected).toEqual(['styles', 'colors', 'prices']);
    const f = facetFilters(selected);
    expect(f.styles).toEqual(['colors', 'prices']);
    expect(f.colors).toEqual(['styles', 'prices']);
    expect(f.prices).toEqual(['styles', 'colors']);
    expect(f.materials).toEqual(['styles', 'colors', 'prices']);
  });

  it('reads the hits once, and for each selected facet the rows every other filter lets through, unnesting only its own keys', () => {
    const { text, params } = productSearchSql('"p"', { materials: [1], prices: [2], sort: 'newest', ...page });
    const sql = squash(text);
    expect(params[1]).toEqual([50_001]);
    // Price ranges are keys of dimension 8.
    expect(params[2]).toEqual([80_002]);
    expect(sql).toContain('hits AS MATERIALIZED ( SELECT t.id, t.keys, t.created_at, t.likes_count, t.price FROM "p" t WHERE t.status = ANY($1::text[]) AND t.keys && $2::int[] AND t.keys && $3::int[] )');
    // The hits count the facets without a filter of their own.
    expect(sql).toContain('WHERE h.k / 10000 IN (1, 2, 3, 4, 6)');
    // Material keys (dimension 5) of the rows passing the price filter.
    expect(sql).toContain('SELECT unnest(t.keys[width_bucket(49999, t.keys) + 1 : width_bucket(59999, t.keys)]) AS k FROM "p" t WHERE t.status = ANY($1::text[]) AND t.keys && $3::int[]');
    // Price keys of the rows passing the material filter.
    expect(sql).toContain('width_bucket(79999, t.keys) + 1 : width_bucket(89999, t.keys)]) AS k FROM "p" t WHERE t.status = ANY($1::text[]) AND t.keys && $2::int[]');
    expect(sql).toContain('(SELECT count(*) FROM hits)::int AS total');
  });

  it('reads the hits alone when no facet filter is set, and every approved row by default', () => {
    const { text, params } = productSearchSql('"p"', { sort: 'newest', ...page });
    const sql = squash(text);
    expect(sql).toContain('FROM "p" t WHERE t.status = ANY($1::text[]) )');
    expect(sql).not.toContain('width_bucket');
    expect(params[0]).toEqual(['approved']);
  });

  it('matches nothing for a price range it does not know', () => {
    const { text } = productSearchSql('"p"', { prices: [99], sort: 'newest', ...page });
    expect(squash(text)).toContain('WHERE t.status = ANY($1::text[]) AND false )');
  });

  it('lets products without countries through any country filter', () => {
    const { params } = productSearchSql('"p"', { countries: [3], sort: 'newest', ...page });
    expect(params).toContainEqual([EVERYWHERE_KEY, 70_003]);
  });
});

describe('counts kept per scope', () => {
  it('keeps the facets counted with no filter: all of them, or the one selected facet', () => {
    expect(scopeFacets({ sort: 'newest', ...page })).toHaveLength(7);
    expect(scopeFacets({ materials: [1], sort: 'newest', ...page })).toEqual(['materials']);
    expect(scopeFacets({ materials: [1], prices: [2], sort: 'newest', ...page })).toEqual([]);
  });

  it('keys the scope by statuses, countries and affiliate, and keeps nothing for text, owner or ids', () => {
    expect(countScope({ sort: 'newest', ...page })).toBe(countScope({ statuses: ['approved'], sort: 'liked', ...page }));
    expect(countScope({ countries: [2, 1], sort: 'newest', ...page })).toBe(countScope({ countries: [1, 2], sort: 'newest', ...page }));
    expect(countScope({ affiliate: true, sort: 'newest', ...page })).not.toBe(countScope({ sort: 'newest', ...page }));
    expect(countScope({ text: 'oak', sort: 'newest', ...page })).toBeNull();
    expect(countScope({ ownerId: 3, sort: 'newest', ...page })).toBeNull();
    expect(countScope({ ids: [], sort: 'newest', ...page })).toBeNull();
  });

  it('leaves out what is known: with the selected facet known, only the hits are read', () => {
    const { text } = productSearchSql('"p"', { materials: [1], sort: 'newest', ...page }, { facets: ['materials'], total: false });
    const sql = squash(text);
    expect(sql).toContain('FROM "p" t WHERE t.status = ANY($1::text[]) AND t.keys && $2::int[] )');
    expect(sql).toContain('k / 10000 IN (1, 2, 3, 4, 6, 8)');
    expect(sql).not.toContain('width_bucket');
    const bare = productSearchSql('"p"', { sort: 'liked', ...page }, { facets: ['styles', 'subStyles', 'colors', 'itemClasses', 'materials', 'shapes', 'prices'], total: true });
    expect(bare.text).not.toContain('cand');
    expect(squash(bare.text)).toMatch(/^SELECT ARRAY\(SELECT t\.id FROM "p" t WHERE t\.status = ANY\(\$1::text\[\]\) ORDER BY t\.likes_count DESC, t\.id DESC/);
  });
});

describe('text, sorts and paging', () => {
  it('matches the words exactly first, falls back to title trigrams below a few hits, and ranks only when sorting by relevance', () => {
    const newest = imageSearchSql('"i"', { text: 'scandinavain room', sort: 'newest', ...page });
    const sql = squash(newest.text);
    expect(sql).toContain('SELECT count(*) < 10 AS on_ FROM (SELECT 1 FROM "i" g WHERE g.status = ANY($1::text[])');
    expect(sql).toContain("WHERE NOT (SELECT on_ FROM fuzzy) AND (numnode(to_tsquery('english', f_unaccent($2::text))) = 0 OR x.search @@ to_tsquery('english', f_unaccent($2::text)))");
    expect(sql).toContain("WHERE (SELECT on_ FROM fuzzy) AND (numnode(to_tsquery('english', f_unaccent($3::text || ':*'))) = 0 OR x.search @@ to_tsquery('english', f_unaccent($3::text || ':*')) OR $3::text <% x.title_norm)");
    expect(newest.params.slice(1, 4)).toEqual(['scandinavain & room:*', 'scandinavain', 'room']);
    expect(newest.text).not.toContain('ts_rank');
    const ranked = imageSearchSql('"i"', { text: 'scandinavain room', sort: 'relevance', ...page });
    expect(squash(ranked.text)).toMatch(/\(ts_rank\(.*CASE WHEN \(SELECT on_ FROM fuzzy\) THEN word_similarity\(.*\) ELSE 0 END\) AS rank FROM .* ORDER BY rank DESC, t\.id DESC/);
  });

  it('reads the filter table (approved products alone) without a status condition, and never for text', () => {
    const { text, params } = productSearchSql('"f"', { materials: [1], sort: 'newest', ...page }, undefined, true);
    expect(squash(text)).toContain('FROM "f" t WHERE t.keys && $1::int[] )');
    expect(text).not.toContain('status');
    expect(params[0]).toEqual([50_001]);
    expect(() => productSearchSql('"f"', { text: 'oak', sort: 'newest', ...page }, undefined, true)).toThrow();
  });

  it('answers text queries and other statuses from the document table, and the rest from the filter table', () => {
    expect(needsDocuments({ statuses: ['pending', 'approved'], sort: 'newest', ...page })).toBe(true);
    expect(needsDocuments({ statuses: ['approved'], sort: 'newest', ...page })).toBe(false);
    expect(needsDocuments({ text: 'oak', sort: 'newest', ...page })).toBe(true);
    expect(needsDocuments({ text: ' !! ', sort: 'newest', ...page })).toBe(false);
    expect(needsDocuments({ sort: 'bestMatch', matchStyles: [1], ...page })).toBe(true);
    expect(needsDocuments({ sort: 'bestMatch', ...page })).toBe(false);
    expect(needsDocuments({ materials: [1], sort: 'liked', ...page })).toBe(false);
  });

  it('orders images by each sort, ties by id, and pages with parameters', () => {
    const order = (sort: 'newest' | 'oldest' | 'highest' | 'liked' | 'relevance') => squash(imageSearchSql('"i"', { sort, ...page }).text).match(/ORDER BY (.*?) LIMIT/)![1];
    expect(order('highest')).toBe('t.request_count DESC, t.likes_count DESC, t.id DESC');
    expect(order('oldest')).toBe('t.created_at ASC, t.id ASC');
    expect(order('relevance')).toBe('t.created_at DESC, t.id DESC');
    const { params } = imageSearchSql('"i"', { sort: 'newest', offset: 40, limit: 20 });
    expect(params.slice(-2)).toEqual([20, 40]);
    expect(() => imageSearchSql('"i"', { sort: 'newest', offset: -1, limit: 20 })).toThrow();
  });

  it('filters images by type, owner and an id list', () => {
    const { text, params } = imageSearchSql('"i"', { type: 'makeOver', ownerId: 7, ids: [1, 2], styles: [3], sort: 'newest', ...page });
    expect(squash(text)).toContain('t.keys && $2::int[] AND t.type = $3::text AND t.owner_id = $4::int AND t.id = ANY($5::int[])');
    expect(params.slice(1, 5)).toEqual([[10_003], 'makeOver', 7, [1, 2]]);
  });

  it('orders bestMatch by distance to the image vector in the product layout', () => {
    const { text, params } = productSearchSql('"p"', { sort: 'bestMatch', matchFeatures: new Array(32).fill(1 / 32), matchStyles: [2], ...page });
    expect(squash(text)).toMatch(/ORDER BY \(cube\(t\.vec\) <-> cube\(\$\d+::float8\[\]\)\) \+ 0, t\.id ASC/);
    expect(params.find((v) => Array.isArray(v) && v.length === PRODUCT_VECTOR_LENGTH)).toBeDefined();
  });

  it('orders bestMatch by what the room needs first: the classes asked for, then the room type\'s', () => {
    const { text, params } = productSearchSql('"p"', { sort: 'bestMatch', matchStyles: [2], matchRoomType: 4, matchItemClasses: [25], ...page });
    expect(squash(text)).toMatch(/ORDER BY CASE WHEN t\.keys && (\$\d+)::int\[\] THEN 0 WHEN t\.keys && (\$\d+)::int\[\] THEN 1 ELSE 2 END, \(cube\(t\.vec\) <-> cube/);
    const [wanted, room] = bestMatchTiers({ roomTypeId: 4, wanted: [25] });
    expect(params).toContainEqual(wanted.map((id) => 40_000 + id));
    expect(params).toContainEqual(room.map((id) => 40_000 + id));
    expect(needsDocuments({ sort: 'bestMatch', matchRoomType: 4, ...page })).toBe(true);
    expect(needsDocuments({ sort: 'bestMatch', matchRoomType: 100, ...page })).toBe(false);
  });

  it('finds the nearest by the source vector, leaving the source out', () => {
    const { text, params } = similarSql('"i"', { id: 9, offset: 0, limit: 5 });
    expect(squash(text)).toContain('t.id <> $1::int ORDER BY cube(t.vec) <-> (SELECT cube(s.vec) FROM "i" s WHERE s.id = $1::int');
    expect(params).toEqual([9, ['approved'], 5, 0]);
  });
});

describe('facet answers', () => {
  it('turns key counts into facet lists by id, price ranges included, dropping zero counts', () => {
    const facets = readProductFacets({
      key_counts: [[10_002, 4], [10_001, '7'], [50_014, 1], [30_005, 0], [80_001, 0], [80_002, '3'], [80_006, 1], [70_001, 9]],
    });
    expect(facets).toEqual({
      styles: [{ id: 1, count: 7 }, { id: 2, count: 4 }],
      subStyles: [],
      colors: [],
      itemClasses: [],
      materials: [{ id: 14, count: 1 }],
      shapes: [],
      prices: [{ id: 2, count: 3 }, { id: 6, count: 1 }],
    });
  });
});

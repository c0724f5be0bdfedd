import { describe, expect, it } from 'vitest';
import { EVERYWHERE_KEY, countScope, facetFilters, scopeFacets, imageSearchSql, key, prefixTsQuery, productSearchSql, readProductFacets, searchWords, selectedFacets, similarSql } from './postgres-query';
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

  it('makes every word a prefix, so nothing typed reaches tsquery syntax', () => {
    expect(prefixTsQuery(['sofa', 'gre'])).toBe('sofa:* & gre:*');
  });
});

describe('filter keys', () => {
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

  it('reads the rows any facet needs once, flagged by filter, and counts a key where every other flag holds', () => {
    const { text, params } = productSearchSql('"p"', { materials: [1], prices: [2], sort: 'newest', ...page });
    const sql = squash(text);
    expect(sql).toContain('t.keys && $2::int[] AS m_materials');
    expect(params[1]).toEqual([50_001]);
    // A row is read when it fails at most one of the two filters.
    expect(sql).toContain('WHERE t.status = ANY($1::text[]) AND ((((t.price >= $3::int AND t.price < $4::int))) OR (t.keys && $2::int[])) )');
    expect(params.slice(2, 4)).toEqual([10_000, 25_000]);
    // Material keys (dimension 5) are counted where the price filter holds; other keys where both do.
    expect(sql).toContain('CASE k / 10000 WHEN 5 THEN m_prices ELSE m_materials AND m_prices END');
    // Price ranges are counted where the material filter holds.
    expect(sql).toMatch(/count\(\*\) FILTER \(WHERE m_materials AND \(price >= \$\d+::int AND price < \$\d+::int\)\)/);
    expect(sql).toContain('(SELECT count(*) FROM cand WHERE m_materials AND m_prices)::int AS total');
  });

  it('reads the hits alone when no facet filter is set, and every approved row by default', () => {
    const { text, params } = productSearchSql('"p"', { sort: 'newest', ...page });
    const sql = squash(text);
    expect(sql).toContain('FROM "p" t WHERE t.status = ANY($1::text[]) AND true');
    expect(sql).not.toContain('CASE');
    expect(params[0]).toEqual(['approved']);
  });

  it('matches nothing for a price range it does not know', () => {
    const { text } = productSearchSql('"p"', { prices: [99], sort: 'newest', ...page });
    expect(squash(text)).toContain('false AS m_prices');
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
    expect(sql).toContain('k / 10000 IN (1, 2, 3, 4, 6)');
    expect(sql).toContain('AS price_counts');
    const bare = productSearchSql('"p"', { sort: 'liked', ...page }, { facets: ['styles', 'subStyles', 'colors', 'itemClasses', 'materials', 'shapes', 'prices'], total: true });
    expect(bare.text).not.toContain('cand');
    expect(squash(bare.text)).toMatch(/^SELECT ARRAY\(SELECT t\.id FROM "p" t WHERE t\.status = ANY\(\$1::text\[\]\) ORDER BY t\.likes_count DESC, t\.id DESC/);
  });
});

describe('text, sorts and paging', () => {
  it('matches each word by stem prefix or title trigram, and ranks only when sorting by relevance', () => {
    const newest = imageSearchSql('"i"', { text: 'scandinavain room', sort: 'newest', ...page });
    expect(squash(newest.text)).toContain("t.search @@ to_tsquery('english', f_unaccent($1::text || ':*')) OR $1::text <% t.title_norm");
    expect(newest.params.slice(0, 2)).toEqual(['scandinavain', 'room']);
    expect(newest.text).not.toContain('ts_rank');
    const ranked = imageSearchSql('"i"', { text: 'scandinavain room', sort: 'relevance', ...page });
    expect(squash(ranked.text)).toMatch(/\(ts_rank\(.*word_similarity\(.*\)\) AS rank FROM .* ORDER BY rank DESC, t\.id DESC/);
    expect(ranked.params).toContain('scandinavain:* & room:*');
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

  it('finds the nearest by the source vector, leaving the source out', () => {
    const { text, params } = similarSql('"i"', { id: 9, offset: 0, limit: 5 });
    expect(squash(text)).toContain('t.id <> $1::int ORDER BY cube(t.vec) <-> (SELECT cube(s.vec) FROM "i" s WHERE s.id = $1::int');
    expect(params).toEqual([9, ['approved'], 5, 0]);
  });
});

describe('facet answers', () => {
  it('turns keys and price counts into facet lists by id, dropping zero counts', () => {
    const facets = readProductFacets({
      key_counts: [[10_002, 4], [10_001, '7'], [50_014, 1], [30_005, 0]],
      price_counts: [1, 0, 2, '3', 6, 1],
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

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rankBestMatches } from '@decorlook/domain/catalog/room-fit';
import { learnTaste, NO_TASTE, rankWithTaste, type TasteChoice } from '@decorlook/domain/recommendations/taste';
import type { ImageDocument, ImageQuery, ProductDocument, ProductQuery, SearchIndex } from './types';
import { productMatchQueryVector, productVector } from './vectors';

/**
 * The behaviour every SearchIndex adapter must show, on a small catalogue whose answers are
 * counted by hand below. An adapter's spec file calls this with a factory for an index it may
 * clear at will. Nothing here knows which engine answers: only the port is used.
 */

/** A colour histogram with the given bins filled (the rest zero). */
function histogram(bins: Record<number, number>): number[] {
  const h = new Array(32).fill(0);
  for (const [bin, share] of Object.entries(bins)) h[Number(bin)] = share;
  return h;
}
const WARM = histogram({ 0: 0.5, 5: 0.3, 30: 0.2 });
const WARM_TWIN = histogram({ 0: 0.48, 5: 0.32, 30: 0.2 });
const GREEN = histogram({ 10: 0.6, 12: 0.4 });
const BLUE = histogram({ 16: 0.7, 18: 0.3 });
const GREY = histogram({ 26: 1 });

const day = (d: number) => new Date(Date.UTC(2026, 0, d, 10)).toISOString();

function image(id: number, fields: Partial<ImageDocument>): ImageDocument {
  return {
    id,
    ownerId: 10,
    title: `Image ${id}`,
    description: '',
    styles: [],
    subStyles: [],
    roomTypeId: null,
    type: 'room',
    colorGroups: [],
    features: [],
    status: 'approved',
    likesCount: 0,
    requestCount: 0,
    createdAt: day(id),
    position: 100 + id,
    ...fields,
  };
}

function product(id: number, fields: Partial<ProductDocument>): ProductDocument {
  return {
    id,
    ownerId: 10,
    title: `Product ${id}`,
    description: '',
    brand: null,
    price: 1_000,
    itemClassId: 3,
    styles: [],
    subStyles: [],
    colors: [],
    materials: [],
    shapes: [],
    countries: [],
    affiliate: false,
    features: [],
    status: 'approved',
    likesCount: 0,
    rating: null,
    ratingsCount: 0,
    createdAt: day(id),
    position: 200 + id,
    ...fields,
  };
}

// Styles 1 Scandinavian, 2 Mid-Century Modern, 3 Bohemian, 4 Industrial; rooms 1 living, 2 bed,
// 3 dining, 4 kitchen; colours 1 white, 2 black, 3 grey, 5 brown.
export const IMAGES: ImageDocument[] = [
  image(1, { title: 'Scandinavian living room', description: 'Light oak floors and white walls', styles: [1], subStyles: [1], roomTypeId: 1, colorGroups: [1, 5], features: WARM, likesCount: 10, requestCount: 2 }),
  image(2, { title: 'Bohemian bedroom', description: 'Layered textiles and plants', styles: [3], subStyles: [7], roomTypeId: 2, colorGroups: [5], features: GREEN, likesCount: 3, requestCount: 5 }),
  image(3, { title: 'Café corner', description: 'A small reading nook by the window', styles: [2], subStyles: [4], roomTypeId: 1, type: 'single', colorGroups: [2], features: BLUE, likesCount: 3, requestCount: 5 }),
  image(4, { ownerId: 20, title: 'Industrial kitchen makeover', description: 'Before and after', styles: [4], subStyles: [10], roomTypeId: 4, type: 'makeOver', colorGroups: [2, 3], features: GREY }),
  image(5, { title: 'Scandinavian bedroom', description: 'Waiting for review', styles: [1], roomTypeId: 2, colorGroups: [1], features: GREEN, status: 'pending' }),
  // The colour twin of image 1 in another style and room; image 7 shares its style and room but not its colours.
  image(6, { title: 'Nordic lounge', description: 'Soft light', styles: [2], roomTypeId: 3, colorGroups: [1], features: WARM_TWIN, likesCount: 1 }),
  image(7, { title: 'Scandinavian den', description: 'Cosy corner', styles: [1], subStyles: [1], roomTypeId: 1, colorGroups: [2], features: GREY, requestCount: 1 }),
];

// Materials 1 oak, 2 walnut, 4 rattan; item classes 1 sofa, 3 coffee table, 14 floor lamp;
// shapes 1 rectangular, 3 round; price ranges 1 < $100, 2 $100-250, 3 $250-500, 5 $1,000-2,500, 6 $2,500+.
export const PRODUCTS: ProductDocument[] = [
  product(1, { title: 'Oak coffee table', description: 'Solid wood top', styles: [1], colors: [1, 5], materials: [1], shapes: [1], itemClassId: 3, price: 19_900, likesCount: 5, features: WARM }),
  product(2, { ownerId: 20, title: 'Walnut coffee table', description: 'Round and low', brand: 'Nordhus', styles: [2], colors: [5], materials: [2], shapes: [3], itemClassId: 3, price: 45_000, countries: [1], affiliate: true, likesCount: 12, features: BLUE }),
  product(3, { title: 'Rattan floor lamp', description: 'Woven shade', styles: [3], colors: [1], materials: [4], shapes: [3], itemClassId: 14, price: 8_900, likesCount: 30, features: GREEN }),
  product(4, { title: 'Scandinavian oak sofa', description: 'Three seats', styles: [1, 2], colors: [1, 2], materials: [1], shapes: [1], itemClassId: 1, price: 250_000, countries: [2], affiliate: true, likesCount: 1, features: GREY }),
  product(5, { title: 'Black velvet sofa', description: 'Deep seat on oak legs', styles: [2], colors: [2], materials: [], shapes: [1], itemClassId: 1, price: 120_000, likesCount: 8, features: GREY }),
  // Exactly $100: the lower bound of range 2, not in range 1. Its colours are product 1's twin.
  product(6, { title: 'Oak floor lamp', description: 'Linen shade', styles: [1], colors: [5], materials: [1], shapes: [3], itemClassId: 14, price: 10_000, features: WARM_TWIN }),
  product(7, { title: 'Oak side table', description: 'Waiting for review', styles: [1], colors: [1], materials: [1], shapes: [1], itemClassId: 4, price: 15_000, status: 'pending' }),
  product(8, { title: 'Rattan armchair', description: 'Refused', styles: [3], colors: [5], materials: [4], shapes: [3], itemClassId: 2, price: 30_000, status: 'rejected' }),
];

const NO_FACETS = { styles: [], subStyles: [], colors: [], itemClasses: [], materials: [], shapes: [], prices: [] };

export function searchIndexContract(name: string, makeIndex: () => SearchIndex | Promise<SearchIndex>) {
  describe(`${name}: the search index contract`, () => {
    let index: SearchIndex;
    const images = (q: Partial<ImageQuery>) => index.searchImages({ sort: 'newest', offset: 0, limit: 50, ...q });
    const products = (q: Partial<ProductQuery>) => index.searchProducts({ sort: 'newest', offset: 0, limit: 50, ...q });
    const imageIds = async (q: Partial<ImageQuery>) => (await images(q)).ids;
    const productIds = async (q: Partial<ProductQuery>) => (await products(q)).ids;
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

    async function load() {
      for (const d of IMAGES) await index.upsertImage(d);
      for (const d of PRODUCTS) await index.upsertProduct(d);
    }

    beforeAll(async () => {
      index = await makeIndex();
    });
    beforeEach(async () => {
      await index.clear();
      await load();
    });

    describe('text', () => {
      it('finds words of the title and the description, stemmed and by prefix while typing', async () => {
        expect(sorted(await productIds({ text: 'oak' }))).toEqual([1, 4, 5, 6]);
        expect(sorted(await productIds({ text: 'coff' }))).toEqual([1, 2]);
        expect(sorted(await productIds({ text: 'tables' }))).toEqual([1, 2]);
        expect(await imageIds({ text: 'read' })).toEqual([3]);
        expect(sorted(await productIds({ text: 'nordhus' }))).toEqual([2]);
      });

      it('ranks a title match above a description match', async () => {
        const { ids } = await products({ text: 'oak', sort: 'relevance' });
        expect(ids).toHaveLength(4);
        expect(ids.at(-1)).toBe(5);
      });

      it('tolerates a typo in a title word and folds accents', async () => {
        expect(sorted(await imageIds({ text: 'scandinavain' }))).toEqual([1, 7]);
        expect(sorted(await productIds({ text: 'scandinavain' }))).toEqual([4]);
        expect(await imageIds({ text: 'cafe' })).toEqual([3]);
        expect(await imageIds({ text: 'CAFÉ corner' })).toEqual([3]);
      });

      it('finds nothing for words nowhere in the catalogue, and treats punctuation as spaces', async () => {
        expect(await images({ text: 'zzzqqq' })).toEqual({ ids: [], total: 0 });
        expect(sorted(await productIds({ text: "oak's & (coffee) | !table:*" }))).toEqual([1]);
      });
    });

    describe('image filters', () => {
      it('matches any value within a filter and every filter together', async () => {
        expect(sorted(await imageIds({ styles: [1] }))).toEqual([1, 7]);
        expect(sorted(await imageIds({ styles: [1, 2] }))).toEqual([1, 3, 6, 7]);
        expect(sorted(await imageIds({ styles: [1, 2], roomTypes: [1] }))).toEqual([1, 3, 7]);
        expect(sorted(await imageIds({ roomTypes: [1, 2], colorGroups: [5] }))).toEqual([1, 2]);
        expect(sorted(await imageIds({ subStyles: [1] }))).toEqual([1, 7]);
        expect(await imageIds({ type: 'single' })).toEqual([3]);
        expect(await imageIds({ ownerId: 20 })).toEqual([4]);
        expect(sorted(await imageIds({ ids: [1, 4, 5] }))).toEqual([1, 4]);
        expect(await imageIds({ ids: [] })).toEqual([]);
      });

      it('shows approved images unless other statuses are asked for', async () => {
        expect((await images({})).total).toBe(6);
        expect(await imageIds({ statuses: ['pending'] })).toEqual([5]);
        expect((await images({ statuses: ['approved', 'pending'] })).total).toBe(7);
        expect(sorted(await imageIds({ text: 'scandinavian', statuses: ['approved', 'pending'] }))).toEqual([1, 5, 7]);
      });
    });

    describe('image sorts and paging', () => {
      it('orders by each sort, ties broken by id', async () => {
        expect(await imageIds({ sort: 'newest' })).toEqual([7, 6, 4, 3, 2, 1]);
        expect(await imageIds({ sort: 'oldest' })).toEqual([1, 2, 3, 4, 6, 7]);
        expect(await imageIds({ sort: 'highest' })).toEqual([3, 2, 1, 7, 6, 4]);
        expect(await imageIds({ sort: 'liked' })).toEqual([1, 3, 2, 6, 7, 4]);
        expect(await imageIds({ sort: 'relevance' })).toEqual([7, 6, 4, 3, 2, 1]);
        expect((await imageIds({ sort: 'relevance', text: 'scandinavian living' }))[0]).toBe(1);
      });

      it('pages through the same order and counts every hit', async () => {
        expect(await images({ sort: 'oldest', offset: 2, limit: 2 })).toEqual({ ids: [3, 4], total: 6 });
        expect(await images({ sort: 'oldest', offset: 10, limit: 2 })).toEqual({ ids: [], total: 6 });
        expect(await images({ sort: 'oldest', offset: 0, limit: 0 })).toEqual({ ids: [], total: 6 });
      });
    });

    describe('product filters and facets', () => {
      it('counts every facet over all approved products when nothing is selected', async () => {
        const page = await products({});
        expect(page.total).toBe(6);
        expect(page.facets).toEqual({
          styles: [{ id: 1, count: 3 }, { id: 2, count: 3 }, { id: 3, count: 1 }],
          subStyles: [],
          colors: [{ id: 1, count: 3 }, { id: 2, count: 2 }, { id: 5, count: 3 }],
          itemClasses: [{ id: 1, count: 2 }, { id: 3, count: 2 }, { id: 14, count: 2 }],
          materials: [{ id: 1, count: 3 }, { id: 2, count: 1 }, { id: 4, count: 1 }],
          shapes: [{ id: 1, count: 3 }, { id: 3, count: 3 }],
          prices: [{ id: 1, count: 1 }, { id: 2, count: 2 }, { id: 3, count: 1 }, { id: 5, count: 1 }, { id: 6, count: 1 }],
        });
      });

      it('keeps the other values of a selected facet counted (multi-select), and narrows the rest', async () => {
        const page = await products({ materials: [1] });
        expect(sorted(page.ids)).toEqual([1, 4, 6]);
        expect(page.total).toBe(3);
        expect(page.facets).toEqual({
          styles: [{ id: 1, count: 3 }, { id: 2, count: 1 }],
          subStyles: [],
          colors: [{ id: 1, count: 2 }, { id: 2, count: 1 }, { id: 5, count: 2 }],
          itemClasses: [{ id: 1, count: 1 }, { id: 3, count: 1 }, { id: 14, count: 1 }],
          materials: [{ id: 1, count: 3 }, { id: 2, count: 1 }, { id: 4, count: 1 }],
          shapes: [{ id: 1, count: 2 }, { id: 3, count: 1 }],
          prices: [{ id: 2, count: 2 }, { id: 6, count: 1 }],
        });
      });

      it('counts each selected facet with the other selected filters applied', async () => {
        const page = await products({ materials: [1], prices: [2] });
        expect(sorted(page.ids)).toEqual([1, 6]);
        expect(page.facets.materials).toEqual([{ id: 1, count: 2 }]);
        expect(page.facets.prices).toEqual([{ id: 2, count: 2 }, { id: 6, count: 1 }]);
        expect(page.facets.styles).toEqual([{ id: 1, count: 2 }]);
        expect(page.facets.colors).toEqual([{ id: 1, count: 1 }, { id: 5, count: 2 }]);

        const three = await products({ materials: [1, 2], prices: [2, 3], colors: [5] });
        expect(sorted(three.ids)).toEqual([1, 2, 6]);
        expect(three.facets.materials).toEqual([{ id: 1, count: 2 }, { id: 2, count: 1 }]);
        expect(three.facets.prices).toEqual([{ id: 2, count: 2 }, { id: 3, count: 1 }]);
        expect(three.facets.colors).toEqual([{ id: 1, count: 1 }, { id: 5, count: 3 }]);
        expect(three.facets.itemClasses).toEqual([{ id: 3, count: 2 }, { id: 14, count: 1 }]);
      });

      it('applies text, status, country, affiliate and owner filters to every facet', async () => {
        const page = await products({ text: 'lamp', materials: [1] });
        expect(page.ids).toEqual([6]);
        expect(page.facets.materials).toEqual([{ id: 1, count: 1 }, { id: 4, count: 1 }]);
        expect((await products({ statuses: ['pending', 'rejected'] })).facets.materials).toEqual([{ id: 1, count: 1 }, { id: 4, count: 1 }]);
        // Products listing no country ship everywhere.
        expect(sorted(await productIds({ countries: [1] }))).toEqual([1, 2, 3, 5, 6]);
        expect(sorted(await productIds({ countries: [2, 9] }))).toEqual([1, 3, 4, 5, 6]);
        expect(sorted(await productIds({ affiliate: true }))).toEqual([2, 4]);
        expect(sorted(await productIds({ affiliate: false }))).toEqual([1, 3, 5, 6]);
        const owned = await products({ ownerId: 20 });
        expect(owned.ids).toEqual([2]);
        expect(owned.facets.styles).toEqual([{ id: 2, count: 1 }]);
        expect(sorted(await productIds({ ids: [2, 3, 7] }))).toEqual([2, 3]);
      });

      it('selects the union of price ranges, a boundary price in the higher range', async () => {
        expect(sorted(await productIds({ prices: [1, 6] }))).toEqual([3, 4]);
        expect(sorted(await productIds({ prices: [2] }))).toEqual([1, 6]);
        expect(sorted(await productIds({ prices: [1] }))).toEqual([3]);
        expect(await products({ prices: [999] })).toEqual({ ids: [], total: 0, facets: { ...NO_FACETS, prices: [{ id: 1, count: 1 }, { id: 2, count: 2 }, { id: 3, count: 1 }, { id: 5, count: 1 }, { id: 6, count: 1 }] } });
      });
    });

    describe('product sorts and paging', () => {
      it('orders by each sort', async () => {
        expect(await productIds({ sort: 'newest' })).toEqual([6, 5, 4, 3, 2, 1]);
        expect(await productIds({ sort: 'liked' })).toEqual([3, 2, 5, 1, 4, 6]);
        expect(await productIds({ sort: 'priceAsc' })).toEqual([3, 6, 1, 2, 5, 4]);
        expect(await productIds({ sort: 'priceDesc' })).toEqual([4, 5, 2, 1, 6, 3]);
        expect(await productIds({ sort: 'relevance' })).toEqual([6, 5, 4, 3, 2, 1]);
        expect(await productIds({ sort: 'bestMatch' })).toEqual([6, 5, 4, 3, 2, 1]);
      });

      it('puts the products whose colours and styles match the image first for bestMatch', async () => {
        expect((await productIds({ sort: 'bestMatch', matchFeatures: GREEN, matchStyles: [3] }))[0]).toBe(3);
        const warm = await productIds({ sort: 'bestMatch', matchFeatures: WARM, matchStyles: [1] });
        expect(sorted(warm.slice(0, 2))).toEqual([1, 6]);
        expect(await productIds({ sort: 'bestMatch', matchFeatures: BLUE, matchStyles: [2], materials: [2, 4] })).toEqual([2, 3]);
      });

      it('puts the item classes the room needs first for bestMatch, then what is alike, as the domain rule orders them', async () => {
        // Home Office (6) takes floor lamps (14), not sofas or coffee tables.
        const office = await productIds({ sort: 'bestMatch', matchFeatures: WARM, matchStyles: [1], matchRoomType: 6 });
        expect(office.slice(0, 2)).toEqual([6, 3]);
        // A request asking for sofas (1) gets them before the room's floor lamps.
        const asked = await productIds({ sort: 'bestMatch', matchFeatures: WARM, matchStyles: [1], matchRoomType: 6, matchItemClasses: [1] });
        expect(sorted(asked.slice(0, 2))).toEqual([4, 5]);
        expect(asked.slice(2, 4)).toEqual([6, 3]);
        // The same order as the domain's rule over each product's colour and style distance.
        const query = productMatchQueryVector(WARM, [1]);
        const distance = (doc: ProductDocument) => Math.hypot(...productVector(doc).map((x, i) => x - query[i]));
        const approved = PRODUCTS.filter((p) => p.status === 'approved').map((p) => ({ id: p.id, itemClassId: p.itemClassId, distance: distance(p) }));
        expect(asked).toEqual(rankBestMatches(approved, { roomTypeId: 6, wanted: [1] }).map((c) => c.id));
        // Without colours or styles the room still comes first, newest within it.
        expect(await productIds({ sort: 'bestMatch', matchRoomType: 6 })).toEqual([6, 3, 5, 4, 2, 1]);
      });

      it("adjusts best match by the caller's taste within the room tiers, as the domain rule orders them, and not at all without one", async () => {
        const query = productMatchQueryVector(WARM, [1]);
        const distance = (doc: ProductDocument) => Math.hypot(...productVector(doc).map((x, i) => x - query[i]));
        const approved = PRODUCTS.filter((p) => p.status === 'approved');
        const candidates = (withDistance: boolean) =>
          approved.map((p) => ({ id: p.id, traits: p, distance: withDistance ? distance(p) : null, createdAt: p.createdAt }));
        // Kept the black velvet sofa and the walnut table; swapped the oak coffee table.
        const choice = (id: number, verdict: TasteChoice['verdict']): TasteChoice => ({ productId: id, verdict, traits: PRODUCTS.find((p) => p.id === id)! });
        const taste = learnTaste([choice(5, 'kept'), choice(2, 'kept'), choice(1, 'swapped')]);
        const plain = await productIds({ sort: 'bestMatch', matchFeatures: WARM, matchStyles: [1], matchRoomType: 1 });
        expect(await productIds({ sort: 'bestMatch', matchFeatures: WARM, matchStyles: [1], matchRoomType: 1, taste: NO_TASTE })).toEqual(plain);
        const tasted = await productIds({ sort: 'bestMatch', matchFeatures: WARM, matchStyles: [1], matchRoomType: 1, taste });
        expect(tasted).not.toEqual(plain);
        expect(tasted).toEqual(rankWithTaste(candidates(true), { roomTypeId: 1 }, taste).map((c) => c.id));
        expect(tasted.indexOf(1)).toBeGreaterThan(plain.indexOf(1));
        // Without a picture: the taste, then the newest.
        const flat = await productIds({ sort: 'bestMatch', taste });
        expect(flat).toEqual(rankWithTaste(candidates(false), {}, taste).map((c) => c.id));
        expect(flat.slice(0, 2)).toEqual([5, 2]);
        expect(await productIds({ sort: 'bestMatch', taste: NO_TASTE })).toEqual([6, 5, 4, 3, 2, 1]);
      });

      it('pages through the same order and counts every hit', async () => {
        expect(await productIds({ sort: 'priceAsc', offset: 2, limit: 2 })).toEqual([1, 2]);
        const beyond = await products({ sort: 'priceAsc', offset: 10, limit: 2 });
        expect(beyond.ids).toEqual([]);
        expect(beyond.total).toBe(6);
      });
    });

    describe('writes', () => {
      it('leaves the same answers when the same documents are written again', async () => {
        const before = [await images({ sort: 'highest' }), await products({ materials: [1] })];
        await load();
        expect([await images({ sort: 'highest' }), await products({ materials: [1] })]).toEqual(before);
      });

      it('answers the same after bulk writes as after one-by-one writes, the newest of an id winning', async () => {
        const before = [await images({ sort: 'liked' }), await products({ materials: [1] }), await products({ text: 'oak', sort: 'relevance' })];
        await index.clear();
        await index.upsertImages([...IMAGES].reverse());
        await index.upsertProducts([{ ...PRODUCTS[0], title: 'Old title', position: 1 }, ...PRODUCTS]);
        expect([await images({ sort: 'liked' }), await products({ materials: [1] }), await products({ text: 'oak', sort: 'relevance' })]).toEqual(before);
        await index.upsertImages([]);
      });

      it('ignores a document older than the one it holds, and takes a newer one', async () => {
        await index.upsertProduct({ ...PRODUCTS[0], title: 'Marble plinth', position: 150 });
        expect(await productIds({ text: 'marble' })).toEqual([]);
        expect(await productIds({ text: 'oak coffee' })).toEqual([1]);
        await index.upsertProduct({ ...PRODUCTS[0], title: 'Marble plinth', materials: [14], position: 900 });
        expect(await productIds({ text: 'marble' })).toEqual([1]);
        expect(await productIds({ materials: [14] })).toEqual([1]);
        await index.upsertImage({ ...IMAGES[0], status: 'rejected', position: 50 });
        expect(await imageIds({ ids: [1] })).toEqual([1]);
      });

      it('moves counts alone, and never back to an older value', async () => {
        await index.setProductCounts(6, { likesCount: 100 }, 900);
        expect((await productIds({ sort: 'liked' }))[0]).toBe(6);
        await index.setProductCounts(6, { likesCount: 0 }, 800);
        expect((await productIds({ sort: 'liked' }))[0]).toBe(6);
        // The document written before the count change does not undo it either.
        await index.upsertProduct({ ...PRODUCTS[5], likesCount: 0, position: 850 });
        expect((await productIds({ sort: 'liked' }))[0]).toBe(6);
        expect(await productIds({ text: 'oak floor' })).toEqual([6]);

        await index.setImageCounts(4, { requestCount: 50 }, 900);
        expect(await imageIds({ sort: 'highest' })).toEqual([4, 3, 2, 1, 7, 6]);
        await index.setImageCounts(7, { likesCount: 40 }, 901);
        expect((await imageIds({ sort: 'liked' }))[0]).toBe(7);
        await index.setProductCounts(1, { rating: 4.5, ratingsCount: 2 }, 902);
        expect(await productIds({ text: 'oak coffee' })).toEqual([1]);
        // Counts for a document the index never saw create nothing.
        await index.setImageCounts(99, { likesCount: 1 }, 903);
        expect((await images({})).total).toBe(6);
      });

      it('removes a document, and an older write arriving later does not bring it back', async () => {
        await index.removeProduct(2, 900);
        await index.removeImage(3, 900);
        expect(await productIds({ text: 'walnut' })).toEqual([]);
        expect((await products({})).facets.materials).toEqual([{ id: 1, count: 3 }, { id: 4, count: 1 }]);
        expect(await imageIds({ text: 'cafe', statuses: ['approved', 'pending', 'rejected'] })).toEqual([]);
        await index.upsertProduct({ ...PRODUCTS[1], position: 800 });
        expect(await productIds({ text: 'walnut' })).toEqual([]);
        expect((await index.similarImages({ id: 3, offset: 0, limit: 10 })).ids).toEqual([]);
        expect((await index.similarImages({ id: 1, offset: 0, limit: 10 })).ids).not.toContain(3);
        // Removing what was never indexed keeps a later-arriving older document out too.
        await index.removeImage(42, 900);
        await index.upsertImage(image(42, { title: 'Ghost room', position: 800 }));
        expect(await imageIds({ text: 'ghost' })).toEqual([]);
      });

      it('keeps facet counts and totals exact across writes, with or without a filter selected', async () => {
        const materials = async (q: Partial<ProductQuery>) => (await products(q)).facets.materials;
        expect(await materials({})).toEqual([{ id: 1, count: 3 }, { id: 2, count: 1 }, { id: 4, count: 1 }]);
        expect(await materials({ materials: [4] })).toEqual([{ id: 1, count: 3 }, { id: 2, count: 1 }, { id: 4, count: 1 }]);
        await index.upsertProduct(product(9, { title: 'Walnut shelf', materials: [2], position: 900 }));
        expect(await materials({})).toEqual([{ id: 1, count: 3 }, { id: 2, count: 2 }, { id: 4, count: 1 }]);
        expect(await materials({ materials: [4] })).toEqual([{ id: 1, count: 3 }, { id: 2, count: 2 }, { id: 4, count: 1 }]);
        expect((await products({})).total).toBe(7);
        await index.upsertProduct(product(9, { title: 'Walnut shelf', materials: [2], status: 'rejected', position: 901 }));
        expect(await materials({})).toEqual([{ id: 1, count: 3 }, { id: 2, count: 1 }, { id: 4, count: 1 }]);
        await index.removeProduct(3, 902);
        expect(await materials({ materials: [4] })).toEqual([{ id: 1, count: 3 }, { id: 2, count: 1 }]);
        expect(await products({})).toMatchObject({ total: 5, ids: [6, 5, 4, 2, 1] });
        // The same scope in another shape (countries, affiliate) is counted on its own.
        expect(await materials({ affiliate: true })).toEqual([{ id: 1, count: 1 }, { id: 2, count: 1 }]);
        expect(await materials({ countries: [2] })).toEqual([{ id: 1, count: 3 }]);
      });

      it('forgets everything on clear, and a rebuild answers as before', async () => {
        const queries = async () => [
          await images({ sort: 'highest' }),
          await images({ text: 'scandinavain' }),
          await products({ materials: [1], prices: [2, 6], sort: 'priceAsc' }),
          await products({ text: 'oak', sort: 'relevance' }),
          await index.similarImages({ id: 1, offset: 0, limit: 3 }),
        ];
        const before = await queries();
        await index.clear();
        expect(await images({})).toEqual({ ids: [], total: 0 });
        expect(await products({})).toEqual({ ids: [], total: 0, facets: NO_FACETS });
        expect(await index.similarImages({ id: 1, offset: 0, limit: 3 })).toEqual({ ids: [] });
        // After a clear, positions are forgotten too: a rebuild from the first event is taken.
        await load();
        expect(await queries()).toEqual(before);
      });
    });

    describe('similar', () => {
      it('ranks the near-duplicate colour vector first and leaves the item itself out', async () => {
        const { ids } = await index.similarImages({ id: 1, offset: 0, limit: 10 });
        expect(ids[0]).toBe(6);
        expect(ids).not.toContain(1);
        expect(ids).not.toContain(5);
        expect(sorted(ids)).toEqual([2, 3, 4, 6, 7]);
        expect((await index.similarProducts({ id: 1, offset: 0, limit: 3 })).ids[0]).toBe(6);
      });

      it('pages, honours statuses and answers nothing for an unknown item', async () => {
        const all = (await index.similarImages({ id: 1, offset: 0, limit: 10 })).ids;
        expect((await index.similarImages({ id: 1, offset: 1, limit: 2 })).ids).toEqual(all.slice(1, 3));
        expect((await index.similarImages({ id: 1, offset: 0, limit: 10, statuses: ['pending'] })).ids).toEqual([5]);
        expect((await index.similarImages({ id: 5, offset: 0, limit: 10 })).ids).toHaveLength(6);
        expect(await index.similarProducts({ id: 404, offset: 0, limit: 10 })).toEqual({ ids: [] });
      });
    });
  });
}

import { describe, expect, it } from 'vitest';
import { chooseAlternatives, modelCompatibility } from './feedback.alternatives';
import { trainCompatibility, type ProductTraits } from './compatibility';
import { learnTaste } from './taste';

const SOFA = 1;
const TABLE = 3;
const traits = (productId: number, t: Partial<ProductTraits> = {}): ProductTraits => ({
  productId,
  itemClassId: SOFA,
  styles: [3],
  subStyles: [],
  colors: [1],
  materials: [4],
  shapes: [],
  price: 40_000,
  colour: [],
  ...t,
});
const c = (t: ProductTraits) => ({ id: t.productId, traits: t });
const ids = (xs: { id: number }[]) => xs.map((x) => x.id);

const swapped = c(traits(1));
const shelf = [
  c(traits(2, { styles: [2], price: 41_000 })),
  c(traits(3, { styles: [3], price: 50_000 })),
  c(traits(4, { styles: [3], price: 45_000 })),
  c(traits(5, { styles: [1], price: 39_000 })),
  c(traits(6, { styles: [3], price: 400_000 })),
  c(traits(7, { itemClassId: TABLE, styles: [3], price: 40_000 })),
];

describe('what Swap offers', () => {
  it('three of the same item class at a similar price, the same style first, then the nearest price', () => {
    // 2 and 5 are as near in price (a thousand either way): the lower id first.
    expect(ids(chooseAlternatives(swapped, shelf))).toEqual([4, 3, 2]);
  });

  it('makes up a class with too few at a similar price from the nearest prices, never another class or the product itself', () => {
    const few = [shelf[0], shelf[4], shelf[5], swapped];
    expect(ids(chooseAlternatives(swapped, few))).toEqual([2, 6]);
  });

  it("leans to the member's taste and to the model's compatibility when given", () => {
    const taste = learnTaste([{ productId: 9, verdict: 'kept', traits: traits(9, { styles: [1], colors: [5] }) }]);
    expect(ids(chooseAlternatives(swapped, shelf, { taste }))[0]).toBe(5);
    expect(ids(chooseAlternatives(swapped, shelf, { compatibility: (x) => (x.id === 2 ? 1 : 0) }))[0]).toBe(2);
  });

  it("scores alternatives with a trained model, 0..1, against what the member kept or else the piece swapped", () => {
    const catalog = [...shelf.map((x) => x.traits), traits(8, { itemClassId: TABLE, styles: [2] }), traits(9, { itemClassId: 14, styles: [3] })];
    const boards = [
      { roomTypeId: 1, products: [traits(3), catalog[7]] },
      { roomTypeId: 1, products: [traits(4), catalog[5]] },
      { roomTypeId: 1, products: [traits(2, { styles: [2] }), catalog[6]] },
    ];
    const model = trainCompatibility(boards, catalog, { seed: 1 });
    const candidates = shelf.slice(0, 4).map((x) => x.traits);
    for (const kept of [[], [catalog[6]]]) {
      const scores = modelCompatibility(model, swapped.traits, kept, candidates);
      expect([...scores.keys()].sort()).toEqual([2, 3, 4, 5]);
      expect([...scores.values()].every((v) => v >= 0 && v <= 1)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { rankCandidates, trainCompatibility, type ProductTraits } from '../recommendations/compatibility';
import { chooseSubstitute, similarPriceBand } from './look-board.repair';

const product = (productId: number, over: Partial<ProductTraits> = {}): ProductTraits => ({
  productId,
  itemClassId: 4,
  styles: [1],
  subStyles: [],
  colors: [],
  materials: [],
  shapes: [],
  price: 10_000,
  colour: [],
  ...over,
});

describe('the substitute for a product that went', () => {
  const slot = product(1, { styles: [1, 2], price: 10_000 });
  const others = [product(7, { itemClassId: 9 })];

  it('without a model: same item class, most styles shared, then nearest price, then lowest id', () => {
    const candidates = [
      product(2, { styles: [3], price: 10_000 }),
      product(3, { styles: [2], price: 14_000 }),
      product(4, { styles: [1], price: 11_000 }),
      product(5, { itemClassId: 5, styles: [1, 2], price: 10_000 }),
      product(6, { styles: [1], price: 9_500 }),
    ];
    expect(chooseSubstitute(null, { roomTypeId: 1, slot, others }, candidates)).toBe(6);
    expect(chooseSubstitute(null, { roomTypeId: 1, slot, others }, candidates.slice(0, 2))).toBe(3);
  });

  it('offers nothing when no candidate is of the same item class, and never the product that went', () => {
    expect(chooseSubstitute(null, { roomTypeId: 1, slot, others }, [product(5, { itemClassId: 5 })])).toBeNull();
    expect(chooseSubstitute(null, { roomTypeId: 1, slot, others }, [slot])).toBeNull();
  });

  it('with a model: the candidate the model ranks first in the slot', () => {
    const catalog = [slot, ...others, product(2), product(3, { styles: [2], colors: [4] })];
    const model = trainCompatibility([{ roomTypeId: 1, products: [slot, others[0]] }], catalog, { seed: 1 });
    const candidates = [product(2), product(3, { styles: [2], colors: [4] })];
    const [best] = rankCandidates(model, { roomTypeId: 1, products: [slot, ...others] }, candidates, { replaceIndex: 0 });
    expect(chooseSubstitute(model, { roomTypeId: 1, slot, others }, candidates)).toBe(best.product.productId);
  });

  it('looks at prices from half to twice the one that went', () => {
    expect(similarPriceBand(10_000)).toEqual({ priceMin: 5_000, priceMax: 20_000 });
  });
});

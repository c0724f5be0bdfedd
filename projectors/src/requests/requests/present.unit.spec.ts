import { describe, expect, it } from 'vitest';
import type { ProductView } from '@decorlook/domain';
import { learnTaste, NO_TASTE } from '@decorlook/domain/recommendations/taste';
import { productStream } from './present';

const product = (id: number, colorsGroup: number[], styles: number[], colors: number[] = []) =>
  ({ id, colorsGroup, styles, colors, materials: [], itemClassId: 1, price: 10_000 }) as unknown as ProductView;

describe("a request's product stream", () => {
  const image = { colorGroups: [1, 2, 3], style: 7 };

  it('puts the products more boards use first', () => {
    const boards = [{ products: [10, 11] }, { products: [11] }];
    expect(productStream(boards, [product(10, [1, 2, 3], [7]), product(11, [], [])], image).map((p) => p.id)).toEqual([11, 10]);
  });

  it('then those sharing more colour groups with the image, then those in its style, then by id', () => {
    const boards = [{ products: [1, 2, 3, 4, 5] }];
    const products = [product(1, [9], [7]), product(2, [1], []), product(3, [1, 2], []), product(4, [9], []), product(5, [1], [7])];
    expect(productStream(boards, products, image).map((p) => p.id)).toEqual([3, 5, 2, 1, 4]);
  });

  it('counts a product placed twice on one board as one use', () => {
    const boards = [{ products: [2, 2] }, { products: [1] }];
    expect(productStream(boards, [product(1, [], []), product(2, [], [])], image).map((p) => p.id)).toEqual([1, 2]);
  });

  it("puts what the requester's keeps and swaps favour first among equally used products; without any, the order is as before", () => {
    const boards = [{ products: [1, 2, 3] }, { products: [3] }];
    const products = [product(1, [1, 2], [7]), product(2, [], [4], [6]), product(3, [], [5])];
    expect(productStream(boards, products, image, NO_TASTE).map((p) => p.id)).toEqual([3, 1, 2]);
    const taste = learnTaste([
      { productId: 20, verdict: 'kept', traits: { itemClassId: 1, styles: [4], colors: [6], materials: [], price: 10_000 } },
      { productId: 21, verdict: 'swapped', traits: { itemClassId: 2, styles: [7], colors: [], materials: [], price: 90_000 } },
    ]);
    expect(productStream(boards, products, image, taste).map((p) => p.id)).toEqual([3, 2, 1]);
  });
});

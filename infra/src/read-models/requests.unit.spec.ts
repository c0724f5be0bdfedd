import { describe, expect, it } from 'vitest';
import type { ProductView } from '@decorlook/domain';
import { productStream } from './requests';

const product = (id: number, colorsGroup: number[], styles: number[]) => ({ id, colorsGroup, styles }) as unknown as ProductView;

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
});

import { describe, expect, it } from 'vitest';
import { IMAGE_VECTOR_LENGTH, PRODUCT_VECTOR_LENGTH, imageVector, productMatchQueryVector, productVector } from './vectors';

const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
const distance = (a: number[], b: number[]) => Math.sqrt(a.reduce((s, x, i) => s + (x - b[i]) ** 2, 0));
const histogram = (bins: Record<number, number>) => Array.from({ length: 32 }, (_, i) => bins[i] ?? 0);

describe('similarity vectors', () => {
  it('stay under cube\'s 100 dimensions and have unit length', () => {
    expect(IMAGE_VECTOR_LENGTH).toBe(58);
    expect(PRODUCT_VECTOR_LENGTH).toBe(78);
    const v = imageVector({ features: histogram({ 0: 0.5, 4: 0.5 }), styles: [1, 3], roomTypeId: 2 });
    expect(v).toHaveLength(IMAGE_VECTOR_LENGTH);
    expect(norm(v)).toBeCloseTo(1, 5);
    expect(norm(productVector({ features: [], styles: [], itemClassId: 100 }))).toBe(0);
  });

  it('puts a near-duplicate colour histogram nearer than the same style in other colours', () => {
    const base = imageVector({ features: histogram({ 0: 0.5, 5: 0.5 }), styles: [1], roomTypeId: 1 });
    const twin = imageVector({ features: histogram({ 0: 0.52, 5: 0.48 }), styles: [2], roomTypeId: 3 });
    const sameStyle = imageVector({ features: histogram({ 20: 1 }), styles: [1], roomTypeId: 1 });
    expect(distance(base, twin)).toBeLessThan(distance(base, sameStyle));
  });

  it('refuses a colour histogram of the wrong length', () => {
    expect(() => imageVector({ features: [1, 2, 3], styles: [], roomTypeId: null })).toThrow(/32/);
  });

  it('lays the best-match query out like a product vector with no item class', () => {
    const q = productMatchQueryVector(histogram({ 3: 1 }), [4]);
    expect(q).toHaveLength(PRODUCT_VECTOR_LENGTH);
    expect(q.slice(48).every((x) => x === 0)).toBe(true);
    expect(norm(q)).toBeCloseTo(1, 5);
  });
});

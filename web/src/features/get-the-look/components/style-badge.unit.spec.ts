import { describe, expect, it } from 'vitest';
import { styleBadge } from './image-gallery';

const names = { '3': { name: 'Coastal' }, '5': { name: 'Farmhouse' }, '9': { name: 'Rustic' } };

describe("a gallery tile's style badge", () => {
  it('names the style the gallery is filtered by, not whichever came first', () => {
    expect(styleBadge([3, 9, 5], names, 5)).toEqual({ label: 'Farmhouse', more: 2, all: 'Farmhouse, Coastal, Rustic' });
  });

  it('names the first style without a filter, or when the image lacks the filtered one, and says how many more it has', () => {
    expect(styleBadge([3, 9], names)).toEqual({ label: 'Coastal', more: 1, all: 'Coastal, Rustic' });
    expect(styleBadge([9], names, 5)).toEqual({ label: 'Rustic', more: 0, all: 'Rustic' });
  });

  it('shows no badge for an image without a known style', () => {
    expect(styleBadge([], names)).toBeNull();
    expect(styleBadge([42], names)).toBeNull();
    expect(styleBadge([3], undefined)).toBeNull();
  });
});

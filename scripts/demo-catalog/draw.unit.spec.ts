import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STYLE_NAMES } from '@decorlook/domain';
import { drawProduct } from './draw-product';
import { drawRoom } from './draw-room';
import { ITEM_CLASSES, MATERIALS, ROOM_TYPES, SHAPES } from './plan';

/** Rasterises small: librsvg rejects malformed SVG (bad numbers, unclosed tags) with an error. */
async function rasterise(svg: string, width = 48) {
  const { data, info } = await sharp(Buffer.from(svg)).resize({ width }).raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** How many distinct colours (coarsely binned) a picture has: a blank or failed drawing has one or two. */
function distinctColours(data: Buffer, channels: number): number {
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += channels) seen.add(((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4));
  return seen.size;
}

describe('demo drawings', () => {
  it('draws every room type in every style as a landscape picture with plenty going on', async () => {
    for (let s = 1; s <= STYLE_NAMES.length; s++) {
      for (const room of ROOM_TYPES) {
        const svg = drawRoom({ styleId: s, roomTypeId: room.id, seed: s * 100 + room.id });
        const { data, info } = await rasterise(svg);
        expect(info.width / info.height, `${STYLE_NAMES[s - 1]} ${room.name}`).toBeCloseTo(4 / 3, 1);
        expect(distinctColours(data, info.channels), `${STYLE_NAMES[s - 1]} ${room.name}`).toBeGreaterThan(25);
      }
    }
  }, 60_000);

  it('draws every item class, material and shape as a square product shot', async () => {
    const specs = [
      ...ITEM_CLASSES.map((c, i) => ({ itemClassId: c.id, styleId: (i % 16) + 1, colorHex: '#8b5e3c', materialId: 1, shapeId: 1, seed: i })),
      ...MATERIALS.map((m, i) => ({ itemClassId: (i % 30) + 1, styleId: 3, colorHex: '#2e6db4', materialId: m.id, shapeId: 3, seed: i })),
      ...SHAPES.flatMap((sh) => [3, 13, 18].map((itemClassId) => ({ itemClassId, styleId: 8, colorHex: null, materialId: 18, shapeId: sh.id, seed: sh.id }))),
    ];
    for (const spec of specs) {
      const { data, info } = await rasterise(drawProduct(spec), 40);
      expect(info.width, JSON.stringify(spec)).toBe(info.height);
      expect(distinctColours(data, info.channels), JSON.stringify(spec)).toBeGreaterThan(3);
    }
  }, 60_000);

  it('draws the same picture for the same seed and a different one for another seed', () => {
    const spec = { styleId: 3, roomTypeId: 1, seed: 42 };
    expect(drawRoom(spec)).toBe(drawRoom(spec));
    expect(drawRoom({ ...spec, seed: 43 })).not.toBe(drawRoom(spec));
    const product = { itemClassId: 1, styleId: 2, colorHex: '#c0392b', materialId: 9, shapeId: 1, seed: 1 };
    expect(drawProduct(product)).toBe(drawProduct(product));
    expect(drawProduct({ ...product, colorHex: '#2e6db4' })).not.toBe(drawProduct(product));
  });

  it('paints a product in its colour', async () => {
    const red = await sharp(Buffer.from(drawProduct({ itemClassId: 1, styleId: 10, colorHex: '#c0392b', materialId: 9, shapeId: 1, seed: 3 }))).resize(64).stats();
    const blue = await sharp(Buffer.from(drawProduct({ itemClassId: 1, styleId: 10, colorHex: '#2e6db4', materialId: 9, shapeId: 1, seed: 3 }))).resize(64).stats();
    expect(red.channels[0].mean - red.channels[2].mean).toBeGreaterThan(blue.channels[0].mean - blue.channels[2].mean + 10);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawSocialImage, socialImageKey, textColourOn, tileLayout, type Box } from './social-images';

/** A product photo: a disc of `hex` on white, as catalogue photos usually are (PNG, so its colour is exact). */
const product = (hex: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450"><rect width="600" height="450" fill="#ffffff"/><circle cx="300" cy="225" r="200" fill="${hex}"/></svg>`))
    .png()
    .toBuffer();

async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return `#${[data[i], data[i + 1], data[i + 2]].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const overlaps = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

describe('tile layout', () => {
  const wide: Box = { left: 40, top: 190, width: 1120, height: 380 };
  const tall: Box = { left: 50, top: 360, width: 900, height: 1065 };

  it('places every product in its own square inside the area, none overlapping', () => {
    for (const area of [wide, tall]) {
      for (let n = 1; n <= 12; n++) {
        const tiles = tileLayout(n, area, 20);
        expect(tiles).toHaveLength(n);
        for (const [i, t] of tiles.entries()) {
          expect(t.width).toBe(t.height);
          expect(t.left).toBeGreaterThanOrEqual(area.left);
          expect(t.top).toBeGreaterThanOrEqual(area.top);
          expect(t.left + t.width).toBeLessThanOrEqual(area.left + area.width);
          expect(t.top + t.height).toBeLessThanOrEqual(area.top + area.height);
          for (const other of tiles.slice(i + 1)) expect(overlaps(t, other)).toBe(false);
        }
      }
    }
  });

  it('lays four products in one row on the wide card and in two rows of two on the tall pin', () => {
    expect(new Set(tileLayout(4, wide, 20).map((t) => t.top)).size).toBe(1);
    expect(new Set(tileLayout(4, tall, 20).map((t) => t.top)).size).toBe(2);
  });

  it('has nothing to place for a board with no products', () => {
    expect(tileLayout(0, wide, 20)).toEqual([]);
  });
});

describe('text colour', () => {
  it('is dark on the default light banner and white on a dark one', () => {
    expect(textColourOn('#f4efe6')).toBe('#1f2a30');
    expect(textColourOn('#1d3b36')).toBe('#ffffff');
  });
});

describe('social pictures of a look board', () => {
  it('draws the standard card 1200x630 and the pin 1000x1500, as PNG, on the banner colour', async () => {
    const pictures = await Promise.all(['#c0392b', '#2980b9', '#27ae60'].map(product));
    for (const [format, width, height] of [
      ['standard', 1200, 630],
      ['pinterest', 1000, 1500],
    ] as const) {
      const png = await drawSocialImage({ title: 'Sunlit Scandinavian living room', color: '#1d3b36' }, pictures, format);
      const meta = await sharp(png).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width, height });
      expect(await pixel(png, 2, height - 2)).toBe('#1d3b36');
    }
  });

  it('shows the products: the middle of the first tile is the first product', async () => {
    const pictures = await Promise.all(['#c0392b', '#2980b9'].map(product));
    const png = await drawSocialImage({ title: 'Two things', color: '#f4efe6' }, pictures, 'standard');
    // The standard card's tile area: below the 40 px margin, the 110 px title band and another margin.
    const [first, second] = tileLayout(2, { left: 40, top: 190, width: 1120, height: 380 }, 20);
    expect(await pixel(png, first.left + first.width / 2, first.top + first.height / 2)).toBe('#c0392b');
    expect(await pixel(png, second.left + second.width / 2, second.top + second.height / 2)).toBe('#2980b9');
  });

  it('draws a title holding markup characters as written', async () => {
    const hostile = '</span><span foreground="red" size="xx-large">Bold & "quoted" <b>title</b>';
    const png = await drawSocialImage({ title: hostile, color: '#f4efe6' }, [], 'standard');
    expect((await sharp(png).metadata()).width).toBe(1200);
    const plain = await drawSocialImage({ title: 'Bold', color: '#f4efe6' }, [], 'standard');
    expect(png.equals(plain)).toBe(false);
  });

  it('fits a title of the longest allowed length inside its band on both formats', async () => {
    const title = 'Warm minimalist bedroom with oak, linen and brass accents ok'.slice(0, 60);
    for (const format of ['standard', 'pinterest'] as const) {
      const png = await drawSocialImage({ title, color: '#ffffff' }, [], format);
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      // Nothing but the mark is drawn below the band on a board with no products: the title stayed in it.
      const band = format === 'standard' ? 40 + 110 : 50 + 260;
      let inked = 0;
      for (let y = band; y < info.height - 100; y++) for (let x = 0; x < info.width; x++) if (data[(y * info.width + x) * info.channels] < 200) inked++;
      expect(inked).toBe(0);
    }
  });
});

describe('social picture key', () => {
  const board = { id: 7, title: 'Loft', color: '#f4efe6', media: [{ userId: 1, hash: 'a'.repeat(32) }, { userId: 2, hash: 'b'.repeat(32) }] };

  it('stays the same for the same board and format', () => {
    expect(socialImageKey({ ...board }, 'standard')).toBe(socialImageKey(board, 'standard'));
  });

  it('changes with the title, the colour, the products, their order, the board and the format', () => {
    const key = socialImageKey(board, 'standard');
    const changed = [
      { ...board, title: 'Loft 2' },
      { ...board, color: '#000000' },
      { ...board, media: board.media.slice(0, 1) },
      { ...board, media: [...board.media].reverse() },
      { ...board, id: 8 },
    ].map((b) => socialImageKey(b, 'standard'));
    expect(new Set([key, ...changed, socialImageKey(board, 'pinterest')]).size).toBe(7);
  });
});

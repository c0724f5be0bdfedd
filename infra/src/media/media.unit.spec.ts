import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageTooLarge, MAX_UPLOAD_BYTES, MEDIA_SIZE_NAMES, MULTICOLOR_GROUP_ID, NotAnImage, TooManyPixels, type MediaSize } from '@decorlook/domain';
import { COLOUR_FEATURE_LENGTH, colourFeaturesOf, deltaE2000, rgbToLab } from './colour';
import { analyseUpload, inspectUpload, mediaHashOf, renderVariant } from './images';
import { concurrencyLimit } from './limit';
import { MediaRenderer } from './renderer';
import { sniffFormat } from './sniff';
import { LocalDirectoryMediaStore, type MediaKey, type MediaStore } from './store';

const solid = (hex: string, width = 80, height = 60) => sharp({ create: { width, height, channels: 3, background: hex } });
/** Vertical stripes of the given colours, equal widths. */
async function stripes(colours: string[], stripe = 40, height = 60) {
  const base = sharp({ create: { width: stripe * colours.length, height, channels: 3, background: '#000000' } });
  const parts = await Promise.all(colours.map((c) => solid(c, stripe, height).png().toBuffer()));
  return base.composite(parts.map((input, i) => ({ input, left: i * stripe, top: 0 })));
}

/** A valid PNG signature and header declaring `width` x `height`, with no pixel data at all. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(0)), chunk('IEND', Buffer.alloc(0))]);
}

describe('format sniffing', () => {
  it('knows JPEG, PNG, WebP and AVIF by their bytes', async () => {
    const image = solid('#336699');
    expect(sniffFormat(await image.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await image.clone().png().toBuffer())).toBe('png');
    expect(sniffFormat(await image.clone().webp().toBuffer())).toBe('webp');
    expect(sniffFormat(await image.clone().avif({ effort: 0 }).toBuffer())).toBe('avif');
  });

  it('refuses anything else, whatever it is called', async () => {
    expect(sniffFormat(Buffer.from('just some text, saved as photo.jpg'))).toBeNull();
    expect(sniffFormat(await solid('#336699').gif().toBuffer())).toBeNull();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    // HEIC shares AVIF's container but not its brand.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'ascii')]);
    expect(sniffFormat(heic)).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('upload inspection', () => {
  it('refuses a text file renamed .jpg, and bytes that only start like an image', async () => {
    await expect(inspectUpload(Buffer.from('not a picture at all'))).rejects.toBeInstanceOf(NotAnImage);
    await expect(inspectUpload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage')]))).rejects.toBeInstanceOf(NotAnImage);
  });

  it('refuses more bytes than the limit before looking at them', async () => {
    await expect(inspectUpload(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).rejects.toBeInstanceOf(ImageTooLarge);
  });

  it('refuses a decompression bomb from its header alone, at once', async () => {
    const bomb = pngHeaderOnly(50_000, 50_000);
    expect(bomb.length).toBeLessThan(100);
    const started = performance.now();
    await expect(inspectUpload(bomb)).rejects.toBeInstanceOf(TooManyPixels);
    await expect(analyseUpload(bomb)).rejects.toBeInstanceOf(TooManyPixels);
    // Decoding 2.5 gigapixels would take minutes and gigabytes; reading a header takes nothing.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('reports the size as shown, after the EXIF orientation', async () => {
    const turned = await solid('#336699', 80, 60).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await inspectUpload(turned)).toMatchObject({ format: 'jpeg', width: 60, height: 80 });
  });

  it('hashes the content: 32 lower-case hex characters of sha256', () => {
    expect(mediaHashOf(Buffer.from('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223');
  });
});

describe('colour analysis', () => {
  it('measures perceptual distance with CIEDE2000 (Sharma et al. test data)', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 3);
    expect(rgbToLab(255, 255, 255)[0]).toBeCloseTo(100, 3);
  });

  it('finds the one colour of a plain picture and its colour group', async () => {
    const a = await analyseUpload(await solid('#c0392b').png().toBuffer());
    expect(a.palette).toEqual(['#c0392b']);
    expect(a.colorGroups).toEqual([10]); // Red
    const navy = await analyseUpload(await solid('#1f2f4f').png().toBuffer());
    expect(navy.colorGroups).toEqual([18]);
  });

  it('reads greyscale and 16-bit pictures as the same colours', async () => {
    const grey = await analyseUpload(await solid('#808080').toColourspace('b-w').png().toBuffer());
    expect(grey.palette).toEqual(['#808080']);
    expect(grey.colorGroups).toEqual([3]); // Grey
    const deep = await analyseUpload(await solid('#c0392b').toColourspace('rgb16').png().toBuffer());
    expect((await sharp(await solid('#c0392b').toColourspace('rgb16').png().toBuffer()).metadata()).depth).toBe('ushort');
    expect(deep.palette).toEqual(['#c0392b']);
    expect(deep.colorGroups).toEqual([10]);
  });

  it('orders the palette by how much each colour covers, and marks a varied picture Multicolor', async () => {
    const two = await analyseUpload(await (await stripes(['#ffffff', '#ffffff', '#ffffff', '#2e6db4'])).png().toBuffer());
    expect(two.palette).toEqual(['#ffffff', '#2e6db4']);
    expect(two.colorGroups).toEqual([1, 15]);
    expect(two.colorGroups).not.toContain(MULTICOLOR_GROUP_ID);
    const many = await analyseUpload(await (await stripes(['#c0392b', '#f1c40f', '#5b8c51', '#2e6db4', '#7d5ba6'])).png().toBuffer());
    expect(many.palette).toHaveLength(5);
    expect(many.colorGroups).toEqual(expect.arrayContaining([10, 13, 16, 15, 17, MULTICOLOR_GROUP_ID]));
  });

  it('describes the pixels as a 32-bin histogram: hue x (vivid, muted, dark), then greys by lightness', async () => {
    const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
    const vividRed = colourFeaturesOf(new Uint8Array([255, 0, 0, 255, 0, 0]));
    expect(vividRed).toHaveLength(COLOUR_FEATURE_LENGTH);
    expect(vividRed[0]).toBe(1);
    const mutedBlue = colourFeaturesOf(new Uint8Array([150, 160, 200]));
    expect(mutedBlue[5 * 3 + 1]).toBe(1); // hue 228°: bin 5, muted
    const darkGreen = colourFeaturesOf(new Uint8Array([0, 60, 0]));
    expect(darkGreen[3 * 3 + 2]).toBe(1); // hue 120°: bin 3, dark
    const greys = colourFeaturesOf(new Uint8Array([0, 0, 0, 128, 128, 128, 255, 255, 255, 250, 252, 251]));
    expect(greys.slice(24)).toEqual([0.25, 0, 0, 0, 0.25, 0, 0, 0.5]);
    const half = await analyseUpload(await (await stripes(['#ff0000', '#808080'])).png().toBuffer());
    expect(sum(half.features)).toBeCloseTo(1, 4);
    expect(half.features[0]).toBeCloseTo(0.5, 1);
    expect(half.features[28]).toBeCloseTo(0.5, 1);
  });
});

describe('the renderer', () => {
  /** The port in memory, counting what is asked of it. */
  class CountingStore implements MediaStore {
    originals = new Map<string, Buffer>();
    variants = new Map<string, Buffer>();
    reads = 0;
    writes = 0;
    async putOriginal(k: MediaKey, b: Buffer) {
      this.originals.set(`${k.userId}/${k.hash}`, b);
    }
    async getOriginal(k: MediaKey) {
      this.reads++;
      return this.originals.get(`${k.userId}/${k.hash}`) ?? null;
    }
    async putVariant(k: MediaKey, size: MediaSize, b: Buffer) {
      this.writes++;
      this.variants.set(`${k.userId}/${k.hash}/${size}`, b);
    }
    async getVariant(k: MediaKey, size: MediaSize) {
      return this.variants.get(`${k.userId}/${k.hash}/${size}`) ?? null;
    }
    async remove(k: MediaKey) {
      this.originals.delete(`${k.userId}/${k.hash}`);
      for (const size of MEDIA_SIZE_NAMES) this.variants.delete(`${k.userId}/${k.hash}/${size}`);
    }
  }
  const key = { userId: 1, hash: 'd'.repeat(32) };

  it('renders a size once however many ask for it at once, then serves it stored', async () => {
    const store = new CountingStore();
    await store.putOriginal(key, await solid('#336699', 300, 200).jpeg().toBuffer());
    const renderer = new MediaRenderer(store);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => renderer.variant(key, 'thumb')));
    expect(new Set(answers.map((a) => a?.toString('base64'))).size).toBe(1);
    expect(store.writes).toBe(1);
    expect(store.reads).toBe(1);
    await renderer.variant(key, 'thumb');
    expect(store.reads).toBe(1);
  });

  it('renders every size in the background, and nothing for an unknown picture', async () => {
    const store = new CountingStore();
    await store.putOriginal(key, await solid('#336699', 300, 200).jpeg().toBuffer());
    const renderer = new MediaRenderer(store);
    await renderer.renderInBackground(key).done;
    expect([...store.variants.keys()].sort()).toEqual(['small', 'thumb', 'medium', 'large'].map((s) => `1/${key.hash}/${s}`).sort());
    expect(await renderer.variant({ userId: 2, hash: key.hash }, 'thumb')).toBeNull();
  });

  it('keeps files under their own folder: a key that could step outside is refused', async () => {
    const local = new LocalDirectoryMediaStore('/nonexistent-media-dir');
    await expect(local.getOriginal({ userId: 1, hash: '../../etc/passwd' })).rejects.toThrow(/not a media key/);
    await expect(local.getVariant({ userId: -1, hash: key.hash }, 'thumb')).rejects.toThrow(/not a media key/);
    expect(await local.getVariant(key, 'thumb')).toBeNull();
  });
});

describe('variants', () => {
  it('are WebP at the size’s width, never upscaled, turned as shown and without EXIF', async () => {
    const original = await solid('#336699', 900, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const thumb = await sharp(await renderVariant(original, 'thumb')).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 200, height: 600 });
    expect(thumb.exif).toBeUndefined();
    expect(thumb.orientation).toBeUndefined();
    const large = await sharp(await renderVariant(original, 'large')).metadata();
    expect(large).toMatchObject({ width: 300, height: 900 });
  });
});

describe('the decode limit', () => {
  it('runs at most the given number of tasks at once, in arrival order', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = [0, 1, 2, 3, 4].map(() => {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      return { promise, resolve };
    });
    const tasks = gates.map((gate, i) =>
      limit(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await gate.promise;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});

import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import sharp, { type OverlayOptions } from 'sharp';
import { MESSAGES, type LookBoardView } from '@decorlook/domain';
import type { AppSettings } from '../config';
import { escapeHtml } from '../html';
import type { Sql } from '../db/sql';
import type { Logger } from '../observability/logger';
import { concurrencyLimit } from './limit';
import { mediaOf } from './media';
import type { MediaKey } from './store';

/**
 * Pictures a shared look board is shown with on social sites: its products laid out on its banner
 * colour under its title. `standard` is the 1.91:1 card Facebook, LinkedIn and X show; `pinterest`
 * the 2:3 pin Pinterest prefers.
 */
export const SOCIAL_FORMATS = {
  standard: { width: 1200, height: 630 },
  pinterest: { width: 1000, height: 1500 },
} as const;
export type SocialFormat = keyof typeof SOCIAL_FORMATS;

/** What sharing needs of a board; only a board everyone may see (approved and public) is one. */
export interface ShareableBoard {
  id: number;
  title: string;
  slug: string;
  description: string;
  /** Banner colour, '#rrggbb'. */
  color: string;
  /** The pictures of its products, in the board's order (products flagged since they were placed are left out). */
  media: MediaKey[];
}

/** The board with that id when it may be shared (approved and public), else null (query-api reads it from the look boards read model). */
export type LoadShareableBoard = (id: number) => Promise<ShareableBoard | null>;

/** What is shared of a board as a visitor sees it: a product flagged since it was placed is not shown off. */
export const shareableOf = (b: Pick<LookBoardView, 'id' | 'title' | 'slug' | 'description' | 'color' | 'productsPreview'>): ShareableBoard => ({
  id: b.id,
  title: b.title,
  slug: b.slug,
  description: b.description,
  color: b.color,
  media: b.productsPreview.filter((p) => p.approval === 'approved').map((p) => ({ userId: p.media.userId, hash: p.media.hash })),
});

/**
 * Deletes the social pictures of every board of a person (an erasure): the boards are found in the
 * look board read model, and any board whose picture is asked for later is refused (its owner is
 * erased), so none is drawn again.
 */
export async function forgetSocialImagesOf(platform: { pool: Sql; settings: Pick<AppSettings, 'mediaDir'>; logger?: Pick<Logger, 'warn'> }, userId: number): Promise<void> {
  const { rows } = await platform.pool.query<{ id: number }>('SELECT id FROM look_boards WHERE owner_id = $1', [userId]);
  await socialImagesOf(platform).forget(rows.map((r) => Number(r.id)));
}

/** What the pictures are drawn with; a change to the drawing must change it, so every cached file is drawn again. */
const RENDERING = 's1';
const FALLBACK_COLOR = '#f4efe6';
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Names one drawing of one board in one format: it changes whenever anything drawn changes (the
 * products or their order, the colour, the title), so a changed board gets new pictures and an
 * unchanged one is served from the disk.
 */
export function socialImageKey(board: Pick<ShareableBoard, 'id' | 'title' | 'color' | 'media'>, format: SocialFormat): string {
  const drawn = { r: RENDERING, f: format, id: board.id, t: board.title, c: board.color.toLowerCase(), m: board.media.map((m) => `${m.userId}/${m.hash}`) };
  return createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 32);
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * `n` equal square tiles in `area`, as large as they can be, centred, with `gap` between them:
 * the column count that gives the largest tile wins (a wide card takes one row of several, a
 * tall pin a few rows of two or three).
 */
export function tileLayout(n: number, area: Box, gap: number): Box[] {
  if (n <= 0) return [];
  let best = { cols: 1, rows: n, side: 0 };
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const side = Math.floor(Math.min((area.width - gap * (cols - 1)) / cols, (area.height - gap * (rows - 1)) / rows));
    if (side > best.side) best = { cols, rows, side };
  }
  const { cols, rows, side } = best;
  const tiles: Box[] = [];
  const top = area.top + Math.floor((area.height - (rows * side + (rows - 1) * gap)) / 2);
  for (let r = 0; r < rows; r++) {
    // The last row may be short: it is centred on its own.
    const inRow = Math.min(cols, n - r * cols);
    const left = area.left + Math.floor((area.width - (inRow * side + (inRow - 1) * gap)) / 2);
    for (let c = 0; c < inRow; c++) tiles.push({ left: left + c * (side + gap), top: top + r * (side + gap), width: side, height: side });
  }
  return tiles;
}

/** Dark text on a light banner, light text on a dark one (WCAG relative luminance). */
export function textColourOn(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(background.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.35 ? '#1f2a30' : '#ffffff';
}

/** How each format is laid out: the title band above, the tiles below. */
const LAYOUT: Record<SocialFormat, { pad: number; titleHeight: number; titleDpi: number; gap: number; markDpi: number }> = {
  standard: { pad: 40, titleHeight: 110, titleDpi: 210, gap: 20, markDpi: 80 },
  pinterest: { pad: 50, titleHeight: 260, titleDpi: 300, gap: 24, markDpi: 110 },
};

/**
 * Text as a transparent picture, at most `width` x `height`: words wrap at the width; a text too
 * long for the height at `dpi` is drawn smaller until it fits. The text is escaped for Pango's
 * markup, so a title is drawn as written, never read as markup.
 */
async function textPicture(text: string, o: { width: number; height: number; dpi: number; colour: string; font: string }): Promise<Buffer> {
  const markup = `<span foreground="${o.colour}">${escapeHtml(text)}</span>`;
  const at = (size: { dpi: number } | { height: number }) => sharp({ text: { text: markup, font: o.font, width: o.width, ...size, rgba: true, wrap: 'word' } }).png().toBuffer({ resolveWithObject: true });
  const natural = await at({ dpi: o.dpi });
  if (natural.info.height <= o.height && natural.info.width <= o.width) return natural.data;
  // Both width and height given: sharp picks the largest size that fits the box.
  return (await at({ height: o.height })).data;
}

/** The rounded white card a product sits on, so any product photo reads on any banner colour. */
const card = (side: number) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="${side}" height="${side}" rx="${Math.round(side * 0.06)}" fill="#ffffff"/></svg>`);

/**
 * Draws a board in a format: PNG, the exact size of the format. `pictures` are the product
 * pictures' bytes in order (any format sharp reads); one that does not decode is left out.
 */
export async function drawSocialImage(board: Pick<ShareableBoard, 'title' | 'color'>, pictures: Buffer[], format: SocialFormat): Promise<Buffer> {
  const { width, height } = SOCIAL_FORMATS[format];
  const l = LAYOUT[format];
  const background = HEX.test(board.color) ? board.color : FALLBACK_COLOR;
  const ink = textColourOn(background);
  const layers: OverlayOptions[] = [];

  const title = await textPicture(board.title, { width: width - 2 * l.pad, height: l.titleHeight, dpi: l.titleDpi, colour: ink, font: 'DejaVu Sans Bold' });
  const titleInfo = await sharp(title).metadata();
  layers.push({ input: title, left: l.pad, top: l.pad + Math.floor((l.titleHeight - (titleInfo.height ?? 0)) / 2) });
  const mark = await textPicture('DecorLook', { width: width - 2 * l.pad, height: l.pad, dpi: l.markDpi, colour: ink, font: 'DejaVu Sans' });
  const markInfo = await sharp(mark).metadata();
  layers.push({ input: mark, left: width - l.pad - (markInfo.width ?? 0), top: height - Math.round(l.pad / 2) - (markInfo.height ?? 0) });

  const tiles = tileLayout(pictures.length, { left: l.pad, top: 2 * l.pad + l.titleHeight, width: width - 2 * l.pad, height: height - 3 * l.pad - l.titleHeight - l.pad / 2 }, l.gap);
  const drawn = await Promise.all(
    pictures.map(async (bytes, i) => {
      const tile = tiles[i];
      const inset = Math.round(tile.width * 0.08);
      const inner = tile.width - 2 * inset;
      try {
        const picture = await sharp(bytes).resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } }).png().toBuffer();
        return [
          { input: card(tile.width), left: tile.left, top: tile.top },
          { input: picture, left: tile.left + inset, top: tile.top + inset },
        ];
      } catch {
        return [];
      }
    }),
  );
  layers.push(...drawn.flat());
  return sharp({ create: { width, height, channels: 3, background } })
    .composite(layers)
    .png({ compressionLevel: 8 })
    .toBuffer();
}

/** Boards drawn at once: a drawing takes a few hundred milliseconds of CPU, and crawlers come in bursts. */
const drawing = concurrencyLimit(2);

/** The served product size the pictures are drawn from: sharp enough for a tile, quick to decode. */
const SOURCE_SIZE = 'medium';

/**
 * Drawn pictures, kept on disk under `<dir>/<board id>/<format>-<key>.png`: the key names what is
 * drawn, so a changed board is drawn again and its older file of that format removed. One drawing
 * of one key at a time, however many ask.
 */
export class SocialImages {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    readonly dir: string,
    /** A product picture's bytes (its served size), or null when there is no such picture. */
    private readonly picture: (key: MediaKey) => Promise<Buffer | null>,
  ) {}

  private fileOf(board: ShareableBoard, format: SocialFormat, key: string): string {
    if (!Number.isSafeInteger(board.id) || board.id <= 0) throw new Error(`not a board id: ${board.id}`);
    return path.join(this.dir, String(board.id), `${format}-${key}.png`);
  }

  /** The picture of the board in the format, and its key (for the ETag). */
  async image(board: ShareableBoard, format: SocialFormat): Promise<{ key: string; bytes: Buffer }> {
    const key = socialImageKey(board, format);
    const file = this.fileOf(board, format, key);
    const stored = await readFile(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (stored) return { key, bytes: stored };
    let work = this.inFlight.get(file);
    if (!work) {
      work = drawing(() => this.draw(board, format, file)).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, work);
    }
    return { key, bytes: await work };
  }

  /** Deletes every picture drawn of these boards. */
  async forget(boardIds: readonly number[]): Promise<void> {
    for (const id of boardIds) {
      if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`not a board id: ${id}`);
      await rm(path.join(this.dir, String(id)), { recursive: true, force: true });
    }
  }

  private async draw(board: ShareableBoard, format: SocialFormat, file: string): Promise<Buffer> {
    const pictures = (await Promise.all(board.media.map((m) => this.picture(m)))).filter((b): b is Buffer => b !== null);
    const bytes = await drawSocialImage(board, pictures, format);
    const folder = path.dirname(file);
    await mkdir(folder, { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    // The board's earlier drawings of this format are out of date: nothing names them any more.
    for (const name of await readdir(folder)) {
      if (name.startsWith(`${format}-`) && name.endsWith('.png') && path.join(folder, name) !== file) await rm(path.join(folder, name), { force: true });
    }
    return bytes;
  }
}

const byPlatform = new WeakMap<object, SocialImages>();

/** The platform's social pictures, kept in `social/look-board` under MEDIA_DIR, drawn from the served product sizes. */
export function socialImagesOf(platform: { settings: Pick<AppSettings, 'mediaDir'>; logger?: Pick<Logger, 'warn'> }): SocialImages {
  let s = byPlatform.get(platform);
  if (!s) {
    const { renderer } = mediaOf(platform);
    // The media folders are named by user id, so 'social' never meets one.
    s = new SocialImages(path.join(platform.settings.mediaDir, 'social', 'look-board'), (key) => renderer.variant(key, SOURCE_SIZE));
    byPlatform.set(platform, s);
  }
  return s;
}

const PATH = /^\/look-board\/(\d{1,12})\/(standard|pinterest)\.png$/;

/**
 * `GET /social/look-board/{id}/standard.png` and `.../pinterest.png` (mount at `/social`): a
 * shareable board's pictures; 404 for any other board. The address stays while the board
 * changes, so answers are kept a short while and revalidated by ETag (the key of what is drawn).
 */
export function socialImageRoutes(platform: { settings: Pick<AppSettings, 'mediaDir'>; logger?: Pick<Logger, 'warn'> }, loadBoard: LoadShareableBoard): Router {
  const router = Router();
  const images = socialImagesOf(platform);
  router.get(/.*/, async (req, res, next) => {
    try {
      const m = PATH.exec(req.path);
      const id = m ? Number(m[1]) : 0;
      const board = id > 0 ? await loadBoard(id) : null;
      if (!m || !board) {
        // A board not shared (any more) keeps no pictures: one drawn just before its owner was
        // erased, or before it went private, goes the first time it is asked for.
        if (id > 0) await images.forget([id]);
        return void res.status(404).set('Cache-Control', 'no-store').json({ message: MESSAGES.notFound });
      }
      const format = m[2] as SocialFormat;
      const etag = `"${socialImageKey(board, format)}"`;
      res.set({ 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400', ETag: etag, 'X-Content-Type-Options': 'nosniff' });
      if (req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag)) return void res.status(304).end();
      const { bytes } = await images.image(board, format);
      res.status(200).type('image/png').end(bytes);
    } catch (err) {
      res.removeHeader('Cache-Control');
      res.removeHeader('ETag');
      next(err);
    }
  });
  return router;
}

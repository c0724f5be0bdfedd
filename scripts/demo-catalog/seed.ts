import { drawProduct } from './draw-product';
import { drawRoom } from './draw-room';
import { buildPlan, type CatalogPlan, type PlannedImage, type PlannedProduct } from './plan';
import { renderSvg, type RenderOptions } from './render';
import type { CatalogWriter } from './writer';

export type SeedPhase = 'users' | 'images' | 'products';

export interface SeedOptions {
  onProgress?(done: number, total: number, phase: SeedPhase): void;
  /** Where progress lines go; console.log unless told otherwise (tests pass a no-op). */
  log?(line: string): void;
  /** Items drawn, rendered and written at once. Two cores: 3 keeps both busy while one item waits on the writer. */
  concurrency?: number;
  /** Rendering of rooms and products; the defaults are what the timing budget was measured with. */
  roomRender?: RenderOptions;
  productRender?: RenderOptions;
  /** Seeds only the first n images / products of the plan (previews and tests). */
  limit?: { images?: number; products?: number };
  plan?: CatalogPlan;
}

export interface SeedReport {
  skipped: boolean;
  users: number;
  images: { added: number; existing: number };
  products: { added: number; existing: number };
  ms: { total: number; draw: number; render: number; write: number };
}

/** Rooms at their drawn 1200x900, products at 800x800; see render.ts for why JPEG. */
export const ROOM_RENDER: RenderOptions = { format: 'jpeg', quality: 85 };
export const PRODUCT_RENDER: RenderOptions = { format: 'jpeg', quality: 88 };

/**
 * Loads the demo catalog through the writer: users, then images (so the gallery fills first), then
 * products; each item is approved right after it is added. Resumable: items the writer already has
 * are skipped (and approved if an interrupted run left them pending), and a finished seed is skipped.
 */
export async function seedDemoCatalog(writer: CatalogWriter, opts: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const log = opts.log ?? ((line: string) => console.log(line));
  const report: SeedReport = { skipped: false, users: 0, images: { added: 0, existing: 0 }, products: { added: 0, existing: 0 }, ms: { total: 0, draw: 0, render: 0, write: 0 } };
  if (await writer.alreadySeeded()) {
    report.skipped = true;
    return report;
  }
  const plan = opts.plan ?? buildPlan();
  const images = plan.images.slice(0, opts.limit?.images ?? plan.images.length);
  const products = plan.products.slice(0, opts.limit?.products ?? plan.products.length);
  const existing = await writer.existing();

  const userIds = new Map<string, number>();
  const owners = new Set([...images.map((i) => i.ownerKey), ...products.map((p) => p.ownerKey)]);
  const users = plan.users.filter((u) => owners.has(u.key));
  for (const [i, u] of users.entries()) {
    userIds.set(u.key, await writer.ensureUser(u));
    opts.onProgress?.(i + 1, users.length, 'users');
  }
  report.users = users.length;
  log(`demo catalog: ${users.length} users ready; drawing ${images.length} images and ${products.length} products`);

  const timed = async <T,>(key: keyof SeedReport['ms'], work: () => Promise<T> | T): Promise<T> => {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      report.ms[key] += performance.now() - t0;
    }
  };

  const seedImage = async (item: PlannedImage) => {
    const known = existing.get(item.key);
    if (known) {
      report.images.existing++;
      if (!known.approved) await timed('write', () => writer.approveImage(known.id));
      return;
    }
    const svg = await timed('draw', () => drawRoom(item.draw));
    const bytes = await timed('render', () => renderSvg(svg, opts.roomRender ?? ROOM_RENDER));
    const userId = userIds.get(item.ownerKey)!;
    await timed('write', async () => {
      const mediaId = await writer.uploadMedia(userId, 'inspirationImage', bytes);
      const { key, title, description, styles, subStyles, roomTypeId, type, sourceUrl, credit } = item;
      const imageId = await writer.addImage(userId, { key, mediaId, title, description, styles, subStyles, roomTypeId, type, sourceUrl, credit });
      await writer.approveImage(imageId);
    });
    report.images.added++;
  };

  const seedProduct = async (item: PlannedProduct) => {
    const known = existing.get(item.key);
    if (known) {
      report.products.existing++;
      if (!known.approved) await timed('write', () => writer.approveProduct(known.id));
      return;
    }
    const svg = await timed('draw', () => drawProduct(item.draw));
    const bytes = await timed('render', () => renderSvg(svg, opts.productRender ?? PRODUCT_RENDER));
    const userId = userIds.get(item.ownerKey)!;
    await timed('write', async () => {
      const mediaId = await writer.uploadMedia(userId, 'product', bytes);
      const { key, title, description, price, brand, retailerUrl, itemClassId, styles, subStyles, colors, materials, shapes, countries, dimensions } = item;
      const productId = await writer.addProduct(userId, { key, mediaId, title, description, price, brand, retailerUrl, itemClassId, styles, subStyles, colors, materials, shapes, countries, dimensions });
      await writer.approveProduct(productId);
    });
    report.products.added++;
  };

  const concurrency = Math.max(1, opts.concurrency ?? 3);
  await inPool(images, concurrency, seedImage, progress('images', images.length, opts, log));
  await inPool(products, concurrency, seedProduct, progress('products', products.length, opts, log));
  if (images.length === plan.images.length && products.length === plan.products.length) await writer.markSeeded();
  report.ms.total = performance.now() - started;
  log(`demo catalog: ${report.images.added} images and ${report.products.added} products added (${report.images.existing + report.products.existing} already there) in ${(report.ms.total / 1000).toFixed(1)} s`);
  return report;
}

function progress(phase: SeedPhase, total: number, opts: SeedOptions, log: (line: string) => void) {
  let lastTenth = 0;
  return (done: number) => {
    opts.onProgress?.(done, total, phase);
    const tenth = Math.floor((done * 10) / total);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      log(`demo catalog: ${phase} ${done}/${total} (${tenth * 10}%)`);
    }
  };
}

/** Runs work over items with at most `size` in flight, in plan order; the first failure stops the pool. */
async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>, onDone: (done: number) => void): Promise<void> {
  let next = 0;
  let done = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const item = items[next++];
      try {
        await work(item);
      } catch (e) {
        failed = true;
        throw e;
      }
      onDone(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

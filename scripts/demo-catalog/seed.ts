import { drawProduct } from './draw-product';
import { drawRoom } from './draw-room';
import { buildPlan, type CatalogPlan, type PlannedAmbassador, type PlannedBoard, type PlannedImage, type PlannedProduct } from './plan';
import { renderSvg, type RenderOptions } from './render';
import type { CatalogWriter } from './writer';

export type SeedPhase = 'users' | 'images' | 'products' | 'boards' | 'ambassadors';

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
  limit?: { images?: number; products?: number; boards?: number; ambassadors?: number };
  plan?: CatalogPlan;
}

export interface SeedReport {
  skipped: boolean;
  users: number;
  images: { added: number; existing: number };
  products: { added: number; existing: number };
  boards: { added: number; existing: number };
  ambassadors: { added: number; existing: number };
  follows: number;
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
  const report: SeedReport = { skipped: false, users: 0, images: { added: 0, existing: 0 }, products: { added: 0, existing: 0 }, boards: { added: 0, existing: 0 }, ambassadors: { added: 0, existing: 0 }, follows: 0, ms: { total: 0, draw: 0, render: 0, write: 0 } };
  if (await writer.alreadySeeded()) {
    report.skipped = true;
    return report;
  }
  const plan = opts.plan ?? buildPlan();
  const images = plan.images.slice(0, opts.limit?.images ?? plan.images.length);
  const products = plan.products.slice(0, opts.limit?.products ?? plan.products.length);
  // A board is seeded only when its image and all its products are part of this seed.
  const seededKeys = new Set([...images.map((i) => i.key), ...products.map((p) => p.key)]);
  const boards = plan.boards.slice(0, opts.limit?.boards ?? plan.boards.length).filter((b) => seededKeys.has(b.imageKey) && b.productKeys.every((k) => seededKeys.has(k)));
  const planned = plan.ambassadors ?? [];
  const ambassadors = planned.slice(0, opts.limit?.ambassadors ?? planned.length);
  const ambassadorKeys = new Set(ambassadors.map((a) => a.userKey));
  const follows = (plan.follows ?? []).filter(([, followed]) => ambassadorKeys.has(followed));
  const existing = await writer.existing();
  const ids = new Map<string, number>();

  const userIds = new Map<string, number>();
  const owners = new Set([
    ...images.flatMap((i) => [i.ownerKey, ...i.likedBy]),
    ...products.map((p) => p.ownerKey),
    ...boards.flatMap((b) => [b.ownerKey, ...b.likedBy, ...b.votedBy, ...b.ratings.map(([k]) => k)]),
    ...ambassadorKeys,
    ...follows.flat(),
  ]);
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

  // Members like the pictures they love (again after an interrupted run: a like is set, not toggled).
  const likeImage = async (imageId: number, item: PlannedImage) => {
    for (const k of item.likedBy) await writer.likeImage(userIds.get(k)!, imageId);
  };
  const seedImage = async (item: PlannedImage) => {
    const known = existing.get(item.key);
    if (known) {
      report.images.existing++;
      ids.set(item.key, known.id);
      if (!known.approved) await timed('write', () => writer.approveImage(known.id));
      await timed('write', () => likeImage(known.id, item));
      return;
    }
    const svg = await timed('draw', () => drawRoom(item.draw));
    const bytes = await timed('render', () => renderSvg(svg, opts.roomRender ?? ROOM_RENDER));
    const userId = userIds.get(item.ownerKey)!;
    await timed('write', async () => {
      const mediaId = await writer.uploadMedia(userId, 'inspirationImage', bytes);
      const { key, title, description, styles, subStyles, roomTypeId, type, sourceUrl, credit } = item;
      const imageId = await writer.addImage(userId, { key, mediaId, title, description, styles, subStyles, roomTypeId, type, sourceUrl, credit });
      ids.set(key, imageId);
      await writer.approveImage(imageId);
      await likeImage(imageId, item);
    });
    report.images.added++;
  };

  const seedProduct = async (item: PlannedProduct) => {
    const known = existing.get(item.key);
    if (known) {
      report.products.existing++;
      ids.set(item.key, known.id);
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
      ids.set(key, productId);
      await writer.approveProduct(productId);
    });
    report.products.added++;
  };

  // Boards are made by members: published, then liked, voted for and rated by others. A board
  // left unpublished by an interrupted run is published now; reactions repeat harmlessly.
  const seedBoard = async (item: PlannedBoard) => {
    const known = existing.get(item.key);
    const ownerId = userIds.get(item.ownerKey)!;
    await timed('write', async () => {
      let boardId: number;
      if (known) {
        report.boards.existing++;
        boardId = known.id;
        ids.set(item.key, boardId);
        if (known.approved) return;
      } else {
        const { key, title, description, message, type, roomTypeId, itemClassId, styleId, color, columns } = item;
        boardId = await writer.addLookBoard(ownerId, {
          key,
          inspirationImageId: ids.get(item.imageKey)!,
          products: item.productKeys.map((k) => ids.get(k)!),
          title,
          description,
          message,
          type,
          roomTypeId,
          itemClassId,
          styleId,
          color,
          columns,
        });
        ids.set(item.key, boardId);
        report.boards.added++;
      }
      await writer.publishLookBoard(ownerId, boardId);
      const reactions = new Map<string, { like?: boolean; vote?: boolean; rate?: number }>();
      const of = (k: string) => reactions.get(k) ?? reactions.set(k, {}).get(k)!;
      for (const k of item.likedBy) of(k).like = true;
      for (const k of item.votedBy) of(k).vote = true;
      for (const [k, rate] of item.ratings) of(k).rate = rate;
      for (const [k, r] of reactions) await writer.reactToLookBoard(userIds.get(k)!, boardId, r);
    });
  };

  // Ambassadors show the seeded images and their own seeded boards (any the seed left out are left off the page).
  const seedAmbassador = async (item: PlannedAmbassador) => {
    const known = (keys: string[]) => keys.filter((k) => ids.has(k)).map((k) => ids.get(k)!);
    const added = await timed('write', () =>
      writer.ensureAmbassador(userIds.get(item.userKey)!, {
        type: item.type,
        profession: item.profession,
        application: item.application,
        pageName: item.pageName,
        subtitle: item.subtitle,
        urlKey: item.urlKey,
        description: item.description,
        bannerColor: item.bannerColor,
        showcaseStyles: item.showcaseStyles,
        images: known(item.imageKeys),
        featuredImages: known(item.featuredImageKeys),
        lookBoards: known(item.boardKeys),
        featuredLookBoards: known(item.featuredBoardKeys),
      }),
    );
    if (added) report.ambassadors.added++;
    else report.ambassadors.existing++;
  };

  const concurrency = Math.max(1, opts.concurrency ?? 3);
  await inPool(images, concurrency, seedImage, progress('images', images.length, opts, log));
  await inPool(products, concurrency, seedProduct, progress('products', products.length, opts, log));
  await inPool(boards, concurrency, seedBoard, progress('boards', boards.length, opts, log));
  await inPool(ambassadors, concurrency, seedAmbassador, progress('ambassadors', ambassadors.length, opts, log));
  // Following again is one follow: a resumed seed follows everyone again harmlessly.
  for (const [follower, followed] of follows) await timed('write', () => writer.follow(userIds.get(follower)!, userIds.get(followed)!));
  report.follows = follows.length;
  const whole = images.length === plan.images.length && products.length === plan.products.length && boards.length === plan.boards.length && ambassadors.length === planned.length;
  if (whole) await writer.markSeeded();
  report.ms.total = performance.now() - started;
  const already = report.images.existing + report.products.existing + report.boards.existing;
  if (ambassadors.length > 0) log(`demo catalog: ${report.ambassadors.added} ambassadors with their showcases added (${report.ambassadors.existing} already there), ${report.follows} follows`);
  log(`demo catalog: ${report.images.added} images, ${report.products.added} products and ${report.boards.added} look boards added (${already} already there) in ${(report.ms.total / 1000).toFixed(1)} s`);
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

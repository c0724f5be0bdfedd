import { describe, expect, it } from 'vitest';
import { MemoryWriter } from './memory-writer';
import { buildPlan, type CatalogPlan } from './plan';
import { seedDemoCatalog } from './seed';

const full = buildPlan();
/** A small slice of the real plan keeps the test quick; the seed treats it as the whole plan. */
const plan: CatalogPlan = { users: full.users, images: full.images.slice(0, 5), products: full.products.slice(0, 8), boards: [] };
const quiet = () => {};

describe('seedDemoCatalog', () => {
  it('adds and approves every planned image and product through the writer, images first', async () => {
    const writer = new MemoryWriter();
    const progress: string[] = [];
    const report = await seedDemoCatalog(writer, { plan, log: quiet, onProgress: (done, total, phase) => progress.push(`${phase} ${done}/${total}`) });

    expect([...writer.images.values()].map((i) => i.title).sort()).toEqual(plan.images.map((i) => i.title).sort());
    expect([...writer.products.values()].map((p) => p.title).sort()).toEqual(plan.products.map((p) => p.title).sort());
    expect([...writer.images.values(), ...writer.products.values()].every((x) => x.approved)).toBe(true);
    expect(writer.seeded).toBe(true);
    expect(report.images.added).toBe(5);
    expect(report.products.added).toBe(8);
    expect(progress.indexOf('images 5/5')).toBeLessThan(progress.indexOf('products 1/8'));
    expect(progress.at(-1)).toBe('products 8/8');
    const rooms = writer.uploads.filter((u) => u.type === 'inspirationImage');
    expect(rooms.every((u) => u.width === 1200 && u.height === 900 && u.format === 'jpeg')).toBe(true);
    expect(writer.uploads.filter((u) => u.type === 'product').every((u) => u.width === 800 && u.height === 800)).toBe(true);
    const image = [...writer.images.values()].find((i) => i.key === plan.images[0].key)!;
    expect(image.userId).toBe(writer.users.get(full.users.find((u) => u.key === plan.images[0].ownerKey)!.username));
  }, 30_000);

  it('resumes after an interruption without duplicates, approving what was left pending', async () => {
    const writer = new MemoryWriter();
    writer.failApprovalAt = 7;
    await expect(seedDemoCatalog(writer, { plan, log: quiet, concurrency: 1 })).rejects.toThrow('interrupted');
    expect(writer.seeded).toBe(false);
    expect(writer.images.size + writer.products.size).toBe(7);
    const pending = [...writer.products.values()].filter((p) => !p.approved);
    expect(pending.map((p) => p.key)).toEqual([plan.products[1].key]);

    writer.failApprovalAt = null;
    const report = await seedDemoCatalog(writer, { plan, log: quiet });
    expect(report.images.existing + report.products.existing).toBe(7);
    expect(writer.images.size + writer.products.size).toBe(13);
    expect(new Set([...writer.products.values()].map((p) => p.key)).size).toBe(8);
    expect([...writer.images.values(), ...writer.products.values()].every((x) => x.approved)).toBe(true);
    expect(writer.seeded).toBe(true);
  }, 30_000);

  it('publishes the planned look boards from their images and products, with other members’ likes, votes and ratings', async () => {
    const board = full.boards[0];
    const images = full.images.filter((i) => i.key === board.imageKey);
    const products = full.products.filter((p) => board.productKeys.includes(p.key));
    const writer = new MemoryWriter();
    const report = await seedDemoCatalog(writer, { plan: { users: full.users, images, products, boards: [board] }, log: quiet });
    expect(report.boards.added).toBe(1);
    const [seeded] = [...writer.boards.values()];
    const idOf = (key: string) => [...writer.images, ...writer.products].find(([, v]) => v.key === key)![0];
    expect(seeded).toMatchObject({ title: board.title, published: true, inspirationImageId: idOf(board.imageKey), products: board.productKeys.map(idOf) });
    expect([seeded.likes.size, seeded.votes.size, seeded.rates.size]).toEqual([board.likedBy.length, board.votedBy.length, board.ratings.length]);
    // Whoever liked the board likes its picture too (the gallery's likes count and "most liked" have something to show).
    const picture = writer.images.get(idOf(board.imageKey))!;
    expect(picture.likes.size).toBe(images.find((i) => i.key === board.imageKey)!.likedBy.length);
    for (const liker of seeded.likes) expect(picture.likes.has(liker)).toBe(true);
    expect(writer.seeded).toBe(true);
    // a second run finds the board and adds nothing
    writer.seeded = false;
    const again = await seedDemoCatalog(writer, { plan: { users: full.users, images, products, boards: [board] }, log: quiet });
    expect([again.boards.added, again.boards.existing, writer.boards.size]).toEqual([0, 1, 1]);
  }, 30_000);

  it('makes the planned ambassadors with their pages showing the seeded images and their own boards, and their follows, once', async () => {
    const board = full.boards[0];
    const owner = full.ambassadors!.find((a) => a.userKey === board.ownerKey)!;
    const other = full.ambassadors!.find((a) => a.userKey !== board.ownerKey && !a.userKey.startsWith('user-'))!;
    const images = full.images.filter((i) => i.key === board.imageKey || i.key === owner.imageKeys[0]);
    const products = full.products.filter((p) => board.productKeys.includes(p.key));
    const follows: [string, string][] = [
      [other.userKey, owner.userKey],
      [owner.userKey, other.userKey],
      ['user-03', owner.userKey],
    ];
    const small: CatalogPlan = { users: full.users, images, products, boards: [board], ambassadors: [owner, other], follows };
    const writer = new MemoryWriter();
    const report = await seedDemoCatalog(writer, { plan: small, log: quiet });
    expect([report.ambassadors, report.follows]).toEqual([{ added: 2, existing: 0 }, 3]);
    const userId = (key: string) => writer.users.get(full.users.find((u) => u.key === key)!.username)!;
    const idOf = (key: string) => [...writer.images, ...writer.boards].find(([, v]) => v.key === key)?.[0];
    const page = writer.ambassadors.get(userId(owner.userKey))!;
    expect(page).toMatchObject({ type: owner.type, urlKey: owner.urlKey, bannerColor: owner.bannerColor, lookBoards: [idOf(board.key)], featuredLookBoards: [idOf(board.key)] });
    // Only the images this seed has are shown.
    expect(page.images).toEqual(owner.imageKeys.map(idOf).filter((id) => id !== undefined));
    expect(page.images).toContain(idOf(owner.imageKeys[0]));
    expect(writer.ambassadors.get(userId(other.userKey))!.lookBoards).toEqual([]);
    expect([...writer.follows.get(userId('user-03'))!]).toEqual([userId(owner.userKey)]);
    expect(writer.seeded).toBe(true);

    writer.seeded = false;
    const again = await seedDemoCatalog(writer, { plan: small, log: quiet });
    expect(again.ambassadors).toEqual({ added: 0, existing: 2 });
    expect(writer.ambassadors.size).toBe(2);
  }, 30_000);

  it('skips a catalog that is already seeded without drawing anything', async () => {
    const writer = new MemoryWriter();
    writer.seeded = true;
    const report = await seedDemoCatalog(writer, { plan, log: quiet });
    expect(report.skipped).toBe(true);
    expect(writer.uploads).toHaveLength(0);
    expect(writer.users.size).toBe(0);
  });

  it('reports its progress in tenths', async () => {
    const lines: string[] = [];
    await seedDemoCatalog(new MemoryWriter(), { plan: { ...plan, images: full.images.slice(0, 10), products: [] }, log: (l) => lines.push(l) });
    expect(lines.filter((l) => /images \d+\/10 \(\d+%\)/.test(l))).toHaveLength(10);
    expect(lines.at(-1)).toMatch(/10 images, 0 products and 0 look boards added/);
  }, 30_000);
});

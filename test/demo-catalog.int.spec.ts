import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evolveLookBoard, initialLookBoardState, lookBoardStream, showcaseSearchAnswer, showcaseView, type LookBoardEvent } from '@decorlook/domain';
import { demoCatalogWriter } from '../scripts/demo-catalog-writer';
import { buildPlan } from '../scripts/demo-catalog/plan';
import { seedDemoCatalog } from '../scripts/demo-catalog/seed';
import { freshRead } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The demo catalog's writer on the real commands: a planned look board is created by its curator
 * from the seeded image and products, published, and liked, voted for and rated by other members;
 * a second run finds it and adds nothing. Planned ambassadors are approved through the programme's
 * own calls and their live showcase pages, follows and counts read back through the site's API.
 */
let s: TestServer;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-demo-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir, DEMO_CATALOG: 'off' }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'ambassador-applications', 'showcases', 'follows'] });
}, 60_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('the demo catalog writer', () => {
  it('publishes a planned look board with its likes, votes and ratings, once', async () => {
    const full = buildPlan();
    const board = full.boards[0];
    const plan = { users: full.users, images: full.images.filter((i) => i.key === board.imageKey), products: full.products.filter((p) => board.productKeys.includes(p.key)), boards: [board] };
    const writer = demoCatalogWriter(s.platform);
    const quiet = () => {};
    const first = await seedDemoCatalog(writer, { plan, log: quiet });
    expect([first.images.added, first.products.added, first.boards.added]).toEqual([1, board.productKeys.length, 1]);

    const { rows } = await s.platform.pool.query<{ stream_id: string }>(`SELECT stream_id FROM events WHERE type = 'LookBoardCreated' AND metadata->>'correlationId' = $1`, [`demo-catalog:${board.key}`]);
    expect(rows).toHaveLength(1);
    const { events } = await s.platform.store.readStream(rows[0].stream_id);
    const state = events.reduce((st, e) => evolveLookBoard(st, e as unknown as LookBoardEvent), initialLookBoardState());
    expect(rows[0].stream_id).toBe(lookBoardStream(state.lookBoardId));
    expect(state).toMatchObject({ status: 'approved' });
    expect(state.details).toMatchObject({ title: board.title, columns: board.columns, public: true });
    expect(state.details?.products).toHaveLength(board.productKeys.length);
    expect([state.likedBy.size, state.votedBy.size, state.rates.size]).toEqual([board.likedBy.length, board.votedBy.length, board.ratings.length]);

    await s.platform.pool.query('DELETE FROM demo_catalog_runs');
    const again = await seedDemoCatalog(writer, { plan, log: quiet });
    expect([again.images.added, again.products.added, again.boards.added, again.boards.existing]).toEqual([0, 0, 0, 1]);
  }, 120_000);

  it('makes planned ambassadors with live showcases, featured boards and images, and follows, that the site lists', async () => {
    const full = buildPlan();
    const board = full.boards[0];
    const owner = full.ambassadors!.find((a) => a.userKey === board.ownerKey)!;
    const other = full.ambassadors!.find((a) => a.userKey !== board.ownerKey && a.type !== owner.type)!;
    const images = full.images.filter((i) => i.key === board.imageKey || i.key === owner.imageKeys[0] || i.key === other.imageKeys[0]);
    const products = full.products.filter((p) => board.productKeys.includes(p.key));
    const follower = full.users.find((u) => u.kind === 'business')!;
    const follows: [string, string][] = [
      [other.userKey, owner.userKey],
      [follower.key, owner.userKey],
      [owner.userKey, other.userKey],
    ];
    const plan = { users: full.users, images, products, boards: [board], ambassadors: [owner, other], follows };
    const writer = demoCatalogWriter(s.platform);
    const quiet = () => {};
    await s.platform.pool.query('DELETE FROM demo_catalog_runs');
    const first = await seedDemoCatalog(writer, { plan, log: quiet });
    expect([first.ambassadors, first.follows]).toEqual([{ added: 2, existing: 0 }, 3]);

    const after = { 'X-Min-Position': String(await s.platform.store.headPosition()) };
    const read = async (method: string, url: string, body?: unknown) => {
      const r = await freshRead(s.url, method, `/v1${url}`, body, after);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body;
    };
    const page = showcaseView.strict().parse((await read('POST', '/showcase/url', { urlKey: owner.urlKey })).result);
    expect(page).toMatchObject({ urlKey: owner.urlKey, pageName: owner.pageName, ambassadorType: owner.type, profession: owner.profession, active: true, banner: { color: owner.bannerColor, image: null }, followersCount: 2 });
    expect(page.lookBoards).toHaveLength(1);
    expect(page.featuredLookBoards).toEqual(page.lookBoards);
    expect(page.images.length).toBeGreaterThan(0);
    expect(page.styles).toEqual(owner.showcaseStyles ?? owner.application.styles);
    expect(page.shareUrl).toBe(`${s.platform.settings.publicUrl}/showcase/${owner.urlKey}`);
    const listed = showcaseSearchAnswer.parse(await read('POST', '/showcase/search', {}));
    expect(listed.result.map((p) => p.urlKey).sort()).toEqual([owner.urlKey, other.urlKey].sort());
    expect((await read('POST', '/showcase/search', { ambassadorType: other.type })).result).toEqual([expect.objectContaining({ urlKey: other.urlKey, followersCount: 1 })]);
    expect((await read('GET', `/users/${page.userId}/followers`)).result).toHaveLength(2);

    await s.platform.pool.query('DELETE FROM demo_catalog_runs');
    const again = await seedDemoCatalog(writer, { plan, log: quiet });
    expect(again.ambassadors).toEqual({ added: 0, existing: 2 });
    const { rows } = await s.platform.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type IN ('AmbassadorApplicationSubmitted', 'ShowcaseCreated')`);
    expect(rows[0].n).toBe(4);
  }, 180_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evolveLookBoard, initialLookBoardState, lookBoardStream, type LookBoardEvent } from '@decorlook/domain';
import { demoCatalogWriter } from '../scripts/demo-catalog-writer';
import { buildPlan } from '../scripts/demo-catalog/plan';
import { seedDemoCatalog } from '../scripts/demo-catalog/seed';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The demo catalog's writer on the real commands: a planned look board is created by its curator
 * from the seeded image and products, published, and liked, voted for and rated by other members;
 * a second run finds it and adds nothing.
 */
let s: TestServer;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-demo-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir, DEMO_CATALOG: 'off' });
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
});

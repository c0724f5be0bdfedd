import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventRegistry, lookBoardStream, productStream } from '@decorlook/domain';
import { PostgresEventStore } from '@decorlook/infra/event-store/postgres-event-store';
import { START, type EventToAppend, type RecordedEvent } from '@decorlook/infra/event-store/types';
import { createLogger } from '@decorlook/infra/observability/logger';
import { ProjectionRunner, rebuild } from '@decorlook/infra/projections/index';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { shownOnBoard } from '../boards/queries';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';
import { histogram, isoAt } from '../../catalog/projector-kit.int';
import { catalogProductsProjector } from '../../catalog/products/projector';
import { compatibilityProjector } from '../../recommendations/compatibility/projector';
import { lookBoardsProjector } from '../boards/projector';
import { lookBoardRepairReactor } from './reactor';

/**
 * Boards that repair themselves, against a real store and the real runner: a product on two
 * boards goes, both boards are offered the same substitute once, even when the reactor is handed
 * the events again; the product comes back and the offers lapse; the substitute goes in turn and
 * a new one is offered; the look boards' read model shows the substitutes and is rebuilt the same.
 */
let db: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;
const reactor = lookBoardRepairReactor();
const OWNER = 10;
const OTHER_OWNER = 11;
const SELLER = 30;
const ADMIN = 1;
const SOFA = 4;
const LAMP = 7;

const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });
const added = (productId: number, itemClassId: number, price: number, styles: number[]): EventToAppend =>
  ev('ProductAdded', {
    productId,
    ownerId: SELLER,
    mediaId: 200 + productId,
    media: { userId: SELLER, hash: `${productId}`.padStart(32, 'b') },
    title: `Product ${productId}`,
    description: null,
    price,
    brand: null,
    retailerUrl: null,
    itemClassId,
    styles,
    subStyles: [],
    colors: [],
    materials: [],
    shapes: [],
    countries: [],
    dimensions: null,
    palette: [],
    colorGroups: [],
    features: histogram(0),
    addedAt: isoAt(1),
  });
const approved = (productId: number) => ev('ProductApproved', { productId, ownerId: SELLER, adminId: ADMIN, approvedAt: isoAt(2) });
const board = (lookBoardId: number, ownerId: number, products: number[]) =>
  ev('LookBoardCreated', {
    lookBoardId,
    ownerId,
    title: `Board ${lookBoardId}`,
    description: 'Oak and linen',
    message: 'Enjoy',
    type: 'room',
    roomTypeId: 1,
    itemClassId: null,
    styleId: 2,
    color: '#f4efe6',
    columns: 1,
    products,
    inspirationImageId: null,
    requestId: null,
    public: true,
    createdAt: isoAt(3),
  });

async function append(streamId: string, events: EventToAppend[]): Promise<void> {
  const { position } = await store.append(streamId, 'any', events);
  if (!(await waitForPosition(db.pool, position, 10_000, [catalogProductsProjector.name, compatibilityProjector.name, lookBoardsProjector.name]))) throw new Error(`projectors did not reach ${position}`);
}
const boardEvents = async (id: number) => (await store.readStream(lookBoardStream(id))).events;
const repairsOf = async (id: number) =>
  (await boardEvents(id)).filter((e) => e.type === 'LookBoardSubstituteOffered' || e.type === 'LookBoardSubstituteLapsed').map((e) => [e.type, e.data]);
const offers = async () => (await db.pool.query('SELECT look_board_id, product_id, substitute_id, reason FROM look_board_substitutes ORDER BY 1, 2')).rows;
const shown = (id: number, products: number[]) => shownOnBoard(db.pool, id, products);

/** Waits until the reactor's checkpoint has passed the last event of a stream. */
async function reactorReached(streamId: string): Promise<void> {
  const last = (await store.readStream(streamId)).events.at(-1) as RecordedEvent;
  await vi.waitFor(
    async () => {
      const { rows } = await db.pool.query<{ at: string }>(`SELECT last_position::text AS at FROM projections WHERE name = $1`, [reactor.name]);
      expect(BigInt(rows[0]?.at ?? '0')).toBeGreaterThanOrEqual(last.globalPosition);
    },
    { timeout: 10_000 },
  );
}

async function productEvents(): Promise<RecordedEvent[]> {
  return (await store.readAll({ after: START, limit: 1000, types: reactor.handles })).events;
}

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry });
  runner = new ProjectionRunner({
    pool: db.pool,
    connectionString: db.url,
    store,
    projectors: [catalogProductsProjector, compatibilityProjector, lookBoardsProjector, reactor],
    logger: createLogger('test', 'silent'),
    idlePollMs: 50,
  });
  await runner.start();
  // 5: the sofa on both boards; 50 shares its style at a near price; 52 is nearer in price but of
  // another style; 51 is far dearer; 60 is a lamp (another item class); 53 is a sofa not approved.
  const catalog: [number, number, number, number[]][] = [
    [5, SOFA, 100_00, [2]],
    [6, LAMP, 40_00, [2]],
    [50, SOFA, 110_00, [2]],
    [51, SOFA, 900_00, [2]],
    [52, SOFA, 101_00, [9]],
    [53, SOFA, 100_00, [2]],
    [60, LAMP, 100_00, [2]],
  ];
  for (const [id, itemClass, price, styles] of catalog) await append(productStream(id), [added(id, itemClass, price, styles), ...(id === 53 ? [] : [approved(id)])]);
  await append(lookBoardStream(1), [board(1, OWNER, [5, 6])]);
  await append(lookBoardStream(2), [board(2, OTHER_OWNER, [6, 5])]);
});
afterAll(async () => {
  await runner?.stop();
  await db?.drop();
});

describe('the look board repair reactor', () => {
  it('offers both boards holding a product that was rejected the same substitute, once, even when the events come again', async () => {
    await append(productStream(5), [ev('ProductRejected', { productId: 5, ownerId: SELLER, adminId: ADMIN, reason: 'Broken link', rejectedAt: isoAt(10) })]);
    await vi.waitFor(async () => expect((await offers()).length).toBe(2), { timeout: 10_000 });
    expect(await offers()).toEqual([
      { look_board_id: 1, product_id: 5, substitute_id: 50, reason: 'rejected' },
      { look_board_id: 2, product_id: 5, substitute_id: 50, reason: 'rejected' },
    ]);
    // The reactor handed every product event again, as after a crash before its checkpoint.
    await reactor.apply(await productEvents(), { sql: db.pool, store });
    await reactor.apply(await productEvents(), { sql: db.pool, store });
    for (const id of [1, 2]) {
      const repairs = await repairsOf(id);
      expect(repairs).toHaveLength(1);
      expect(repairs[0][1]).toMatchObject({ lookBoardId: id, productId: 5, substituteId: 50, reason: 'rejected' });
    }
    // Nothing on the boards changed: the slot shows the substitute, flagged.
    expect((await boardEvents(1)).map((e) => e.type)).toEqual(['LookBoardCreated', 'LookBoardSubstituteOffered']);
    expect(await shown(1, [5, 6])).toEqual([
      { id: 50, substituteFor: 5 },
      { id: 6, substituteFor: null },
    ]);
    expect(await shown(2, [6, 5])).toEqual([
      { id: 6, substituteFor: null },
      { id: 50, substituteFor: 5 },
    ]);
  });

  it('lets the offers lapse when the product is approved again: the original shows again', async () => {
    await append(productStream(5), [approved(5)]);
    await vi.waitFor(async () => expect(await offers()).toEqual([]), { timeout: 10_000 });
    expect((await repairsOf(1)).map(([type]) => type)).toEqual(['LookBoardSubstituteOffered', 'LookBoardSubstituteLapsed']);
    expect(await shown(1, [5, 6])).toEqual([
      { id: 5, substituteFor: null },
      { id: 6, substituteFor: null },
    ]);
    await reactor.apply(await productEvents(), { sql: db.pool, store });
    expect(await repairsOf(2)).toHaveLength(2);
  });

  it('makes a new offer when the substitute goes in turn, and leaves a slot out when nothing fits', async () => {
    await append(productStream(5), [ev('ProductRemoved', { productId: 5, ownerId: SELLER, removedAt: isoAt(20) })]);
    await vi.waitFor(async () => expect((await offers()).map((o) => [o.reason, o.substitute_id])).toEqual([
      ['removed', 50],
      ['removed', 50],
    ]), { timeout: 10_000 });
    // Rejected while deleted: a second cause with the same suggestion tells the owner nothing new.
    const offersBefore = (await repairsOf(1)).length;
    await append(productStream(5), [ev('ProductRejected', { productId: 5, ownerId: SELLER, adminId: ADMIN, reason: 'Gone', rejectedAt: isoAt(20) })]);
    await reactorReached(productStream(5));
    expect(await repairsOf(1)).toHaveLength(offersBefore);
    await append(productStream(50), [ev('ProductTakenDown', { productId: 50, ownerId: SELLER, adminId: ADMIN, reason: 'Counterfeit', takenDownAt: isoAt(21) })]);
    await vi.waitFor(async () => expect((await offers()).map((o) => o.substitute_id)).toEqual([52, 52]), { timeout: 10_000 });
    expect((await offers())[0]).toMatchObject({ product_id: 5, reason: 'takenDown' });
    expect(await shown(1, [5, 6])).toEqual([
      { id: 52, substituteFor: 5 },
      { id: 6, substituteFor: null },
    ]);
    // 51 is too dear while another is near; once 52 goes too, only it is left of the class.
    await append(productStream(52), [ev('ProductRejected', { productId: 52, ownerId: SELLER, adminId: ADMIN, reason: 'Wrong photo', rejectedAt: isoAt(22) })]);
    await vi.waitFor(async () => expect((await offers()).map((o) => o.substitute_id)).toEqual([51, 51]), { timeout: 10_000 });
    await append(productStream(51), [ev('ProductRemoved', { productId: 51, ownerId: SELLER, removedAt: isoAt(23) })]);
    await vi.waitFor(async () => expect((await offers()).map((o) => o.substitute_id)).toEqual([null, null]), { timeout: 10_000 });
    expect(await shown(1, [5, 6])).toEqual([{ id: 6, substituteFor: null }]);
  });

  it('finds a board created just before its product went, whichever of the two the runner reaches first', async () => {
    const VASE = 8;
    await append(productStream(70), [added(70, VASE, 20_00, [2]), approved(70)]);
    await append(productStream(71), [added(71, VASE, 22_00, [2]), approved(71)]);
    // No wait between the two: the reactor may reach the removal before the board is projected.
    await store.append(lookBoardStream(4), 'any', [board(4, OWNER, [70])]);
    await store.append(productStream(70), 'any', [ev('ProductRemoved', { productId: 70, ownerId: SELLER, removedAt: isoAt(30) })]);
    await vi.waitFor(async () => expect((await offers()).filter((o) => o.look_board_id === 4)).toEqual([{ look_board_id: 4, product_id: 70, substitute_id: 71, reason: 'removed' }]), {
      timeout: 10_000,
    });
  });

  it('gives the look boards read model back the same when it is rebuilt', async () => {
    const tables = ['look_boards', 'look_board_substitutes'];
    const rows = () => Promise.all(tables.map(async (t) => (await db.pool.query(`SELECT * FROM ${t} ORDER BY 1, 2`)).rows));
    const before = await rows();
    await rebuild({ pool: db.pool, store, projector: lookBoardsProjector });
    expect(await rows()).toEqual(before);
  });
});

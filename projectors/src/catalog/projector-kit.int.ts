import { eventRegistry } from '@decorlook/domain';
import { PostgresEventStore } from '@decorlook/infra/event-store/postgres-event-store';
import { START, type EventToAppend, type RecordedEvent } from '@decorlook/infra/event-store/types';
import { createLogger } from '@decorlook/infra/observability/logger';
import { ProjectionRunner, contextFor, createTables, rebuild, type Projector } from '@decorlook/infra/projections/index';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';

/**
 * What the catalog projector specs share: a throwaway database and event store, the projectors
 * under test run by the real runner, and the checks every projector must pass (the same events
 * delivered again give the same rows; a replay gives the same rows).
 */
export interface ProjectorKit {
  db: TestDatabase;
  store: PostgresEventStore;
  /** Appends to a stream and waits until the projectors have applied it. */
  append(streamId: string, events: EventToAppend[]): Promise<void>;
  /** Every row of a read model (view name, or a physical table), in key order. */
  rows(table: string, order?: string): Promise<Record<string, unknown>[]>;
  /** Applies every event the projector handles into a fresh generation, then again, one by one, and one by one newest first; answers both snapshots and the live one. */
  deliverTwice(p: Projector): Promise<{ live: unknown[]; once: unknown[]; twice: unknown[] }>;
  /** Rebuilds the projector from the first event (npm run replay). */
  replay(p: Projector): Promise<void>;
  close(): Promise<void>;
}

export async function startProjectorKit(projectors: Projector[]): Promise<ProjectorKit> {
  const db = await createTestDatabase();
  const store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry });
  const runner = new ProjectionRunner({ pool: db.pool, connectionString: db.url, store, projectors, logger: createLogger('test', 'silent'), idlePollMs: 50 });
  await runner.start();
  const names = projectors.map((p) => p.name);

  const rows = async (table: string, order = '1') => (await db.pool.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows as Record<string, unknown>[];

  async function allEvents(types: readonly string[]): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    let after = START;
    for (;;) {
      const batch = await store.readAll({ after, limit: 500, types });
      out.push(...batch.events);
      if (batch.events.length < 500) return out;
      const l = batch.events[batch.events.length - 1];
      after = { transactionId: l.transactionId, globalPosition: l.globalPosition };
    }
  }

  // Key order of every table: its first two columns (ids, or id pairs).
  const snapshot = (p: Projector, table: (view: string) => string) => Promise.all(Object.keys(p.tables).map((v) => rows(table(v), '1, 2')));

  return {
    db,
    store,
    rows,
    async append(streamId, events) {
      const { position } = await store.append(streamId, 'any', events);
      if (!(await waitForPosition(db.pool, position, 10_000, names))) throw new Error(`projectors did not reach ${position}`);
    },
    async deliverTwice(p) {
      const live = await snapshot(p, (v) => v);
      const generation = 900;
      await createTables(db.pool, p, generation);
      const ctx = contextFor(db.pool, p, generation);
      const events = await allEvents(p.handles);
      await p.apply(events, ctx);
      const once = await snapshot(p, ctx.table);
      await p.apply(events, ctx);
      for (const e of events) await p.apply([e], ctx);
      // Late redeliveries, newest first: an event older than what a row holds must change nothing.
      for (const e of [...events].reverse()) await p.apply([e], ctx);
      const twice = await snapshot(p, ctx.table);
      for (const v of Object.keys(p.tables)) await db.pool.query(`DROP TABLE ${ctx.table(v)}`);
      return { live, once, twice };
    },
    async replay(p) {
      // The runner keeps running meanwhile, as on the live site.
      await rebuild({ pool: db.pool, store, projector: p });
    },
    async close() {
      await runner.stop();
      await db.drop();
    },
  };
}

/** A colour histogram of 32 bins (catalog.md) with its weight on the bins given. */
export function histogram(...bins: number[]): number[] {
  const h = new Array(32).fill(0);
  for (const b of bins) h[b] += 1 / bins.length;
  return h;
}

export const isoAt = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();

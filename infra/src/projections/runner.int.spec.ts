import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventRegistry } from '@decorlook/domain';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore } from '../event-store/types';
import { createLogger } from '../observability/logger';
import { projectorFailures } from '../observability/metrics';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { rebuild } from './rebuild';
import { HandledTypesChanged, ProjectionRunner, projectionStatuses, type RunnerOptions } from './runner';
import type { Processor, Projector, Reactor } from './types';
import { waitForPosition } from './wait';

let db: TestDatabase;
let store: PostgresEventStore;
const runners: ProjectionRunner[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry });
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(() => db.drop());

/** A read model of entry names per stream, plus a per-stream count of applied events. */
function namesProjector(name: string, version = 1, failOn?: string | ((name: string) => void)): Projector {
  const view = `${name.replace(/-/g, '_')}_names`;
  return {
    name,
    version,
    tables: { [view]: (t) => `CREATE TABLE ${t} (stream_id text, id int, name text, position bigint, PRIMARY KEY (stream_id, id))` },
    handles: ['EnumEntryAdded'],
    async apply(events, { sql, table }) {
      for (const e of events) {
        const d = e.data as { entry: { id: number; name: string } };
        if (typeof failOn === 'function') failOn(d.entry.name);
        else if (failOn && d.entry.name === failOn) throw new Error(`cannot apply ${failOn}`);
        await sql.query(
          `INSERT INTO ${table(view)} AS t VALUES ($1, $2, $3, $4) ON CONFLICT (stream_id, id) DO UPDATE SET name = EXCLUDED.name, position = EXCLUDED.position WHERE EXCLUDED.position > t.position`,
          [e.streamId, d.entry.id, d.entry.name, String(e.globalPosition)],
        );
      }
    },
  };
}

const runner = (projectors: Processor[], batchSize = 500, more: Partial<RunnerOptions> = {}) => {
  const r = new ProjectionRunner({
    pool: db.pool,
    connectionString: db.url,
    store,
    projectors,
    logger: createLogger('test', 'silent'),
    batchSize,
    idlePollMs: 50,
    retry: { baseMs: 5, maxMs: 40 },
    ...more,
  });
  runners.push(r);
  return r;
};

async function appendEntries(stream: string, names: string[]): Promise<bigint> {
  let last = 0n;
  for (const [i, name] of names.entries()) {
    last = (await store.append(stream, 'any', [{ type: 'EnumEntryAdded', data: { resource: 'styles', entry: { id: i + 1, name } } }])).position;
  }
  return last;
}

const rowsOf = async (view: string, stream: string) =>
  (await db.pool.query(`SELECT id, name FROM ${view} WHERE stream_id = $1 ORDER BY id`, [stream])).rows;

describe('projection runner', () => {
  it('resumes from its checkpoint after being stopped between batches, with the rows of an uninterrupted run', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    const names = Array.from({ length: 25 }, (_, i) => `style ${i}`);
    const last = await appendEntries(stream, names);

    const interrupted = namesProjector('interrupted');
    const first = runner([interrupted], 4);
    await first.start();
    while (first.batches < 2) await new Promise((r) => setTimeout(r, 5));
    await first.stop();
    const partial = await rowsOf('interrupted_names', stream);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(25);

    const second = runner([interrupted], 4);
    await second.start();
    const whole = runner([namesProjector('uninterrupted')], 500);
    await whole.start();
    expect(await waitForPosition(db.pool, last, 10_000, ['interrupted', 'uninterrupted'])).toBe(true);
    expect(await rowsOf('interrupted_names', stream)).toEqual(await rowsOf('uninterrupted_names', stream));
    expect(await rowsOf('interrupted_names', stream)).toHaveLength(25);
  });

  it('stops a projector at an event it cannot apply, records the event id, and lets the others go on', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    const r = runner([namesProjector('fragile', 1, 'poison'), namesProjector('sturdy')]);
    await r.start();
    const last = await appendEntries(stream, ['fine', 'poison', 'after']);
    expect(await waitForPosition(db.pool, last, 10_000, ['sturdy'])).toBe(true);
    expect(await rowsOf('sturdy_names', stream)).toHaveLength(3);
    let fragile;
    for (let i = 0; i < 200; i++) {
      [fragile] = await projectionStatuses(db.pool, ['fragile']);
      if (fragile.status === 'failed') break;
      await new Promise((res) => setTimeout(res, 10));
    }
    const { rows } = await db.pool.query(`SELECT event_id FROM events WHERE stream_id = $1 AND data->'entry'->>'name' = 'poison'`, [stream]);
    expect(fragile!.status).toBe('failed');
    expect(fragile!.failedEventId).toBe(rows[0].event_id);
    expect(await rowsOf('fragile_names', stream)).toEqual([{ id: 1, name: 'fine' }]);
    const failures = (await projectorFailures.get()).values.find((v) => v.labels.projector === 'fragile');
    expect(failures?.value).toBe(1);
  });

  it('counts a stopped projector as behind: a read waiting for a later write is told it is stale at once', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    const r = runner([namesProjector('stuck', 1, 'poison'), namesProjector('moving')]);
    await r.start();
    await appendEntries(stream, ['poison']);
    await vi.waitFor(async () => expect((await projectionStatuses(db.pool, ['stuck']))[0].status).toBe('failed'), { timeout: 10_000, interval: 20 });
    const later = (await store.append(`siteEnum-${randomUUID()}`, 'any', [{ type: 'EnumEntryAdded', data: { resource: 'styles', entry: { id: 1, name: 'later' } } }])).position;
    expect(await waitForPosition(db.pool, later, 10_000, ['moving'])).toBe(true);
    const started = Date.now();
    expect(await waitForPosition(db.pool, later, 10_000, ['stuck', 'moving'])).toBe(false);
    // It does not sit out the timeout: the stopped projector will not catch up by waiting.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('retries a transient failure with backoff, and the projector goes on: no stop, every row lands', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    let serializationFailures = 0;
    const flaky = namesProjector('flaky', 1, (name) => {
      if (name === 'contended' && serializationFailures < 2) {
        serializationFailures++;
        throw Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
      }
    });
    const r = runner([flaky]);
    await r.start();
    const last = await appendEntries(stream, ['before', 'contended', 'after']);
    expect(await waitForPosition(db.pool, last, 10_000, ['flaky'])).toBe(true);
    expect(serializationFailures).toBe(2);
    expect(await rowsOf('flaky_names', stream)).toEqual([
      { id: 1, name: 'before' },
      { id: 2, name: 'contended' },
      { id: 3, name: 'after' },
    ]);
    expect((await projectionStatuses(db.pool, ['flaky']))[0]).toMatchObject({ status: 'running', failedEventId: null });
  });

  it('does not stop at an event that failed once but applies on its own', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    let failed = false;
    const once = namesProjector('once', 1, (name) => {
      if (name === 'hiccup' && !failed) {
        failed = true;
        throw new Error('a bug that struck once');
      }
    });
    const r = runner([once]);
    await r.start();
    const last = await appendEntries(stream, ['a', 'hiccup', 'b']);
    expect(await waitForPosition(db.pool, last, 10_000, ['once'])).toBe(true);
    expect(failed).toBe(true);
    expect(await rowsOf('once_names', stream)).toHaveLength(3);
    expect((await projectionStatuses(db.pool, ['once']))[0].status).toBe('running');
  });

  it('refuses to start a projector whose handled event types changed without a new version', async () => {
    const p = namesProjector('retyped');
    const first = runner([p]);
    await first.start();
    await first.stop();
    const changed = { ...p, handles: ['EnumEntryAdded', 'EnumEntryChanged'] };
    const refused = runner([changed]);
    await expect(refused.start()).rejects.toThrow(HandledTypesChanged);
    await expect(runner([changed]).start()).rejects.toThrow(/retyped now handles EnumEntryChanged, but its version is still 1.*Raise its version \(2\)/);
    const bumped = runner([{ ...changed, version: 2 }]);
    await bumped.start();
    expect((await projectionStatuses(db.pool, ['retyped']))[0].version).toBe(2);
  });

  it('backs off while an old transaction holds the snapshot back, and catches up when it ends', async () => {
    const reads: number[] = [];
    const counting: EventStore = {
      readStream: (id) => store.readStream(id),
      streamVersion: (id) => store.streamVersion(id),
      append: (id, expected, events) => store.append(id, expected, events),
      appendMany: (appends) => store.appendMany(appends),
      readAll: (options) => (reads.push(performance.now()), store.readAll(options)),
      subscribe: (f) => store.subscribe(f),
      headPosition: () => store.headPosition(),
    };
    const stream = `siteEnum-${randomUUID()}`;
    const r = runner([namesProjector('patient')], 500, { store: counting, idlePollMs: 1000 });
    await r.start();
    expect(await waitForPosition(db.pool, await appendEntries(stream, ['first']), 10_000, ['patient'])).toBe(true);
    const old = await db.pool.connect();
    try {
      await old.query('BEGIN');
      await old.query('SELECT pg_current_xact_id()');
      const held = await appendEntries(stream, ['held']);
      const from = reads.length;
      await vi.waitFor(() => expect(reads.length - from).toBeGreaterThanOrEqual(8), { timeout: 10_000, interval: 20 });
      const gaps = reads.slice(from + 1, from + 8).map((t, i) => t - reads[from + i]);
      // 5, 10, 20, 40, 80 ms...: polling every 5 ms would keep every gap near 5 ms.
      expect(gaps[gaps.length - 1]).toBeGreaterThanOrEqual(80);
      expect(await rowsOf('patient_names', stream)).toEqual([{ id: 1, name: 'first' }]);
      await old.query('COMMIT');
      expect(await waitForPosition(db.pool, held, 10_000, ['patient'])).toBe(true);
    } finally {
      old.release();
    }
  });

  it('keeps one active runner per projector: a second one stands by', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    const p = namesProjector('single-leader');
    const a = runner([p]);
    const b = runner([p]);
    await a.start();
    await b.start();
    const last = await appendEntries(stream, ['one', 'two', 'three']);
    expect(await waitForPosition(db.pool, last, 10_000, ['single-leader'])).toBe(true);
    expect([a.isLeading('single-leader'), b.isLeading('single-leader')].filter(Boolean)).toHaveLength(1);
    const standby = a.isLeading('single-leader') ? b : a;
    expect(standby.batches).toBe(0);
    expect(await rowsOf('single_leader_names', stream)).toHaveLength(3);
    const [status] = await projectionStatuses(db.pool, ['single-leader']);
    expect(status.eventsApplied).toBeGreaterThanOrEqual(3n);
  });

  it('gives the same rows when every event is delivered twice', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    await appendEntries(stream, ['a', 'b', 'c', 'b2']);
    const p = namesProjector('twice');
    const r = runner([p]);
    await r.start();
    await r.stop();
    const { events } = await store.readStream(stream);
    const { contextFor } = await import('./tables');
    const ctx = contextFor(db.pool, p, 1);
    await p.apply(events, ctx);
    const once = await rowsOf('twice_names', stream);
    await p.apply(events, ctx);
    await p.apply(events.slice(0, 2), ctx);
    expect(await rowsOf('twice_names', stream)).toEqual(once);
  });

  it('rebuilds a projector into a new generation and swaps its view, while the log grows', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    const p = namesProjector('rebuilt');
    const r = runner([p]);
    await r.start();
    const last = await appendEntries(stream, ['x', 'y']);
    expect(await waitForPosition(db.pool, last, 10_000, ['rebuilt'])).toBe(true);
    const before = await rowsOf('rebuilt_names', stream);
    const progress: number[] = [];
    const result = await rebuild({ pool: db.pool, store, projector: p, batchSize: 1, onProgress: (pr) => progress.push(pr.applied) });
    expect(result.generation).toBe(2);
    expect(progress.length).toBeGreaterThan(0);
    expect(await rowsOf('rebuilt_names', stream)).toEqual(before);
    const later = await appendEntries(`siteEnum-${randomUUID()}`, ['z']);
    expect(await waitForPosition(db.pool, later, 10_000, ['rebuilt'])).toBe(true);
    const { rows } = await db.pool.query(`SELECT to_regclass('rebuilt_names_v1_g1') AS old, to_regclass('rebuilt_names_v1_g2') AS cur`);
    expect(rows[0]).toEqual({ old: null, cur: 'rebuilt_names_v1_g2' });
  });

  it('counts a projector that no event concerned as caught up, and one with pending events as behind', async () => {
    const p = namesProjector('bystander');
    const r = runner([p]);
    await r.start();
    await r.stop();
    const other = await store.append(`newsletter-${randomUUID()}`, 'no_stream', [
      { type: 'NewsletterSubscribed', data: { emailHash: 'b'.repeat(40), email: 'by@example.com', source: 'popup', subscribedAt: new Date().toISOString() } },
    ]);
    expect(await waitForPosition(db.pool, other.position, 1000, ['bystander'])).toBe(true);
    const mine = await appendEntries(`siteEnum-${randomUUID()}`, ['pending']);
    expect(await waitForPosition(db.pool, mine, 200, ['bystander'])).toBe(false);
    const [status] = await projectionStatuses(db.pool, ['bystander']);
    expect(status.lagEvents).toBeGreaterThan(0);
    const again = runner([p]);
    await again.start();
    expect(await waitForPosition(db.pool, mine, 10_000, ['bystander'])).toBe(true);
  });

  it('rebuilds a projector whose version changed when it starts', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    const last = await appendEntries(stream, ['p', 'q']);
    const v1 = runner([namesProjector('versioned', 1)]);
    await v1.start();
    expect(await waitForPosition(db.pool, last, 10_000, ['versioned'])).toBe(true);
    await v1.stop();
    const v2 = runner([namesProjector('versioned', 2)]);
    await v2.start();
    const [status] = await projectionStatuses(db.pool, ['versioned']);
    expect(status.version).toBe(2);
    expect(await rowsOf('versioned_names', stream)).toEqual([
      { id: 1, name: 'p' },
      { id: 2, name: 'q' },
    ]);
  });

  it("commits a projector's batch without waiting for its WAL flush, and a reactor's only once flushed", async () => {
    const seen: Record<string, string[]> = { projector: [], reactor: [] };
    const probe = (kind: 'projector' | 'reactor') => async (_events: unknown[], ctx: { sql: { query: (q: string) => Promise<{ rows: { s: string }[] }> } }) => {
      seen[kind].push((await ctx.sql.query("SELECT current_setting('synchronous_commit') AS s")).rows[0].s);
    };
    const projector: Projector = { name: 'commit-probe', version: 1, tables: {}, handles: ['EnumEntryAdded'], apply: probe('projector') };
    const reactor: Reactor = { kind: 'reactor', name: 'commit-probe-reactor', version: 1, handles: ['EnumEntryAdded'], apply: probe('reactor') };
    const r = runner([projector, reactor]);
    await r.start();
    const last = await appendEntries(`siteEnum-${randomUUID()}`, ['probe']);
    expect(await waitForPosition(db.pool, last, 10_000, ['commit-probe', 'commit-probe-reactor'])).toBe(true);
    await vi.waitFor(() => expect(seen.reactor.length).toBeGreaterThan(0));
    expect(new Set(seen.projector)).toEqual(new Set(['off']));
    expect(new Set(seen.reactor)).toEqual(new Set(['on']));
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideEnum, eventRegistry, evolveEnum, initialEnumState, ValidationFailed, type EnumEvent } from '@decorlook/domain';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { handleCommand } from './handle';

let db: TestDatabase;
let here: PostgresEventStore;
let elsewhere: PostgresEventStore;
const meta = { correlationId: 'test' };

beforeAll(async () => {
  db = await createTestDatabase();
  here = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry });
  // Another process writing to the same store: its writes are invisible to `here`'s cache.
  elsewhere = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry });
});
afterAll(() => db.drop());

const aggregate = (streamId: string, usuallyNew = false) => ({ streamId, initialState: initialEnumState, evolve: evolveEnum, usuallyNew });
const define = (id: number, name: string) => (s: ReturnType<typeof initialEnumState>) => decideEnum({ type: 'DefineEnumEntries', resource: 'vibes', entries: [{ id, name }] }, s) as EnumEvent[];
const remove = (id: number) => (s: ReturnType<typeof initialEnumState>) => decideEnum({ type: 'RemoveEnumEntry', resource: 'vibes', id }, s) as EnumEvent[];

describe('command handling', () => {
  it('decides on the real history when another writer changed the stream since it was last seen', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    await handleCommand(here, aggregate(stream), define(1, 'Cozy'), meta);
    await handleCommand(elsewhere, aggregate(stream), define(2, 'Calm'), meta);
    // `here` still remembers one entry; removing the other must not be answered "nothing to do".
    const r = await handleCommand(here, aggregate(stream), remove(2), meta);
    expect(r.events).toEqual([{ type: 'EnumEntryRemoved', data: { resource: 'vibes', id: 2 } }]);
    const { events } = await here.readStream(stream);
    expect(events.map((e) => e.type)).toEqual(['EnumEntryAdded', 'EnumEntryAdded', 'EnumEntryRemoved']);
  });

  it('appends a usually-new stream without reading it, and falls back to the history when it exists', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    await handleCommand(elsewhere, aggregate(stream), define(1, 'Cozy'), meta);
    const same = await handleCommand(here, aggregate(stream, true), define(1, 'Cozy'), meta);
    expect(same.events).toEqual([]);
    expect(same.position).toBeGreaterThan(0n);
    const fresh = `siteEnum-${randomUUID()}`;
    const r = await handleCommand(here, aggregate(fresh, true), define(1, 'Cozy'), meta);
    expect(r.events).toHaveLength(1);
    expect((await here.readStream(fresh)).events).toHaveLength(1);
  });

  it('never refuses on a remembered state alone', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    await handleCommand(here, aggregate(stream), define(1, 'Cozy'), meta);
    const twice = (s: ReturnType<typeof initialEnumState>) =>
      decideEnum({ type: 'DefineEnumEntries', resource: 'vibes', entries: [{ id: 3, name: 'a' }, { id: 3, name: 'b' }] }, s) as EnumEvent[];
    await expect(handleCommand(here, aggregate(stream), twice, meta)).rejects.toBeInstanceOf(ValidationFailed);
  });

  it('writes commands that queued on one stream in one append, each answered with its own result or refusal', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    await handleCommand(here, aggregate(stream), define(1, 'Cozy'), meta);
    const before = (await here.readStream(stream)).version;
    const commands = [define(2, 'Calm'), define(3, 'Bold'), remove(99), define(4, 'Warm'), remove(2)];
    const answers = await Promise.allSettled(commands.map((c) => handleCommand(here, aggregate(stream), c, meta)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    const results = answers.map((a) => (a as PromiseFulfilledResult<Awaited<ReturnType<typeof handleCommand>>>).value);
    // Each saw the ones before it: the removal of 99 changed nothing, the removal of 2 found it.
    expect(results.map((r) => r.events.length)).toEqual([1, 1, 0, 1, 1]);
    // (The removal that changed nothing was decided on a remembered state, so it was checked on the real history after.)
    expect([0, 1, 3, 4].map((i) => [...(results[i].state as ReturnType<typeof initialEnumState>).entries.keys()].sort())).toEqual([
      [1, 2],
      [1, 2, 3],
      [1, 2, 3, 4],
      [1, 3, 4],
    ]);
    const { events, version } = await here.readStream(stream);
    expect(events.map((e) => e.type)).toEqual(['EnumEntryAdded', 'EnumEntryAdded', 'EnumEntryAdded', 'EnumEntryAdded', 'EnumEntryRemoved']);
    // The first command went at once; the four with events that queued behind it were gathered.
    const appends = new Set(events.slice(1).map((e) => e.transactionId));
    expect(appends.size).toBeLessThan(4);
    expect(version).toBe((before as bigint) + 4n);
  });

  it('refuses one queued command without failing the others', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    await handleCommand(here, aggregate(stream), define(1, 'Cozy'), meta);
    const twice = (s: ReturnType<typeof initialEnumState>) =>
      decideEnum({ type: 'DefineEnumEntries', resource: 'vibes', entries: [{ id: 3, name: 'a' }, { id: 3, name: 'b' }] }, s) as EnumEvent[];
    const answers = await Promise.allSettled([define(2, 'Calm'), twice, define(5, 'Soft')].map((c) => handleCommand(here, aggregate(stream), c, meta)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((answers[1] as PromiseRejectedResult).reason).toBeInstanceOf(ValidationFailed);
    expect((await here.readStream(stream)).events).toHaveLength(3);
  });

  it('keeps a queued command with an Idempotency-Key to its own append, so a repeat is one effect', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    await handleCommand(here, aggregate(stream), define(1, 'Cozy'), meta);
    const keyed = { correlationId: 'test', operationId: randomUUID() };
    const answers = await Promise.all([
      handleCommand(here, aggregate(stream), define(2, 'Calm'), meta),
      handleCommand(here, aggregate(stream), define(3, 'Bold'), keyed),
      handleCommand(here, aggregate(stream), define(4, 'Warm'), meta),
    ]);
    expect(answers.map((a) => a.events.length)).toEqual([1, 1, 1]);
    const again = await handleCommand(here, aggregate(stream), define(3, 'Bold'), keyed);
    expect(again.events).toEqual([]);
    expect((await here.readStream(stream)).events).toHaveLength(4);
  });
});

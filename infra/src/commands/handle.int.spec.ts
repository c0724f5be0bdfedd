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
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventRegistry } from '@decorlook/domain';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { createLogger } from '../observability/logger';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { ProjectionRunner, projectionStatuses, resumeProjector } from './runner';
import type { Projector } from './types';
import { waitForPosition } from './wait';

/**
 * What an operator does with a stopped projector: /readyz's status names the event that stopped
 * it, and resuming it (the command, or a restart) tries that event again from its checkpoint.
 */
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

/** Entry names per stream; it cannot apply an entry named "poison <its name>" while `broken.yes` (other tests' poison is food). */
function fragile(name: string, broken: { yes: boolean }): Projector {
  const view = `${name.replace(/-/g, '_')}_names`;
  return {
    name,
    version: 1,
    tables: { [view]: (t) => `CREATE TABLE ${t} (stream_id text, id int, name text, PRIMARY KEY (stream_id, id))` },
    handles: ['EnumEntryAdded'],
    async apply(events, { sql, table }) {
      for (const e of events) {
        const d = e.data as { entry: { id: number; name: string } };
        if (broken.yes && d.entry.name === `poison ${name}`) throw new Error('cannot apply poison');
        await sql.query(`INSERT INTO ${table(view)} VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [e.streamId, d.entry.id, d.entry.name]);
      }
    },
  };
}

const runner = (p: Projector) => {
  const r = new ProjectionRunner({ pool: db.pool, connectionString: db.url, store, projectors: [p], logger: createLogger('test', 'silent'), idlePollMs: 50, retry: { baseMs: 5, maxMs: 40 } });
  runners.push(r);
  return r;
};

async function appendEntries(stream: string, names: string[]): Promise<bigint> {
  let last = 0n;
  for (const [i, name] of names.entries()) last = (await store.append(stream, 'any', [{ type: 'EnumEntryAdded', data: { resource: 'styles', entry: { id: i + 1, name } } }])).position;
  return last;
}

const namesOf = async (view: string, stream: string) => (await db.pool.query(`SELECT name FROM ${view} WHERE stream_id = $1 ORDER BY id`, [stream])).rows.map((r) => r.name);
const statusOf = async (name: string) => (await projectionStatuses(db.pool, [name]))[0];
const stopped = (name: string) => vi.waitFor(async () => expect((await statusOf(name)).status).toBe('failed'), { timeout: 10_000, interval: 20 });

describe('a stopped projector', () => {
  it('is shown with the event that stopped it: its id, stream, type, global position and transaction', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    await runner(fragile('shown', { yes: true })).start();
    await appendEntries(stream, ['fine', 'poison shown']);
    await stopped('shown');
    const { rows } = await db.pool.query(`SELECT event_id, global_position::text, transaction_id::text FROM events WHERE stream_id = $1 AND data->'entry'->>'name' = 'poison shown'`, [stream]);
    const status = await statusOf('shown');
    expect(status.error).toBe('cannot apply poison');
    expect(status.failedEvent).toEqual({
      eventId: rows[0].event_id,
      globalPosition: BigInt(rows[0].global_position),
      transactionId: BigInt(rows[0].transaction_id),
      streamId: stream,
      type: 'EnumEntryAdded',
    });
  });

  it('resumes from its checkpoint when resumed while the runner runs, and applies the event that stopped it', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    const broken = { yes: true };
    await runner(fragile('resumable', broken)).start();
    const last = await appendEntries(stream, ['fine', 'poison resumable', 'after']);
    await stopped('resumable');
    expect(await namesOf('resumable_names', stream)).toEqual(['fine']);
    broken.yes = false;
    expect(await resumeProjector(db.pool, 'resumable')).toBe('resumed');
    expect(await waitForPosition(db.pool, last, 15_000, ['resumable'])).toBe(true);
    expect(await namesOf('resumable_names', stream)).toEqual(['fine', 'poison resumable', 'after']);
    expect(await statusOf('resumable')).toMatchObject({ status: 'running', error: null, failedEventId: null, failedEvent: null });
  });

  it('is resumed by the next start, and stops again at the same event if it still fails', async () => {
    const stream = `siteEnum-${randomUUID()}`;
    const broken = { yes: true };
    const first = runner(fragile('restarted', broken));
    await first.start();
    const last = await appendEntries(stream, ['poison restarted', 'after']);
    await stopped('restarted');
    const { failedEventId } = await statusOf('restarted');
    await first.stop();

    const stillBroken = runner(fragile('restarted', broken));
    await stillBroken.start();
    await vi.waitFor(async () => expect((await statusOf('restarted')).status).toBe('running'), { timeout: 5_000, interval: 10 });
    await stopped('restarted');
    expect((await statusOf('restarted')).failedEventId).toBe(failedEventId);
    await stillBroken.stop();

    broken.yes = false;
    await runner(fragile('restarted', broken)).start();
    expect(await waitForPosition(db.pool, last, 15_000, ['restarted'])).toBe(true);
    expect(await namesOf('restarted_names', stream)).toEqual(['poison restarted', 'after']);
  });

  it('answers what it found: a running projector is left as it is, an unknown name is said so', async () => {
    await runner(fragile('healthy', { yes: false })).start();
    expect(await resumeProjector(db.pool, 'healthy')).toBe('running');
    expect(await resumeProjector(db.pool, `no-such-${randomUUID()}`)).toBe('unknown');
  });
});
